/**
 * Zod compiles object parsers with `new Function` when it may, and probes whether it may by trying
 * it: under the site's Content-Security-Policy (no 'unsafe-eval') that probe is a reported
 * violation. Imported first by every browser script that loads zod, before any schema is used.
 */
import { z } from 'zod';

z.config({ jitless: true });
