import type { Mailer } from '../email/message.ts';
import { ServerTiming } from '../http/serverTiming.ts';
import { acknowledgmentEmail, salesEmail, type EmailSettings } from './emails.ts';
import type { EnquiryRecord, EnquiryStore } from './record.ts';

export interface DeliverDeps {
  enquiries: EnquiryStore;
  mailer: Mailer | undefined;
  emailSettings: EmailSettings;
  log?: (message: string) => void;
  /** Records the parts `store` (keeping the enquiry), `email` (both messages) and `record` (the outcome). */
  timing?: ServerTiming;
}

/**
 * Keeps the enquiry, then sends what is still pending or failed: the sales email first, then the
 * acknowledgment (never an acknowledgment for an enquiry sales did not get), then records the
 * outcome. Used by the endpoints and by the resend command, which therefore never sends a message
 * twice. `kept` says whether the record is in the store.
 */
export async function deliver(
  record: EnquiryRecord,
  { enquiries, mailer, emailSettings, log = console.log, timing = new ServerTiming() }: DeliverDeps,
): Promise<{ ok: boolean; kept: boolean }> {
  let kept = true;
  try {
    await timing.measure('store', () => enquiries.save(record));
  } catch (error) {
    kept = false; // still try to send: the email is a record too
    log(`[enquiry] ${record.id}: could not be stored before sending: ${String(error)}`);
  }

  for (const [message, compose] of [
    ['sales', salesEmail],
    ['acknowledgment', acknowledgmentEmail],
  ] as const) {
    if (record.deliveries[message] === 'sent') continue;
    const at = new Date().toISOString();
    const result = mailer
      ? await timing.measure('email', () => mailer.send(compose(record, emailSettings)))
      : ({ ok: false, error: 'email is not configured (POSTMARK_SERVER_TOKEN is not set)', permanent: true } as const);
    record.deliveries[message] = result.ok ? 'sent' : 'failed';
    record.attempts.push({ at, message, ok: result.ok, detail: result.ok ? result.messageId : result.error });
    if (!result.ok) {
      log(`[enquiry] ${record.id}: the ${message} email failed: ${result.error}`);
      break;
    }
  }
  record.status = record.deliveries.sales === 'sent' && record.deliveries.acknowledgment === 'sent' ? 'sent' : 'failed';

  try {
    await timing.measure('record', () => enquiries.save(record));
    kept = true;
  } catch (error) {
    log(`[enquiry] ${record.id}: could not record the outcome (${record.status}): ${String(error)}`);
  }
  return { ok: record.status === 'sent', kept };
}
