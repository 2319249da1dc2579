/** Sent on an enquiry form after a successful send (enquiryForm.ts); the quote list empties itself if it was used. */
export const ENQUIRY_SENT_EVENT = 'enquiry-sent';
