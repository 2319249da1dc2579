// What our functions hand to the pages rendered on request (src/integrations/functionPagesEntry.ts).
declare namespace App {
  interface Locals {
    /** The catalog file, loaded once per function instance (netlify/functions/search.ts, page-not-found.ts). */
    catalog?: import('./lib/catalogFile/catalogFile.ts').Catalog;
    /** An enquiry form posted without JavaScript that was not sent (netlify/lib/enquiryFunction.ts). */
    formAnswer?: import('./lib/enquiry/formResponses.ts').FormAnswer;
    /** What a form sent without JavaScript sent, for its thank-you page (src/lib/enquiry/sentEnquiry.ts). */
    sentEnquiry?: import('./lib/enquiry/sentEnquiry.ts').SentEnquiry;
  }
}
