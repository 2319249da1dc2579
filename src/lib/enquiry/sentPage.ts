import { readOnlyPageRefusal } from '../http/readOnlyPage.ts';
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
  const refused = readOnlyPageRefusal(request, 'Method not allowed: this page is only read (GET).');
  if (refused) return refused;
  const method = request.method.toUpperCase();
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
