import { renderPage } from '../../generated/page-server/entry.mjs';
import { FORM_ANSWER_PATH, type FormAnswerPage } from '../../src/lib/enquiry/formResponses.ts';
import type { SentEnquiry } from '../../src/lib/enquiry/sentEnquiry.ts';

/**
 * The page of a form posted without JavaScript that was not sent, rendered by Astro
 * (src/pages/enquiry/not-sent.astro) with the answer's status and headers.
 */
export const formAnswerPage =
  (siteUrl: string): FormAnswerPage =>
  async (answer, headers) => {
    const page = await renderPage(new Request(new URL(FORM_ANSWER_PATH, siteUrl)), { formAnswer: answer });
    if (page.status !== answer.status) throw new Error(`the form answer page rendered ${page.status}`);
    return new Response(page.body, {
      status: answer.status,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    });
  };

/**
 * A thank-you page (src/pages/contact/sent.astro, catalog-request/sent.astro), rendered at the request's
 * address, with what was sent when the page may show it.
 */
export const renderSentPage = (request: Request, sentEnquiry: SentEnquiry | undefined): Promise<Response> =>
  renderPage(request, sentEnquiry ? { sentEnquiry } : {});
