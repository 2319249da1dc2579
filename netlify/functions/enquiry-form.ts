import type { Config, Context } from '@netlify/functions';
import { FORM_PAGES } from '../../src/lib/enquiry/formResponses.ts';
import { enquiryFunction } from '../lib/enquiryFunction.ts';
import { formAnswerPage } from '../lib/formAnswerPage.ts';

/**
 * The enquiry forms posted without JavaScript: the same handling, rules and quota as their JSON
 * endpoints (contact.ts, download-request.ts), answered for a browser. A function of its own, so
 * the page server it renders with never weighs on the JSON endpoints' cold start.
 */
const contact = enquiryFunction('contact', formAnswerPage);
const download = enquiryFunction('download', formAnswerPage);

export default (request: Request, context: Context) =>
  new URL(request.url).pathname.startsWith(FORM_PAGES.download.formAction)
    ? download(request, context)
    : contact(request, context);

export const config: Config = {
  path: ['/enquiry/contact', '/enquiry/download-request'],
};
