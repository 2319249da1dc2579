import { baseHeaders } from './headers.ts';

/**
 * The answer for a URL outside `/api` that matches no built file and no other function (the
 * `page-not-found` function), around the 404 page Astro rendered. Netlify would serve a 404 page
 * by itself, but with only the `_headers` rules of the requested path, and no rule can match every
 * unknown path without also matching the read API (docs/documents.md): answered here, an unknown
 * page carries `API-Version` and the security headers like every other response. (Under `/api`,
 * netlify.toml sends every miss to the read API's JSON 404.)
 */
export function notFoundResponse(request: Request, page: Response): Response {
  const isHead = request.method.toUpperCase() === 'HEAD';
  return new Response(isHead ? null : page.body, {
    status: 404,
    headers: {
      ...baseHeaders(),
      'Content-Type': 'text/html; charset=utf-8',
      // As Netlify's own 404: a page created later at this path must show at once.
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
