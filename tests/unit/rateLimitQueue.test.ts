import { describe, expect, it } from 'vitest';
import type { RateLimitPolicy } from '../../src/lib/http/rateLimitPolicy.ts';
import { MemoryRequestLog } from '../../src/lib/rateLimit/requestLog.ts';
import {
  arrivalMarker,
  beginRequest,
  peekRequests,
  queuedMarker,
  stateOf,
  takeRequest,
} from '../../src/lib/rateLimit/slidingLog.ts';

/**
 * The sliding-log limiter step by step on a fake clock (docs/enquiries.md, "Rate limits"): the markers
 * it writes, a queued request waiting for the ones before it, its longest wait, how often it looks, and
 * the clean-up of markers that left the window. Another request's progress is staged between looks.
 */
const T = 1_700_000_000_000;
const ONE: RateLimitPolicy = { name: 't', limit: 1, windowSeconds: 3600 };

/** A fake clock whose sleep moves it on, and runs `onSleep` (another request's progress) first. */
function fakeClock(onSleep: (slept: number[]) => Promise<void> | void = () => {}) {
  let clock = T;
  const slept: number[] = [];
  return {
    slept,
    now: () => clock,
    advance: (ms: number) => (clock += ms),
    sleep: async (ms: number) => {
      slept.push(ms);
      await onSleep(slept);
      clock += ms;
    },
  };
}
const names = (log: MemoryRequestLog) => [...log.markers].map((m) => m.replace(/^k\//, ''));

describe('the markers a request writes (a stable storage format)', () => {
  it('a request decided from its first list: its arrival, then its direct decision, both timed', async () => {
    const log = new MemoryRequestLog();
    await takeRequest(log, 'k', ONE, { now: () => T });
    await takeRequest(log, 'k', ONE, { now: () => T + 5 });
    const [arrival, admitted, arrival2, refused] = names(log);
    expect(arrival).toMatch(/^arrival\.001700000000000\.[0-9a-f]{16}$/);
    expect(admitted).toBe(`direct.${arrival!.split('.')[2]}.1.001700000000000`);
    expect(arrival2).toMatch(/^arrival\.001700000000005\.[0-9a-f]{16}$/);
    expect(refused).toBe(`direct.${arrival2!.split('.')[2]}.0.001700000000005`);
  });

  it('markers of other shapes are not requests: they neither count nor block', async () => {
    const log = new MemoryRequestLog();
    for (const stray of ['arrival.1', 'queued.1.x', 'direct.x.1', 'decision.x', 'other.1.2', 'arrival.a.b.c'])
      await log.add(`k/${stray}`);
    expect(await takeRequest(log, 'k', ONE, { now: () => T })).toMatchObject({ allowed: true, remaining: 0 });
  });
});

describe('a request whose outcome depends on others in progress queues, and decides once it cannot change', () => {
  it(
    'another request arriving (limit 1): ours takes a place, ' + 'waits, and is refused once the other is admitted',
    async () => {
      const log = new MemoryRequestLog();
      await log.add(`k/${arrivalMarker(T, 'other')}`);
      const clock = fakeClock(async (slept) => {
        if (slept.length === 2) await log.add(`k/direct.other.1.${String(T).padStart(15, '0')}`);
      });
      const { state, recorded } = await beginRequest(log, 'k', ONE, clock);
      expect(await recorded).toBeUndefined();
      expect(state).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 3600 });
      expect(clock.slept).toHaveLength(2);
      const mine = names(log).find((n) => n.startsWith('queued.'))!;
      expect(mine).toMatch(/^queued\.0000000001\.[0-9a-f]{16}\.001700000000000$/);
      expect(names(log)).toContain(`decision.${mine.split('.')[2]}.0`);
    },
  );

  it('the other refused instead: ours is admitted', async () => {
    const log = new MemoryRequestLog();
    await log.add(`k/${arrivalMarker(T, 'other')}`);
    const clock = fakeClock(async () => {
      await log.add(`k/direct.other.0.${String(T).padStart(15, '0')}`);
    });
    const { state } = await beginRequest(log, 'k', ONE, clock);
    expect(state).toMatchObject({ allowed: true, remaining: 0 });
    expect(clock.slept).toHaveLength(1);
  });

  it(
    'a place before ours: we wait for its decision; admitted ' +
      'before us, ours is refused; refused, ours is admitted',
    async () => {
      for (const [decision, allowed] of [
        ['1', false],
        ['0', true],
      ] as const) {
        const log = new MemoryRequestLog();
        await log.add(`k/${queuedMarker(4, 'aaaa', T)}`);
        const clock = fakeClock(async () => {
          await log.add(`k/decision.aaaa.${decision}`);
        });
        const { state } = await beginRequest(log, 'k', ONE, clock);
        expect(state.allowed, `decision ${decision}`).toBe(allowed);
        expect(names(log).some((n) => /^queued\.0000000005\./.test(n))).toBe(true); // the next number
      }
    },
  );

  it(
    'its longest wait is 8 s: an outcome still unknown ' + 'then counts as admitted (never one request too many)',
    async () => {
      const log = new MemoryRequestLog();
      await log.add(`k/${arrivalMarker(T, 'stuck')}`);
      const clock = fakeClock();
      const { state } = await beginRequest(log, 'k', ONE, clock);
      expect(state.allowed).toBe(false);
      const waited = clock.now() - T;
      expect(waited).toBeGreaterThanOrEqual(8_000);
      expect(waited).toBeLessThan(8_100);
    },
  );

  it('with room for the unknown outcome, the same wait ends admitted', async () => {
    const log = new MemoryRequestLog();
    const two: RateLimitPolicy = { ...ONE, limit: 2 };
    await takeRequest(log, 'k', two, { now: () => T }); // one admitted
    await log.add(`k/${arrivalMarker(T, 'stuck')}`);
    await log.add(`k/${queuedMarker(1, 'stuck', T)}`); // queued, never decides
    const clock = fakeClock();
    const { state } = await beginRequest(log, 'k', two, clock);
    // 1 admitted + 1 unknown reach the limit of 2: after the longest wait the unknown one counts as admitted.
    expect(state.allowed).toBe(false);
    expect(clock.now() - T).toBeGreaterThanOrEqual(8_000);
  });

  it(
    'it looks again every 5 + 2 ms per request ahead (at ' + 'most 50), +-25 %, never faster than the store answers',
    async () => {
      const quick = new MemoryRequestLog();
      await quick.add(`k/${arrivalMarker(T, 'stuck')}`);
      const fast = fakeClock();
      await beginRequest(quick, 'k', ONE, fast);
      expect(Math.min(...fast.slept)).toBeGreaterThanOrEqual(0.75 * 7);
      expect(Math.max(...fast.slept)).toBeLessThanOrEqual(1.25 * 7);

      const crowded = new MemoryRequestLog();
      for (let i = 0; i < 30; i++) await crowded.add(`k/${arrivalMarker(T, `s${i}`)}`);
      const busy = fakeClock();
      await beginRequest(crowded, 'k', { ...ONE, limit: 30 }, busy);
      expect(Math.min(...busy.slept)).toBeGreaterThanOrEqual(0.75 * 50);
      expect(Math.max(...busy.slept)).toBeLessThanOrEqual(1.25 * 50);

      // A store taking 200 ms to list: the request waits at least about that long between looks.
      const slowClock = fakeClock();
      const slow = new MemoryRequestLog(async () => {
        slowClock.advance(100);
      });
      await slow.add(`k/${arrivalMarker(T, 'stuck')}`);
      await beginRequest(slow, 'k', ONE, slowClock);
      expect(Math.min(...slowClock.slept.slice(1))).toBeGreaterThanOrEqual(0.75 * 100);
    },
  );
});

describe('a request that died mid-way is stale from exactly 30 s on', () => {
  it.each([
    ['arrival', (at: number) => arrivalMarker(at, 'dead')],
    ['queued place', (at: number) => queuedMarker(1, 'dead', at)],
  ])(
    'its %s at 29.999 s is still in progress (ours waits); at 30 s it counts as admitted (ours decides at once)',
    async (_, marker) => {
      for (const [age, waits] of [
        [29_999, true],
        [30_000, false],
      ] as const) {
        const log = new MemoryRequestLog();
        await log.add(`k/${marker(T - age)}`);
        const clock = fakeClock();
        const { state } = await beginRequest(log, 'k', ONE, clock);
        expect(state.allowed, `age ${age}`).toBe(false);
        expect(clock.slept.length > 0, `age ${age}`).toBe(waits);
      }
    },
  );

  it('the quota shown by a peek counts it as used either way', async () => {
    const log = new MemoryRequestLog();
    await log.add(`k/${arrivalMarker(T, 'dead')}`);
    const two = { ...ONE, limit: 2 };
    for (const age of [29_999, 30_000]) {
      const state = await peekRequests(log, 'k', two, { now: () => T + age });
      expect(state.remaining, `age ${age}`).toBe(1);
    }
  });
});

describe('the window: a request admitted exactly an hour ago no longer counts, however it was decided', () => {
  const timed = (at: number) => String(at).padStart(15, '0');
  it.each([
    ['decided in the queue', (at: number) => [queuedMarker(1, 'old', at), 'decision.old.1']],
    ['decided directly', (at: number) => [arrivalMarker(at, 'old'), `direct.old.1.${timed(at)}`]],
    ['dead before deciding', (at: number) => [arrivalMarker(at, 'old')]],
  ])('%s', async (_, markers) => {
    for (const [at, allowed] of [
      [T - 3600_000, true],
      [T - 3600_000 + 1, false],
    ] as const) {
      const log = new MemoryRequestLog();
      for (const marker of markers(at)) await log.add(`k/${marker}`);
      expect((await takeRequest(log, 'k', ONE, fakeClock())).allowed, `${T - at} ms ago`).toBe(allowed);
    }
  });
});

describe('a queued request admitted counts the ones still deciding as used: its reset is the oldest one', () => {
  const timed = (at: number) => String(at).padStart(15, '0');
  const three: RateLimitPolicy = { ...ONE, limit: 3 };
  const stage = async (log: MemoryRequestLog) => {
    for (const marker of [
      arrivalMarker(T - 10_000, 'd1'),
      `direct.d1.1.${timed(T - 10_000)}`, // admitted 10 s ago
      queuedMarker(1, 'aaaa', T - 25_000), // a place 25 s old, undecided
      arrivalMarker(T - 20_000, 'b'), // arrived 20 s ago, undecided
    ])
      await log.add(`k/${marker}`);
  };

  it('the place still undecided is the oldest: reset 3575 s', async () => {
    const log = new MemoryRequestLog();
    await stage(log);
    const clock = fakeClock(async () => {
      await log.add(`k/direct.b.0.${timed(T)}`); // the arriving one is refused
    });
    expect((await beginRequest(log, 'k', three, clock)).state).toMatchObject({
      allowed: true,
      remaining: 0,
      resetSeconds: 3575,
    });
  });

  it('the arrival still undecided is the oldest: reset 3580 s', async () => {
    const log = new MemoryRequestLog();
    await stage(log);
    const clock = fakeClock(async () => {
      await log.add('k/decision.aaaa.0'); // the place is refused
    });
    expect((await beginRequest(log, 'k', three, clock)).state).toMatchObject({
      allowed: true,
      remaining: 0,
      resetSeconds: 3580,
    });
  });
});

describe('the window in the queue: a place decided exactly an hour ago is not counted by a queued request', () => {
  it('queued behind it and another request that is then refused, ours is admitted', async () => {
    const log = new MemoryRequestLog();
    await log.add(`k/${queuedMarker(1, 'old', T - 3600_000)}`);
    await log.add('k/decision.old.1');
    await log.add(`k/${arrivalMarker(T, 'other')}`);
    const clock = fakeClock(async () => {
      await log.add(`k/direct.other.0.${String(T).padStart(15, '0')}`);
    });
    expect((await beginRequest(log, 'k', ONE, clock)).state.allowed).toBe(true);
  });
});

describe('write failures: the decision stands, and takeRequest reports the failure', () => {
  it.each([
    ['decided directly', [] as string[]],
    ['decided in the queue', [arrivalMarker(T, 'other')]],
  ])('%s: a decision not written rejects takeRequest; beginRequest hands it over as `recorded`', async (_, staged) => {
    const log = new MemoryRequestLog();
    for (const marker of staged) await log.add(`k/${marker}`);
    const failing = {
      add: (name: string) =>
        /\/(direct|decision)\./.test(name) ? Promise.reject(new Error('write lost')) : log.add(name),
      names: (prefix: string) => log.names(prefix),
      remove: (name: string) => log.remove(name),
    };
    await expect(takeRequest(failing, 'k', ONE, fakeClock())).rejects.toThrow('write lost');
    const { recorded } = await beginRequest(failing, 'k', ONE, fakeClock());
    expect(String(await recorded)).toBe('Error: write lost');
  });
});

describe('the state reported', () => {
  const three: RateLimitPolicy = { name: 't', limit: 3, windowSeconds: 100 };
  it('reset counts from the oldest admitted request, in whatever order the times came', () => {
    expect(stateOf(three, [50_000, 10_000, 30_000], true, 60_000)).toEqual({
      policy: three,
      allowed: true,
      remaining: 0,
      resetSeconds: 50,
    });
  });
  it('refused with more admitted than the limit (dead requests counted): Retry-After is when enough have left', () => {
    expect(stateOf(three, [40_000, 10_000, 30_000, 20_000], false, 60_000)).toMatchObject({
      retryAfterSeconds: 60, // 20 s + 100 s - 60 s: the second oldest must leave too
      resetSeconds: 60,
    });
  });
  it('refused with nothing admitted in view: retry after a second', () => {
    expect(stateOf(three, [], false, 60_000)).toMatchObject({ retryAfterSeconds: 1, remaining: 3 });
  });
});

describe('markers that left the window are removed, a few per request', () => {
  it('a request decided in the queue removes nothing still in the window (even 10 s before it leaves)', async () => {
    const log = new MemoryRequestLog();
    const two: RateLimitPolicy = { ...ONE, limit: 2 };
    const nearlyOut = T - 3_590_000;
    const admitted = [arrivalMarker(nearlyOut, 'old'), `direct.old.1.${String(nearlyOut).padStart(15, '0')}`];
    for (const marker of [...admitted, arrivalMarker(T, 'stuck')]) await log.add(`k/${marker}`);
    const clock = fakeClock();
    expect((await takeRequest(log, 'k', two, clock)).allowed).toBe(false); // 1 admitted + 1 unknown
    expect(clock.slept.length).toBeGreaterThan(0); // it was decided in the queue
    expect(names(log)).toEqual(expect.arrayContaining(admitted));
  });

  const window = 3600_000;
  const stale = 30_000;
  it('older than the window plus 30 s: removed, at most 30 per request; newer ones stay', async () => {
    const log = new MemoryRequestLog();
    const old = T - window - stale - 1;
    const expired: string[] = [];
    for (let i = 0; i < 20; i++) expired.push(arrivalMarker(old, `a${i}`));
    for (let i = 0; i < 10; i++) expired.push(queuedMarker(i + 1, `q${i}`, old), `decision.q${i}.1`);
    for (let i = 0; i < 5; i++) expired.push(`direct.d${i}.1.${String(old).padStart(15, '0')}`);
    const keep = T - window - stale + 1;
    const edge = T - window - stale; // exactly at the limit: kept
    const recent = [
      arrivalMarker(keep, 'recent'),
      `direct.recent.0.${String(keep).padStart(15, '0')}`,
      arrivalMarker(edge, 'edge'),
      queuedMarker(1, 'edge', edge),
      `direct.edge.0.${String(edge).padStart(15, '0')}`,
    ];
    for (const name of [...expired, ...recent]) await log.add(`k/${name}`);
    expect(log.markers.size).toBe(50);

    await takeRequest(log, 'k', ONE, { now: () => T });
    expect(log.markers.size).toBe(50 + 2 - 30);
    await takeRequest(log, 'k', ONE, { now: () => T });
    const left = names(log);
    expect(left.filter((n) => expired.includes(n))).toEqual([]);
    expect(left.filter((n) => recent.includes(n))).toEqual(recent);
    expect(left).toHaveLength(5 + 4);
  });
});
