import { getStore, type Store } from '@netlify/blobs';
import type { OutboxEntry, OutboxStore } from '../../src/lib/email/outbox.ts';
import { ENQUIRY_STORE, enquiryKey, OUTBOX_STORE, type EnquiryRecord, type EnquiryStore } from '../../src/lib/enquiry/record.ts';
import type { RequestLog } from '../../src/lib/rateLimit/requestLog.ts';
import { withDeadline } from '../../src/lib/async/deadline.ts';

/**
 * The Netlify Blobs side of the enquiry endpoints: thin adapters from src/lib's interfaces to
 * stores. Every store is strongly consistent: a rate limiter and a resend command must see every
 * completed write.
 */
export const RATE_LIMIT_STORE = 'rate-limits';

/** How to reach a store from outside a function (the resend command); inside one, the platform's context is used. */
export type BlobsAccess = { siteID: string; token: string; apiURL?: string; edgeURL?: string; uncachedEdgeURL?: string } | undefined;

export function store(name: string, access?: BlobsAccess): Store {
  return getStore({ name, consistency: 'strong', ...(access ?? {}) });
}

/**
 * The longest a function waits for one Blobs operation (docs/hardening.md). The client retries a
 * failing store 5 times, 5 s apart: unbounded, one outage would outlast the function's 10 s and the
 * platform would answer instead of the function. Past the deadline the operation counts as failed.
 */
export const BLOBS_OPERATION_DEADLINE_MS = 1_000;

/** `work` within `deadlineMs`, when set (functions); without one (the resend command) it may take its time. */
const bounded = <T>(work: Promise<T>, deadlineMs: number | undefined, what: string) =>
  deadlineMs === undefined ? work : withDeadline(work, deadlineMs, `Blobs ${what}`);

/**
 * Each marker is its own "directory" (`<name>/m`), and markers are listed as directories. On
 * Netlify's Blobs that is the same as listing keys; on the local Blobs server it makes `list`
 * complete: that server lists by walking files and stops early when a file vanishes under it
 * (a write's temporary file renamed, a delete), but the folders it lists never vanish.
 */
export class BlobsRequestLog implements RequestLog {
  private readonly blobs: Store;
  private readonly deadlineMs: number | undefined;
  constructor(blobs: Store, deadlineMs?: number) {
    this.blobs = blobs;
    this.deadlineMs = deadlineMs;
  }
  async add(name: string) {
    await bounded(this.blobs.set(`${name}/m`, '1'), this.deadlineMs, 'set');
  }
  async names(prefix: string) {
    const { directories } = await bounded(this.blobs.list({ prefix, directories: true }), this.deadlineMs, 'list');
    return directories.map((d) => d.replace(/\/$/, '')).filter((d) => d.startsWith(prefix)).map((d) => d.slice(prefix.length));
  }
  async remove(name: string) {
    await bounded(this.blobs.delete(`${name}/m`), this.deadlineMs, 'delete');
  }
}

export class BlobsEnquiryStore implements EnquiryStore {
  private readonly blobs: Store;
  private readonly deadlineMs: number | undefined;
  constructor(blobs: Store, deadlineMs?: number) {
    this.blobs = blobs;
    this.deadlineMs = deadlineMs;
  }
  async save(record: EnquiryRecord) {
    await bounded(this.blobs.setJSON(enquiryKey(record), record), this.deadlineMs, 'setJSON');
  }
  async list() {
    const { blobs } = await this.blobs.list();
    const records = await Promise.all(blobs.map((b) => this.blobs.get(b.key, { type: 'json' }) as Promise<EnquiryRecord | null>));
    return records.filter((r): r is EnquiryRecord => r !== null);
  }
}

export class BlobsOutboxStore implements OutboxStore {
  private readonly blobs: Store;
  private readonly deadlineMs: number | undefined;
  constructor(blobs: Store, deadlineMs?: number) {
    this.blobs = blobs;
    this.deadlineMs = deadlineMs;
  }
  async save(entry: OutboxEntry) {
    await bounded(this.blobs.setJSON(entry.id, entry), this.deadlineMs, 'setJSON');
  }
  async list() {
    const { blobs } = await this.blobs.list();
    const entries = await Promise.all(blobs.map((b) => this.blobs.get(b.key, { type: 'json' }) as Promise<OutboxEntry | null>));
    return entries.filter((e): e is OutboxEntry => e !== null);
  }
}

export const enquiryStores = (access?: BlobsAccess, { deadlineMs }: { deadlineMs?: number } = {}) => ({
  requestLog: new BlobsRequestLog(store(RATE_LIMIT_STORE, access), deadlineMs),
  enquiries: new BlobsEnquiryStore(store(ENQUIRY_STORE, access), deadlineMs),
  outbox: new BlobsOutboxStore(store(OUTBOX_STORE, access), deadlineMs),
});
