/**
 * Zod compiles object parsers with `new Function` when it may, and probes whether it may by trying
 * it: under the site's Content-Security-Policy (no 'unsafe-eval') that probe is a reported
 * violation. Imported first by every browser script that loads zod, before any schema is used.
 * From zod/mini, as the enquiry schemas (one configuration for both builds of zod), so the form
 * script does not load the classic API for this one call.
 */
import { config } from 'zod/mini';

config({ jitless: true });
