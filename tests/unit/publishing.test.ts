import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config as publishConfig } from '../../netlify/functions/publish-due-content.ts';
import { rebuildIfDue, SCHEDULE_PATH } from '../../src/lib/publishing/rebuild.ts';
import {
  goesLiveAt,
  isPublished,
  publishingSchedule,
  rebuildIsDue,
  type PublishingSchedule,
} from '../../src/lib/publishing/schedule.ts';
import { PROCESS_TEST_TIMEOUT_MS } from '../helpers/timeouts.ts';

describe('an article goes live at 00:00 India Standard Time on its publishDate', () => {
  it('2026-12-01 goes live at 2026-11-30T18:30Z', () => {
    expect(goesLiveAt('2026-12-01').toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });
  it('is held back one minute before and published at that instant', () => {
    expect(isPublished('2026-12-01', new Date('2026-11-30T18:29:00Z'))).toBe(false);
    expect(isPublished('2026-12-01', new Date('2026-11-30T18:30:00Z'))).toBe(true);
  });
  it('refuses what is not a date', () => expect(() => goesLiveAt('soon')).toThrow(/not a date/));
});

describe('the publishing schedule a build leaves', () => {
  const builtAt = new Date('2026-11-22T12:00:00Z');
  it('lists only held-back instants, once each, in order, and no titles', () => {
    const schedule = publishingSchedule(['2026-01-01', '2027-02-01', '2026-12-01', '2027-02-01'], builtAt);
    expect(schedule).toEqual({
      builtAt: '2026-11-22T12:00:00.000Z',
      upcoming: ['2026-11-30T18:30:00.000Z', '2027-01-31T18:30:00.000Z'],
    });
  });
  it('a rebuild is due once the first held-back instant has passed, not before', () => {
    const schedule = publishingSchedule(['2026-12-01'], builtAt);
    expect(rebuildIsDue(schedule, new Date('2026-11-30T18:29:59Z'))).toBe(false);
    expect(rebuildIsDue(schedule, new Date('2026-11-30T18:30:00Z'))).toBe(true);
    expect(rebuildIsDue(publishingSchedule([], builtAt), new Date('2030-01-01'))).toBe(false);
  });
});

describe(
  'the daily scheduled function calls the build hook when something is due',
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  () => {
    // A real HTTP server stands in for both the live site (the schedule) and Netlify's build hook.
    let server: Server;
    let base: string;
    let schedule: PublishingSchedule | undefined;
    let hookStatus = 200;
    let hookCalls: { url: string; method: string }[] = [];

    beforeAll(async () => {
      server = createServer((req: IncomingMessage, res) => {
        if (req.url === SCHEDULE_PATH) {
          res
            .writeHead(schedule ? 200 : 404, { 'content-type': 'application/json' })
            .end(JSON.stringify(schedule ?? {}));
          return;
        }
        if (req.url?.startsWith('/build_hooks/')) {
          hookCalls.push({ url: req.url, method: req.method ?? '' });
          req.resume();
          req.on('end', () => res.writeHead(hookStatus).end());
          return;
        }
        res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }, PROCESS_TEST_TIMEOUT_MS);
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    beforeEach(() => {
      schedule = publishingSchedule(['2026-12-01'], new Date('2026-11-22T00:00:00Z'));
      hookStatus = 200;
      hookCalls = [];
    });

    const run = (now: string, { withHook = true } = {}) =>
      rebuildIfDue({
        siteUrl: base,
        buildHookUrl: withHook ? `${base}/build_hooks/abc123` : undefined,
        now: new Date(now),
      });

    it('is declared as a daily schedule just after midnight IST', () => {
      expect(publishConfig.schedule).toBe('35 18 * * *');
    });

    it('an item became due: one POST to the build hook, naming what is due', async () => {
      const outcome = await run('2026-11-30T18:35:00Z');
      expect(outcome).toEqual({ action: 'rebuild-triggered', due: ['2026-11-30T18:30:00.000Z'] });
      expect(hookCalls).toHaveLength(1);
      expect(hookCalls[0]!.method).toBe('POST');
      expect(new URL(hookCalls[0]!.url, base).searchParams.get('trigger_title')).toBe(
        'Scheduled publishing: 1 item(s) due',
      );
    });

    it('nothing due yet: no call, and the next instant is reported', async () => {
      expect(await run('2026-11-29T18:35:00Z')).toEqual({ action: 'nothing-due', nextUp: '2026-11-30T18:30:00.000Z' });
      expect(hookCalls).toHaveLength(0);
    });

    it('no BUILD_HOOK_URL: nothing is called and the outcome says why', async () => {
      expect((await run('2026-12-05T00:00:00Z', { withHook: false })).action).toBe('not-configured');
      expect(hookCalls).toHaveLength(0);
    });

    it('a site without a schedule, or a failing hook, is a failure the log shows', async () => {
      schedule = undefined;
      expect(await run('2026-12-05T00:00:00Z')).toMatchObject({
        action: 'failed',
        reason: expect.stringContaining('404'),
      });
      schedule = publishingSchedule(['2026-12-01'], new Date('2026-11-22T00:00:00Z'));
      hookStatus = 500;
      expect(await run('2026-12-05T00:00:00Z')).toMatchObject({
        action: 'failed',
        reason: expect.stringContaining('500'),
      });
    });

    it('an unreachable site is a failure, not a crash', async () => {
      const outcome = await rebuildIfDue({
        siteUrl: 'http://127.0.0.1:9',
        buildHookUrl: `${base}/build_hooks/x`,
        now: new Date(),
      });
      expect(outcome.action).toBe('failed');
    });
  },
);
