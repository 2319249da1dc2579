import type { ContactRequest, DownloadRequest } from '../schemas/enquiry.ts';
import type { EnquiryKind } from './validation.ts';

export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export interface DeliveryAttempt {
  at: string;
  message: 'sales' | 'acknowledgment';
  ok: boolean;
  /** Provider message id on success, the error otherwise. */
  detail: string;
}

/**
 * An accepted enquiry as kept in the `enquiries` store: written before any email is attempted,
 * updated with each message's outcome after. `status` is `sent` only when both emails went out.
 */
export interface EnquiryRecord {
  id: string;
  kind: EnquiryKind;
  receivedAt: string;
  clientIp: string;
  deployContext: string;
  fields: ContactRequest | DownloadRequest;
  status: DeliveryStatus;
  deliveries: { sales: DeliveryStatus; acknowledgment: DeliveryStatus };
  attempts: DeliveryAttempt[];
  /** Same client, endpoint and fields (sameEnquiry.ts): how a retry finds this enquiry. */
  fingerprint?: string;
}

/** The store every enquiry is kept in, and the one the outbox writes to. */
export const ENQUIRY_STORE = 'enquiries';
export const OUTBOX_STORE = 'email-outbox';
/** Where a retry finds the enquiry it repeats (sameEnquiry.ts). */
export const ENQUIRY_FINGERPRINT_STORE = 'enquiry-fingerprints';

/** Keys sort by time: `<deploy context>/<ISO time>-<id>`. */
export const enquiryKey = (record: Pick<EnquiryRecord, 'deployContext' | 'receivedAt' | 'id'>) =>
  `${record.deployContext}/${record.receivedAt.replace(/[:.]/g, '-')}-${record.id}`;

/** Where enquiries are kept. The Netlify Blobs implementation is in `netlify/lib/blobs.ts`. */
export interface EnquiryStore {
  /** Also remembers the record under its fingerprint, when it has one. */
  save(record: EnquiryRecord): Promise<void>;
  list(): Promise<EnquiryRecord[]>;
  /** The latest enquiry saved with this fingerprint in this deploy context. */
  findSame(deployContext: string, fingerprint: string): Promise<EnquiryRecord | undefined>;
}

export function newRecord(
  kind: EnquiryKind,
  fields: ContactRequest | DownloadRequest,
  clientIp: string,
  deployContext: string,
  id: string,
  now: Date,
): EnquiryRecord {
  return {
    id,
    kind,
    receivedAt: now.toISOString(),
    clientIp,
    deployContext,
    fields,
    status: 'pending',
    deliveries: { sales: 'pending', acknowledgment: 'pending' },
    attempts: [],
  };
}

/** A send still "pending" after this long was cut off (the function timed out): treat it as failed. */
export const PENDING_GIVE_UP_MS = 5 * 60_000;

/** Whether an enquiry has an email that did not go out. */
export function needsResend(record: EnquiryRecord, now = Date.now()): boolean {
  if (record.status === 'failed') return true;
  return record.status === 'pending' && now - Date.parse(record.receivedAt) > PENDING_GIVE_UP_MS;
}
