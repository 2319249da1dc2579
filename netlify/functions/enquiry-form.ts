import type { Config, Context } from '@netlify/functions';
import { FORM_PAGES, SENT_PAGE_PATHS } from '../../src/lib/enquiry/formResponses.ts';
import { sentPageResponse } from '../../src/lib/enquiry/sentPage.ts';
import { enquiryStores } from '../lib/blobs.ts';
import { enquiryFunction } from '../lib/enquiryFunction.ts';
import { formAnswerPage, renderSentPage } from '../lib/formAnswerPage.ts';

/**
 * The enquiry forms posted without JavaScript: the same handling, rules and quota as their JSON
 * endpoints (contact.ts, download-request.ts), answered for a browser, and the thank-you pages a
 * sent form lands on (they show the reference from their address, and what was sent to the browser
 * that sent it). A function of its own, so the page server it renders with never weighs on the JSON
 * endpoints' cold start; the thank-you page follows the post that this same function just answered,
 * so it usually finds an instance warm.
 */
const contact = enquiryFunction('contact', formAnswerPage);
const download = enquiryFunction('download', formAnswerPage);

export default (request: Request, context: Context) => {
  const { pathname } = new URL(request.url);
  if (SENT_PAGE_PATHS.includes(pathname))
    return sentPageResponse(request, renderSentPage, (key) =>
      enquiryStores(undefined, { failFast: true }).enquiries.get(key),
    );
  return pathname.startsWith(FORM_PAGES.download.formAction) ? download(request, context) : contact(request, context);
};

export const config: Config = {
  path: [
    '/enquiry/contact',
    '/enquiry/download-request',
    '/contact/sent',
    '/contact/sent/',
    '/catalog-request/sent',
    '/catalog-request/sent/',
  ],
};
