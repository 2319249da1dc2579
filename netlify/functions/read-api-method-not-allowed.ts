import type { Config } from '@netlify/functions';
import { readApiFallback } from '../../src/lib/http/readApiFallback.ts';
import { siteUrlFromEnv } from '../../src/lib/site.ts';

/**
 * Every method but GET and HEAD under `/api`, except on the other functions' paths: 405 and CORS
 * preflights on read paths, the JSON 404 elsewhere. (Functions come before netlify.toml's
 * rewrites, so no rewrite sees these methods.)
 */
export default (request: Request) => readApiFallback(request, siteUrlFromEnv());

export const config: Config = {
  path: ['/api', '/api/*'],
  excludedPath: ['/api/contact', '/api/download-request', '/api/mcp', '/api/mcp/server-card', '/api/rate-limited'],
  method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
