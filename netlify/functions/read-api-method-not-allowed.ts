import type { Config } from '@netlify/functions';
import { readApiFallback } from '../../src/lib/http/readApiFallback.ts';
import { siteUrlFromEnv } from '../../src/lib/site.ts';

/** Wrong methods and CORS preflights on the read API; GET and HEAD never reach it (static files). */
export default (request: Request) => readApiFallback(request, siteUrlFromEnv());

// Netlify reads this object statically, so it is written out; tests/unit/readApiRouting.test.ts
// checks it against the paths and limits derived from src/lib.
export const config: Config = {
  path: [
    '/api/products',
    '/api/products/*',
    '/api/resources',
    '/api/resources/*',
    '/api/v1/products',
    '/api/v1/products/*',
    '/api/v1/resources',
    '/api/v1/resources/*',
  ],
  method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  rateLimit: { windowLimit: 180, windowSize: 180, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/api/rate-limited' },
};
