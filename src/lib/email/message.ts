/** One email, independent of the provider. */
export interface EmailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** Which of an enquiry's emails this is. */
  tag: 'sales' | 'acknowledgment';
}

/** The outcome of sending one message. `permanent` failures are not worth retrying as they are. */
export type SendResult = { ok: true; messageId: string } | { ok: false; error: string; permanent: boolean };

export interface Mailer {
  /** Human name of where messages go, for logs: "Postmark at api.postmarkapp.com", "the local outbox". */
  readonly description: string;
  send(message: EmailMessage): Promise<SendResult>;
}
