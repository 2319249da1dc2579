import { getStore, type Store } from '@netlify/blobs';
import type { OutboxEntry, OutboxStore } from '../../src/lib/email/outbox.ts';
import {
  ENQUIRY_FINGERPRINT_STORE,
  ENQUIRY_STORE,
  enquiryKey,
  OUTBOX_STORE,
  type EnquiryRecord,
  type EnquiryStore,
} from '../../src/lib/enquiry/record.ts';
import type { RequestLog } from '../../src/lib/rateLimit/requestLog.ts';

/**
 * The Netlify Blobs side of the enquiry endpoints: thin adapters from src/lib's interfaces to
 * stores. Every store is strongly consistent: a rate limiter and a resend command must see every
 * completed write.
 */
export const RATE_LIMIT_STORE = 'rate-limits';

/** How to reach a store from outside a function (the resend command); inside one, the platform's context is used. */
export type BlobsAccess =
  { siteID: string; token: string; apiURL?: string; edgeURL?: string; uncachedEdgeURL?: string } | undefined;

export function store(name: string, access?: BlobsAccess, { failFast = false } = {}): Store {
  return getStore({ name, consistency: 'strong', ...(access ?? {}), ...(failFast ? { fetch: failFastFetch } : {}) });
}

/**
 * A `fetch` for the Blobs client that makes a failed request final. The client retries a network
 * error, a 429 or a 5xx several times, seconds apart: one Blobs outage would outlast the enquiry
 * deadline (docs/hardening.md, "Faults"). Here a failure is returned at once as a non-retryable
 * status, the client throws, and the enquiry code's decisions
 * for an unavailable store apply (the rate limit fails open, the enquiry is still emailed). A slow
 * store that answers is waited for: only the enquiry deadline (answerWithinDeadline.ts) bounds that.
 */
export const failFastFetch: typeof fetch = async (input, init) => {
  const failed = (detail: string) =>
    new Response(detail, { status: STORE_FAILED_STATUS, statusText: 'Blobs request failed (not retried)' });
  try {
    const res = await fetch(input, init);
    return res.status === 429 || res.status >= 500 ? failed(`HTTP ${res.status}`) : res;
  } catch (error) {
    return failed(String(error));
  }
};
/** Not 403/404/429/5xx, which the client treats specially: any other error status makes it throw. */
const STORE_FAILED_STATUS = 424;

/**
 * Each marker is its own "directory" (`<name>/m`), and markers are listed as directories. On
 * Netlify's Blobs that is the same as listing keys; on the local Blobs server it makes `list`
 * complete: that server lists by walking files and stops early when a file vanishes under it
 * (a write's temporary file renamed, a delete), but the folders it lists never vanish.
 */
export class BlobsRequestLog implements RequestLog {
  private readonly blobs: Store;
  constructor(blobs: Store) {
    this.blobs = blobs;
  }
  async add(name: string) {
    await this.blobs.set(`${name}/m`, '1');
  }
  async names(prefix: string) {
    const { directories } = await this.blobs.list({ prefix, directories: true });
    return directories
      .map((d) => d.replace(/\/$/, ''))
      .filter((d) => d.startsWith(prefix))
      .map((d) => d.slice(prefix.length));
  }
  async remove(name: string) {
    await this.blobs.delete(`${name}/m`);
  }
}

/**
 * Keys of stored blobs, without the local Blobs server's unfinished writes: it writes each blob to
 * a dot-file and renames it into place, and a runtime stopped mid-write (a load test, Ctrl-C)
 * leaves the dot-file behind, which its listing then includes. No key of ours starts with a dot.
 */
const storedKeys = (blobs: { key: string }[]) =>
  blobs.map((b) => b.key).filter((key) => !key.split('/').some((part) => part.startsWith('.')));

/** Enquiries by key; `byFingerprint` maps `<deploy context>/<fingerprint>` to the latest one's key. */
export class BlobsEnquiryStore implements EnquiryStore {
  private readonly blobs: Store;
  private readonly byFingerprint: Store;
  constructor(blobs: Store, byFingerprint: Store) {
    this.blobs = blobs;
    this.byFingerprint = byFingerprint;
  }
  async save(record: EnquiryRecord) {
    const key = enquiryKey(record);
    await Promise.all([
      this.blobs.setJSON(key, record),
      record.fingerprint
        ? this.byFingerprint.setJSON(`${record.deployContext}/${record.fingerprint}`, { key })
        : undefined,
    ]);
  }
  async findSame(deployContext: string, fingerprint: string) {
    const pointer = (await this.byFingerprint.get(`${deployContext}/${fingerprint}`, { type: 'json' })) as {
      key: string;
    } | null;
    if (!pointer) return undefined;
    return ((await this.blobs.get(pointer.key, { type: 'json' })) as EnquiryRecord | null) ?? undefined;
  }
  /** The enquiry kept under this key (record.ts's enquiryKey). */
  async get(key: string) {
    return ((await this.blobs.get(key, { type: 'json' })) as EnquiryRecord | null) ?? undefined;
  }
  async list() {
    const { blobs } = await this.blobs.list();
    const records = await Promise.all(
      storedKeys(blobs).map((key) => this.blobs.get(key, { type: 'json' }) as Promise<EnquiryRecord | null>),
    );
    return records.filter((r): r is EnquiryRecord => r !== null);
  }
}

export class BlobsOutboxStore implements OutboxStore {
  private readonly blobs: Store;
  constructor(blobs: Store) {
    this.blobs = blobs;
  }
  async save(entry: OutboxEntry) {
    await this.blobs.setJSON(entry.id, entry);
  }
  async list() {
    const { blobs } = await this.blobs.list();
    const entries = await Promise.all(
      storedKeys(blobs).map((key) => this.blobs.get(key, { type: 'json' }) as Promise<OutboxEntry | null>),
    );
    return entries.filter((e): e is OutboxEntry => e !== null);
  }
}

/** `failFast`: for functions (see failFastFetch); the resend command keeps the client's retries. */
export const enquiryStores = (access?: BlobsAccess, { failFast = false } = {}) => ({
  requestLog: new BlobsRequestLog(store(RATE_LIMIT_STORE, access, { failFast })),
  enquiries: new BlobsEnquiryStore(
    store(ENQUIRY_STORE, access, { failFast }),
    store(ENQUIRY_FINGERPRINT_STORE, access, { failFast }),
  ),
  outbox: new BlobsOutboxStore(store(OUTBOX_STORE, access, { failFast })),
});
