import { readOnlyPageRefusal } from '../http/readOnlyPage.ts';
import { baseHeaders } from '../http/headers.ts';
import { withDeadline } from '../async/deadline.ts';
import { sentEnquiryFor, type SentEnquiry, type SentEnquiryLookup } from './sentEnquiry.ts';

/** How long the page waits for the enquiry it shows; past it, the page shows the reference alone. */
const LOOKUP_MS = 3000;

/**
 * The answer of a thank-you page (`/contact/sent/`, `/catalog-request/sent/`), rendered by Astro
 * on request so that it shows the reference its address carries, without JavaScript, and what was
 * sent when the sender's browser may see it (sentEnquiry.ts). Never cached: each address is one
 * person's enquiry. Only GET and HEAD; HEAD gets the headers alone.
 */
export async function sentPageResponse(
  request: Request,
  render: (request: Request, sent: SentEnquiry | undefined) => Promise<Response>,
  lookup?: SentEnquiryLookup,
  log: (message: string) => void = console.error,
): Promise<Response> {
  const refused = readOnlyPageRefusal(request, 'Method not allowed: this page is only read (GET).');
  if (refused) return refused;
  const method = request.method.toUpperCase();
  const sent = lookup
    ? await withDeadline(sentEnquiryFor(request, lookup), LOOKUP_MS, 'the sent enquiry lookup').catch((error) => {
        log(`[enquiry] thank-you page without what was sent (store unavailable): ${String(error)}`);
        return undefined;
      })
    : undefined;
  const page = await render(new Request(request.url, { headers: request.headers }), sent);
  return new Response(method === 'HEAD' ? null : page.body, {
    status: page.status,
    headers: {
      ...baseHeaders(),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}
