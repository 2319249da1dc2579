import type { Config } from '@netlify/functions';
import { readApiFallback } from '../../src/lib/http/readApiFallback.ts';
import { siteUrlFromEnv } from '../../src/lib/site.ts';

/**
 * A GET of a single item whose prerendered file does not exist: the slug is unknown. `_redirects`
 * rewrites `/api/products/<slug>` to `/api/products/<slug>.json`; an existing file is served
 * statically (preferStatic), a missing one lands here. No `method` filter: HEAD must reach it too,
 * and wrong methods get the same 405 as from read-api-method-not-allowed.
 */
export default (request: Request) => readApiFallback(request, siteUrlFromEnv());

// Netlify reads this object statically, so it is written out; tests/unit/readApiRouting.test.ts
// checks it against the paths and limits derived from src/lib.
export const config: Config = {
  path: ['/api/products/*.json', '/api/resources/*.json', '/api/v1/products/*.json', '/api/v1/resources/*.json'],
  preferStatic: true,
  rateLimit: { windowLimit: 180, windowSize: 180, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/api/rate-limited' },
};
