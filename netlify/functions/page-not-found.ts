import type { Config } from '@netlify/functions';
import { notFoundResponse } from '../../src/lib/http/notFound.ts';
import { renderSitePage } from '../lib/pages.ts';

/**
 * Any URL outside `/api` that no built file and no other function answers: the site's 404 page
 * (src/pages/404.astro, whatever the path asked), with `API-Version` like every response.
 */
export default async (request: Request) => notFoundResponse(request, await renderSitePage(request, '/404'));

// `/api` is left to netlify.toml's rewrites and the read API's functions (every miss there is
// JSON), and the enquiry forms', thank-you pages' and search page's paths to their functions:
// tests/unit/functionRoutes.test.ts
// checks with Netlify's own parser that no other function's path reaches this one.
export const config: Config = {
  path: '/*',
  excludedPath: [
    '/api',
    '/api/*',
    '/enquiry/contact',
    '/enquiry/download-request',
    '/contact/sent',
    '/contact/sent/',
    '/catalog-request/sent',
    '/catalog-request/sent/',
    '/search',
    '/search/',
  ],
  preferStatic: true,
};
