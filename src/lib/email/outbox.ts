import { randomBytes } from 'node:crypto';
import type { EmailMessage, Mailer, SendResult } from './message.ts';

/** A message the local outbox kept instead of sending. */
export interface OutboxEntry {
  id: string;
  storedAt: string;
  message: EmailMessage;
}

export interface OutboxStore {
  save(entry: OutboxEntry): Promise<void>;
  list(): Promise<OutboxEntry[]>;
}

/**
 * Without `POSTMARK_SERVER_TOKEN` (`npm start`, a fresh clone) messages are not sent but kept in
 * the `email-outbox` Blobs store and printed, so every enquiry works end to end with no account.
 * `npm run enquiries -- outbox` reads them back.
 */
export class OutboxMailer implements Mailer {
  readonly description = 'the local outbox (no POSTMARK_SERVER_TOKEN set)';
  private readonly store: OutboxStore;
  private readonly log: (text: string) => void;
  constructor(store: OutboxStore, log: (text: string) => void = console.log) {
    this.store = store;
    this.log = log;
  }

  async send(message: EmailMessage): Promise<SendResult> {
    const storedAt = new Date().toISOString();
    const id = `${storedAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    try {
      await this.store.save({ id, storedAt, message });
    } catch (error) {
      return {
        ok: false,
        error: `outbox: ${error instanceof Error ? error.message : String(error)}`,
        permanent: false,
      };
    }
    this.log(formatOutboxEntry({ id, storedAt, message }));
    return { ok: true, messageId: `outbox:${id}` };
  }
}

export function formatOutboxEntry({ id, storedAt, message }: OutboxEntry): string {
  return [
    `── outbox ${id} (${storedAt}) ──`,
    `From: ${message.from}`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${message.subject}`,
    '',
    message.textBody,
    '',
  ].join('\n');
}
