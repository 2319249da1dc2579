/**
 * A `Server-Timing` header (W3C Server Timing) for one request: how long the service's own code
 * took, in total and by part. The platform's time around it (a cold start, the local runtime's
 * worker thread) is not in it, so a client or a benchmark can tell the two apart.
 */
export class ServerTiming {
  private readonly parts: { name: string; ms: number }[] = [];
  private readonly startedAt: number;
  private readonly now: () => number;
  constructor(now: () => number = () => performance.now()) {
    this.now = now;
    this.startedAt = now();
  }

  /** Runs `work` and records its duration under `name` (added up if `name` is measured twice). */
  async measure<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = this.now();
    try {
      return await work();
    } finally {
      const ms = this.now() - start;
      const part = this.parts.find((p) => p.name === name);
      if (part) part.ms += ms;
      else this.parts.push({ name, ms });
    }
  }

  /** `name;dur=<ms>` for each part in the order first measured, then `total` since construction. */
  header(): string {
    return [...this.parts, { name: 'total', ms: this.now() - this.startedAt }]
      .map((p) => `${p.name};dur=${p.ms.toFixed(1)}`)
      .join(', ');
  }
}

/** The metric names of a `Server-Timing` value with their durations in milliseconds. */
export function parseServerTiming(value: string | null): Record<string, number> {
  const parsed: Record<string, number> = {};
  for (const entry of (value ?? '').split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const dur = params.map((p) => /^\s*dur=([0-9.]+)\s*$/.exec(p)?.[1]).find((d) => d !== undefined);
    if (name && dur !== undefined) parsed[name] = Number(dur);
  }
  return parsed;
}
