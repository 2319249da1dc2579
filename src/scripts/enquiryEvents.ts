/** Sent on an enquiry form after a successful send (enquiryForm.ts); the quote list drops the products it asked for. */
export const ENQUIRY_SENT_EVENT = 'enquiry-sent';

/** The event's detail: what was sent. */
export interface EnquirySent {
  message?: string;
}
