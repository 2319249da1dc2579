import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT, DOWNLOAD_RATE_LIMIT, type RateLimitPolicy } from '../../src/lib/http/rateLimitPolicy.ts';
import { MemoryRequestLog } from '../../src/lib/rateLimit/requestLog.ts';
import {
  arrivalMarker,
  beginRequest,
  peekRequests,
  queuedMarker,
  stateOf,
  takeRequest,
} from '../../src/lib/rateLimit/slidingLog.ts';

/** Storage whose every operation takes a random few milliseconds, so parallel requests interleave. */
const jitteryLog = () => new MemoryRequestLog(() => new Promise((r) => setTimeout(r, Math.random() * 4)));

describe('sliding-log rate limiter: exact under concurrency', () => {
  it.each([CONTACT_RATE_LIMIT, DOWNLOAD_RATE_LIMIT])(
    'a burst of 30 parallel requests admits exactly the limit ($name: $limit)',
    async (policy) => {
      for (let round = 0; round < 20; round++) {
        const log = jitteryLog();
        const states = await Promise.all(Array.from({ length: 30 }, () => takeRequest(log, 'ip', policy)));
        expect(states.filter((s) => s.allowed)).toHaveLength(policy.limit);
      }
    },
  );

  it.each([CONTACT_RATE_LIMIT, DOWNLOAD_RATE_LIMIT])(
    'requests arriving at random moments, some alone (decided ' +
      'directly), some together, admit exactly the limit ($name)',
    async (policy) => {
      for (let round = 0; round < 20; round++) {
        const log = jitteryLog();
        const states = await Promise.all(
          Array.from({ length: 25 }, async () => {
            await new Promise((r) => setTimeout(r, Math.random() * 60));
            return takeRequest(log, 'ip', policy);
          }),
        );
        expect(states.filter((s) => s.allowed)).toHaveLength(policy.limit);
      }
    },
  );

  it(
    "under any interleaving of the store's operations, N parallel " +
      'requests admit exactly min(N, limit) (fast-check scheduler)',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.scheduler(),
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 14 }),
          async (scheduler, limit, n) => {
            // Every add, list, remove and wait resolves when the scheduler picks it, in any order.
            const step = () => scheduler.schedule(Promise.resolve());
            const log = new MemoryRequestLog(step);
            const policy: RateLimitPolicy = { name: 't', limit, windowSeconds: 3600 };
            const states = await scheduler.waitFor(
              Promise.all(Array.from({ length: n }, () => takeRequest(log, 'k', policy, { sleep: step }))),
            );
            const admitted = states.filter((s) => s.allowed);
            expect(admitted).toHaveLength(Math.min(n, limit));
            // The quota left is never overstated: requests decided side by side count each other as
            // used, so the i-th lowest `remaining` is at most what is left after the last one, plus i.
            const remaining = admitted.map((s) => s.remaining).sort((a, b) => a - b);
            remaining.forEach((value, i) => expect(value).toBeLessThanOrEqual(limit - admitted.length + i));
          },
        ),
        { seed: 20261123, numRuns: 400 },
      );
    },
  );

  it(
    'requests in a burst that stay below the limit whatever ' + 'the others decide never queue and do not wait',
    async () => {
      const log = jitteryLog();
      const policy: RateLimitPolicy = { name: 't', limit: 10, windowSeconds: 3600 };
      const states = await Promise.all(Array.from({ length: 5 }, () => takeRequest(log, 'k', policy)));
      expect(states.every((s) => s.allowed)).toBe(true);
      expect([...log.markers].filter((m) => m.startsWith('k/queued.'))).toEqual([]);
      // Once the limit is known to be used up, requests are refused the same way, in a burst too.
      await Promise.all(Array.from({ length: 5 }, () => takeRequest(log, 'k', policy)));
      const refused = await Promise.all(Array.from({ length: 5 }, () => takeRequest(log, 'k', policy)));
      expect(refused.every((s) => !s.allowed)).toBe(true);
      const queuedBefore = [...log.markers].filter((m) => m.startsWith('k/queued.')).length;
      await Promise.all(Array.from({ length: 5 }, () => takeRequest(log, 'k', policy)));
      expect([...log.markers].filter((m) => m.startsWith('k/queued.'))).toHaveLength(queuedBefore);
    },
  );

  it('a decision answered before it is written still holds: late writes only make later requests wait', async () => {
    const policy = CONTACT_RATE_LIMIT;
    for (let round = 0; round < 10; round++) {
      const log = jitteryLog();
      const states = await Promise.all(
        Array.from({ length: 20 }, async () => {
          await new Promise((r) => setTimeout(r, Math.random() * 30));
          const { state, recorded } = await beginRequest(log, 'ip', policy);
          // The caller's own work (keeping an enquiry, sending email) before it awaits the writes.
          await new Promise((r) => setTimeout(r, Math.random() * 40));
          expect(await recorded).toBeUndefined();
          return state;
        }),
      );
      expect(states.filter((s) => s.allowed)).toHaveLength(policy.limit);
    }
  });

  it(
    'a request with nobody else in progress answers after ' + 'one write and one list; its decision is written after',
    async () => {
      const completed: string[] = [];
      const log = new MemoryRequestLog();
      let decisionWrites: Promise<void> = Promise.resolve();
      const counting = {
        add: async (name: string) => {
          if (/\/[fd]\./.test(name)) await decisionWrites;
          await log.add(name);
          completed.push('add');
        },
        names: async (prefix: string) => {
          const names = await log.names(prefix);
          completed.push('list');
          return names;
        },
        remove: async (name: string) => {
          await log.remove(name);
          completed.push('remove');
        },
      };
      await takeRequest(counting, 'k', CONTACT_RATE_LIMIT); // an earlier, finished request
      completed.length = 0;
      let release = () => {};
      decisionWrites = new Promise<void>((r) => (release = r)); // held until released
      const { state, recorded } = await beginRequest(counting, 'k', CONTACT_RATE_LIMIT);
      expect(completed).toEqual(['add', 'list']);
      expect(state).toMatchObject({ allowed: true, remaining: 3 });
      release();
      expect(await recorded).toBeUndefined();
      expect((await peekRequests(log, 'k', CONTACT_RATE_LIMIT)).remaining).toBe(3);
    },
  );

  it('keys are counted apart (per IP, per deploy context)', async () => {
    const log = jitteryLog();
    const policy: RateLimitPolicy = { name: 't', limit: 2, windowSeconds: 60 };
    const a = await Promise.all(Array.from({ length: 4 }, () => takeRequest(log, 'production/a', policy)));
    const b = await Promise.all(Array.from({ length: 4 }, () => takeRequest(log, 'deploy-preview/a', policy)));
    expect(a.filter((s) => s.allowed)).toHaveLength(2);
    expect(b.filter((s) => s.allowed)).toHaveLength(2);
  });

  it('rejected requests do not use up the quota, and the window slides', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const log = new MemoryRequestLog();
    const policy: RateLimitPolicy = { name: 't', limit: 2, windowSeconds: 60 };
    expect((await takeRequest(log, 'k', policy, { now })).remaining).toBe(1);
    clock += 10_000;
    expect((await takeRequest(log, 'k', policy, { now })).remaining).toBe(0);
    clock += 10_000;
    const rejected = await takeRequest(log, 'k', policy, { now });
    expect(rejected).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 40, resetSeconds: 40 });
    clock += 40_000; // the first request leaves the window
    expect(await takeRequest(log, 'k', policy, { now })).toMatchObject({
      allowed: true,
      remaining: 0,
      resetSeconds: 10,
    });
  });

  it('a request that died before deciding blocks nobody once stale, and counts as admitted meanwhile', async () => {
    let clock = 5_000_000;
    const now = () => clock;
    const log = new MemoryRequestLog();
    const policy: RateLimitPolicy = { name: 't', limit: 2, windowSeconds: 3600 };
    await log.add(`k/${queuedMarker(1, '0000dead', clock)}`); // no decision ever
    clock += 31_000;
    const state = await takeRequest(log, 'k', policy, { now });
    expect(state).toMatchObject({ allowed: true, remaining: 0 });
  });

  it(
    'a request that decided alone and died before its ' + 'decision was written counts as admitted once stale',
    async () => {
      let clock = 5_000_000;
      const now = () => clock;
      const log = new MemoryRequestLog();
      const policy: RateLimitPolicy = { name: 't', limit: 2, windowSeconds: 3600 };
      await log.add(`k/${arrivalMarker(clock, '0000dead')}`); // its arrival, then nothing
      clock += 31_000;
      expect(await takeRequest(log, 'k', policy, { now })).toMatchObject({ allowed: true, remaining: 0 });
      expect(await takeRequest(log, 'k', policy, { now })).toMatchObject({ allowed: false });
      expect((await peekRequests(log, 'k', policy, { now })).remaining).toBe(0);
    },
  );

  it(
    'a peek (preflight, wrong method) counts requests still ' + 'deciding as used: the quota left is never overstated',
    async () => {
      const clock = 5_000_000;
      const log = new MemoryRequestLog();
      const policy: RateLimitPolicy = { name: 't', limit: 3, windowSeconds: 3600 };
      await log.add(`k/${arrivalMarker(clock, '00000001')}`); // arrived, no decision yet
      await log.add(`k/${queuedMarker(1, '00000002', clock)}`); // queued, no decision yet
      expect(await peekRequests(log, 'k', policy, { now: () => clock + 1000 })).toMatchObject({
        allowed: true,
        remaining: 1,
      });
    },
  );

  it('peeking does not count a request', async () => {
    const log = new MemoryRequestLog();
    const policy: RateLimitPolicy = { name: 't', limit: 3, windowSeconds: 60 };
    await takeRequest(log, 'k', policy);
    expect((await peekRequests(log, 'k', policy)).remaining).toBe(2);
    expect((await peekRequests(log, 'k', policy)).remaining).toBe(2);
  });
});

describe('rate-limit state', () => {
  const policy: RateLimitPolicy = { name: 't', limit: 2, windowSeconds: 100 };
  it('nothing used: full quota, reset 0', () =>
    expect(stateOf(policy, [], true, 0)).toMatchObject({ remaining: 2, resetSeconds: 0 }));
  it('reset is when the oldest request leaves the window, in whole seconds rounded up', () =>
    expect(stateOf(policy, [1_500], true, 2_000)).toMatchObject({ remaining: 1, resetSeconds: 100 }));
  it('over the limit: Retry-After equals the reset and is at least 1', () => {
    const s = stateOf(policy, [0, 50_000], false, 99_999);
    expect(s.retryAfterSeconds).toBe(1);
    expect(s.resetSeconds).toBe(s.retryAfterSeconds);
  });
});
