import { createHash, randomBytes } from 'node:crypto';
import type { RateLimitPolicy } from '../http/rateLimitPolicy.ts';
import type { ServerTiming } from '../http/serverTiming.ts';
import type { RequestLog } from '../rateLimit/requestLog.ts';
import { beginRequest } from '../rateLimit/slidingLog.ts';
import type { ContactRequest, DownloadRequest } from '../schemas/enquiry.ts';
import { deliver, type DeliverDeps } from './deliver.ts';
import { enquiryKey, newRecord, type EnquiryRecord } from './record.ts';
import type { EnquiryKind } from './validation.ts';

/**
 * A retry never sends an email twice (docs/enquiries.md, "The same enquiry again"): the same fields
 * from the same client IP to the same endpoint within 24 hours are the same enquiry, and only its
 * emails not yet delivered are sent. Which request may send is decided by the rate limiter's exact
 * algorithm with a limit of 1 per delivery round (the local Blobs server's conditional writes are
 * not atomic, slidingLog.ts): of identical requests at the same time, one sends and the others wait
 * for its outcome.
 */
export const SAME_ENQUIRY_MS = 24 * 3600_000;

/**
 * One sender per delivery round; the lease outlasts the enquiry deadline (answerWithinDeadline.ts), so
 * a finished round is never sent again (docs/hardening.md, "The function time limit").
 */
export const DELIVERY_LEASE: RateLimitPolicy = { name: 'delivery', limit: 1, windowSeconds: 60 };

/** How long a request waits for another one delivering the same enquiry, before answering 500. */
const WAIT_MS = 6_000;
const POLL_MS = 150;

/** A new enquiry's id, which people see as its reference (ENQUIRY_REFERENCE_PATTERN). */
export const newEnquiryId = (): string => randomBytes(8).toString('hex');

/** Same client, endpoint and fields: a sha-256, so neither the IP nor the fields appear in a key. */
export function enquiryFingerprint(kind: EnquiryKind, ip: string, fields: ContactRequest | DownloadRequest): string {
  const canonical = JSON.stringify([kind, ip, Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1))]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Each completed round adds attempts, so the stored record names the round it is in. A record kept
 * but with no attempt yet is still in the round that created it ('new'), whose sender is under way.
 */
const roundOf = (record: EnquiryRecord | undefined) =>
  record && record.attempts.length > 0 ? `${record.id}.${record.attempts.length}` : 'new';
const allDelivered = (record: EnquiryRecord) =>
  record.deliveries.sales === 'sent' && record.deliveries.acknowledgment === 'sent';

export interface SameEnquiryDeps extends DeliverDeps {
  requestLog: RequestLog;
  timing: ServerTiming;
  /** Writes the answer does not depend on; awaited before the function returns. */
  background: Promise<unknown>[];
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const deliveryLeaseKey = (deployContext: string, fingerprint: string, round: string) =>
  `${deployContext}/${DELIVERY_LEASE.name}/` +
  `${fingerprint.slice(0, 1)}/${fingerprint.slice(1, 2)}/${fingerprint.slice(2, 3)}/${fingerprint.slice(3)}/${round}`;

/**
 * The resend command's delivery of a kept record: it takes the same round's lease as a client's
 * retry, so the two never both send. `busy`: a request of that round is (or was) sending; try later.
 */
export async function resendOnce(
  record: EnquiryRecord,
  deps: DeliverDeps & { requestLog: RequestLog },
): Promise<{ ok: boolean; busy: boolean }> {
  if (record.fingerprint) {
    const begun = await beginRequest(
      deps.requestLog,
      deliveryLeaseKey(record.deployContext, record.fingerprint, roundOf(record)),
      DELIVERY_LEASE,
    );
    await begun.recorded;
    if (!begun.state.allowed) return { ok: false, busy: true };
  }
  return { ...(await deliver(record, deps)), busy: false };
}

/** Keeps and sends a new enquiry, or finishes the same one received before. `id` and `key`: the kept record's. */
export async function keepAndSendOnce(
  kind: EnquiryKind,
  fields: ContactRequest | DownloadRequest,
  client: { ip: string; deployContext: string },
  deps: SameEnquiryDeps,
): Promise<{ ok: boolean; kept: boolean; id?: string; key?: string }> {
  const { enquiries, requestLog, timing, background, log = console.log, now = Date.now } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const fingerprint = enquiryFingerprint(kind, client.ip, fields);
  const giveUpAt = now() + WAIT_MS;
  const findSame = async () => {
    try {
      const found = await timing.measure('store', () => enquiries.findSame(client.deployContext, fingerprint));
      return found && now() - Date.parse(found.receivedAt) < SAME_ENQUIRY_MS ? found : undefined;
    } catch (error) {
      log(`[enquiry] could not look for the same enquiry, treated as new: ${String(error)}`);
      return undefined;
    }
  };

  for (let same = await findSame(); ;) {
    if (same && allDelivered(same)) return { ok: true, kept: true, id: same.id, key: enquiryKey(same) };
    const round = roundOf(same);
    let mayDeliver = true;
    try {
      const key = deliveryLeaseKey(client.deployContext, fingerprint, round);
      const begun = await timing.measure('ratelimit', () => beginRequest(requestLog, key, DELIVERY_LEASE));
      background.push(begun.recorded);
      mayDeliver = begun.state.allowed;
    } catch (error) {
      log(`[enquiry] delivery lease unavailable, sending: ${String(error)}`); // as the rate limit: fail open
    }
    if (mayDeliver) {
      const record = same ?? {
        ...newRecord(kind, fields, client.ip, client.deployContext, newEnquiryId(), new Date(now())),
        fingerprint,
      };
      return { ...(await deliver(record, deps)), id: record.id, key: enquiryKey(record) };
    }
    // Another request is sending this round: wait until it has recorded its outcome.
    for (;;) {
      if (now() >= giveUpAt) return { ok: false, kept: same !== undefined, id: same?.id };
      await sleep(POLL_MS);
      const latest = await findSame();
      if (latest && roundOf(latest) !== round && latest.status !== 'pending') {
        same = latest;
        break;
      }
    }
  }
}
