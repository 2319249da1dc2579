import type { Config } from '@netlify/functions';
import notFoundPageHtml from '../../src/generated/not-found-page.mjs';
import { notFoundResponse } from '../../src/lib/http/notFound.ts';
import { siteUrlFromEnv } from '../../src/lib/site.ts';

/**
 * Any URL that no built file and no other function answers: the site's 404 page, or under
 * `/api` the JSON `not_found` error, with `API-Version` like every response. Static files win
 * (preferStatic).
 */
export default (request: Request) => notFoundResponse(request, notFoundPageHtml, siteUrlFromEnv());

// Every path another function or a read API rewrite answers is left out, so no other handler's
// URL reaches this one: tests/unit/functionRoutes.test.ts checks this against every function's
// config (read by Netlify's own parser) and the generated rewrites.
export const config: Config = {
  path: '/*',
  excludedPath: [
    '/api/products', '/api/products/*', '/api/resources', '/api/resources/*',
    '/api/v1/products', '/api/v1/products/*', '/api/v1/resources', '/api/v1/resources/*',
    '/api/contact', '/api/download-request', '/api/mcp', '/api/mcp/server-card', '/api/rate-limited',
    '/enquiry/contact', '/enquiry/download-request', '/search',
  ],
  preferStatic: true,
};
