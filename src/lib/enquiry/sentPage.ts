import { baseHeaders } from '../http/headers.ts';

/**
 * The answer of a thank-you page (`/contact/sent/`, `/catalog-request/sent/`), rendered by Astro
 * on request so that it shows the reference its address carries, without JavaScript. Never
 * cached: each address is one person's enquiry. Only GET and HEAD; HEAD gets the headers alone.
 */
export async function sentPageResponse(
  request: Request,
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    return new Response('Method not allowed: this page is only read (GET).', {
      status: 405,
      headers: {
        ...baseHeaders(),
        Allow: 'GET, HEAD',
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      },
    });
  }
  const page = await render(new Request(request.url, { headers: request.headers }));
  return new Response(method === 'HEAD' ? null : page.body, {
    status: page.status,
    headers: {
      ...baseHeaders(),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}
