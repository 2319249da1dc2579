/**
 * The storage a rate limiter needs: named markers that can be added, listed and removed. Nothing
 * else: no counters, no conditional writes (see slidingLog.ts for why). The Netlify Blobs
 * implementation lives in `netlify/lib/blobs.ts`; tests use `MemoryRequestLog`.
 */
export interface RequestLog {
  /** Adds a marker. When this resolves, every later `names` call of the same prefix sees it. */
  add(name: string): Promise<void>;
  /** Names of the markers under `prefix` (the part after it). Complete for every finished `add`. */
  names(prefix: string): Promise<string[]>;
  /** Removes a marker; removing a missing one is not an error. */
  remove(name: string): Promise<void>;
}

/** An in-process log: what the unit tests and a single-process tool use. */
export class MemoryRequestLog implements RequestLog {
  readonly markers = new Set<string>();
  private readonly delay: () => Promise<void>;
  constructor(delay: () => Promise<void> = async () => {}) {
    this.delay = delay;
  }
  async add(name: string) {
    await this.delay();
    this.markers.add(name);
  }
  async names(prefix: string) {
    await this.delay();
    return [...this.markers].filter((m) => m.startsWith(prefix)).map((m) => m.slice(prefix.length));
  }
  async remove(name: string) {
    await this.delay();
    this.markers.delete(name);
  }
}
