import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWithinDeadline } from '../../src/lib/enquiry/answerWithinDeadline.ts';
import { handleEnquiry, type ClientInfo } from '../../src/lib/enquiry/handle.ts';
import {
  ENQUIRY_FINGERPRINT_STORE,
  ENQUIRY_STORE,
  enquiryKey,
  needsResend,
  newRecord,
  OUTBOX_STORE,
} from '../../src/lib/enquiry/record.ts';
import { enquiryFingerprint, resendOnce } from '../../src/lib/enquiry/sameEnquiry.ts';
import type { RequestLog } from '../../src/lib/rateLimit/requestLog.ts';
import {
  CONTACT,
  DOWNLOAD,
  memoryDeps,
  post,
  recordingFormPage,
  SETTINGS,
  SITE_URL,
} from '../helpers/memoryEnquiries.ts';

/**
 * Deadlines and delivery rounds, on fake clocks: the enquiry deadline answer (answerWithinDeadline.ts),
 * the same enquiry within 24 hours and the delivery lease (sameEnquiry.ts), with the figures of
 * docs/enquiries.md and docs/hardening.md written as they are stated there.
 */
const client: ClientInfo = { ip: '198.51.100.20', deployContext: 'production' };
const T0 = Date.parse('2027-03-01T09:00:00.000Z');
const never = () => new Promise<never>(() => {});
type ErrorBody = { error: { code: string; message: string; hint: string } };

afterEach(() => vi.useRealTimers());

describe('the enquiry deadline: an answer always comes within 10 s, well inside the function time limit', () => {
  const withDeadline = (handle: () => Promise<Response>, logged: string[] = [], mode: 'api' | 'form' = 'api') =>
    answerWithinDeadline('contact', mode, handle, {
      siteUrl: SITE_URL,
      requestOrigin: SITE_URL,
      log: (m) => logged.push(m),
    });
  /** The response once `ms` of fake time have passed, or undefined if none came yet. */
  const answeredWithin = async (answer: Promise<Response>, ms: number) => {
    let response: Response | undefined;
    void answer.then((r) => (response = r));
    await vi.advanceTimersByTimeAsync(ms);
    return response;
  };

  it.each([
    [
      'the rate-limit store hangs',
      (): Partial<Parameters<typeof memoryDeps>[0]> => ({
        requestLog: { add: never, names: never, remove: never } satisfies RequestLog,
      }),
    ],
    [
      'the enquiry store hangs',
      (): Partial<Parameters<typeof memoryDeps>[0]> => ({
        enquiries: { save: never, list: never, findSame: never },
      }),
    ],
  ])('%s: 500 email_delivery_failed in JSON within 10 s', async (_, overrides) => {
    vi.useFakeTimers();
    const { deps } = memoryDeps(overrides());
    const logged: string[] = [];
    const answer = withDeadline(() => handleEnquiry('contact', post('contact', CONTACT), client, deps), logged);
    const response = await answeredWithin(answer, 9_999);
    expect(response?.status).toBe(500);
    expect(response!.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(((await response!.json()) as ErrorBody).error).toEqual({
      code: 'email_delivery_failed',
      message: 'Your enquiry could not be confirmed: it may not have been sent.',
      hint: 'Please try again in a few minutes. If you receive an acknowledgment email meanwhile, it went through.',
    });
    expect(logged[0]).toMatch(
      /^\[enquiry\] contact: answered 500 after an unexpected failure: DeadlineExceededError: /,
    );
    expect(logged[0]).toContain('the contact enquiry did not finish within 9500 ms');
  });

  it('Postmark hangs: the answer still comes within 10 s', async () => {
    vi.useFakeTimers();
    const { deps, mailer } = memoryDeps();
    mailer.hold = never();
    const answer = withDeadline(() => handleEnquiry('contact', post('contact', CONTACT), client, deps));
    expect((await answeredWithin(answer, 9_999))?.status).toBe(500);
    expect(mailer.calls.map((m) => m.tag)).toEqual(['sales']);
  });

  it(
    'the longest delivery the emails may take (2 messages x ' + '(2.2 s + 300 ms + 2.2 s) = 9.4 s) gets its own answer',
    async () => {
      vi.useFakeTimers();
      const answer = withDeadline(
        () =>
          new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('own', { status: 200 })), 9_400)),
      );
      expect(await answeredWithin(answer, 9_399)).toBeUndefined();
      const response = await answeredWithin(answer, 1);
      expect([response?.status, await response?.text()]).toEqual([200, 'own']);
    },
  );

  it(
    'an unexpected failure (a bug, a missing Blobs context) ' + 'is the same 500 at once, with the enquiry headers',
    async () => {
      const logged: string[] = [];
      const response = await withDeadline(() => {
        throw new Error('no Blobs context');
      }, logged);
      expect(response.status).toBe(500);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'api-version': 'v1',
        'ratelimit-limit': '5',
        'ratelimit-remaining': '5',
        'ratelimit-reset': '0',
        'access-control-allow-origin': SITE_URL,
      });
      expect(response.headers.has('Retry-After')).toBe(false);
      expect(response.headers.get('Server-Timing')).toMatch(/^total;dur=/);
      expect(logged[0]).toMatch(/answered 500 after an unexpected failure: Error: no Blobs context\n\s+at /);
      const download = await answerWithinDeadline('download', 'api', () => Promise.reject('gone'), {
        siteUrl: SITE_URL,
        requestOrigin: null,
        log: (m) => logged.push(m),
      });
      expect(download.headers.get('RateLimit-Limit')).toBe('10');
      expect(((await download.json()) as ErrorBody).error.message).toBe(
        'Your request could not be confirmed: it may not have been sent.',
      );
      expect(logged[1]).toBe('[enquiry] download: answered 500 after an unexpected failure: gone');
    },
  );

  it("on the form path the answer is the form's page, status 500; if that page fails too, the JSON error", async () => {
    const { formPage, shown } = recordingFormPage();
    const options = { siteUrl: SITE_URL, requestOrigin: SITE_URL, log: () => {}, formPage };
    const response = await answerWithinDeadline('contact', 'form', () => Promise.reject(new Error('x')), options);
    expect([response.status, response.headers.get('Content-Type')]).toEqual([500, 'text/html; charset=utf-8']);
    expect(shown.map((s) => s.answer)).toEqual([
      {
        kind: 'contact',
        status: 500,
        message: 'Your enquiry could not be confirmed: it may not have been sent.',
        hint: 'Please try again in a few minutes. If you receive an acknowledgment email meanwhile, it went through.',
        problems: [],
        values: {},
      },
    ]);
    expect(shown[0]!.headers).toMatchObject({ 'RateLimit-Remaining': '5', 'Access-Control-Allow-Origin': SITE_URL });
    // The API path never shows the page.
    const api = await answerWithinDeadline('contact', 'api', () => Promise.reject(new Error('x')), options);
    expect([api.status, api.headers.get('Content-Type'), shown.length]).toEqual([
      500,
      'application/json; charset=utf-8',
      1,
    ]);
    const broken = await answerWithinDeadline('contact', 'form', () => Promise.reject(new Error('x')), {
      ...options,
      formPage: () => Promise.reject(new Error('no page server')),
    });
    expect([broken.status, broken.headers.get('Content-Type')]).toEqual([500, 'application/json; charset=utf-8']);
    expect(((await broken.json()) as ErrorBody).error.code).toBe('email_delivery_failed');
  });

  it('an error without a stack is logged by its message', async () => {
    const logged: string[] = [];
    const error = new Error('bare');
    error.stack = undefined;
    await withDeadline(() => Promise.reject(error), logged);
    expect(logged).toEqual(['[enquiry] contact: answered 500 after an unexpected failure: bare']);
  });
});

describe('the same enquiry again (docs/enquiries.md, "Nothing lost"): within 24 hours it sends nothing new', () => {
  it(
    'the same fields from the same client within 24 hours: ' + '200, no new email; from 24 hours on, a new enquiry',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(T0);
      const { deps, mailer, enquiries } = memoryDeps();
      const send = () => handleEnquiry('download', post('download', DOWNLOAD), client, deps);
      expect((await send()).status).toBe(200);
      expect(mailer.sent).toHaveLength(2);

      vi.setSystemTime(T0 + 24 * 3600_000 - 1);
      expect((await send()).status).toBe(200);
      expect(mailer.sent).toHaveLength(2);
      expect(await enquiries.list()).toHaveLength(1);

      vi.setSystemTime(T0 + 24 * 3600_000);
      expect((await send()).status).toBe(200);
      expect(mailer.tags()).toEqual(['sales:sent', 'acknowledgment:sent', 'sales:sent', 'acknowledgment:sent']);
      expect(await enquiries.list()).toHaveLength(2);
    },
  );

  it('from another client, to the other endpoint, or with another field it is a new enquiry', async () => {
    const { deps, mailer } = memoryDeps();
    await handleEnquiry('download', post('download', DOWNLOAD), client, deps);
    await handleEnquiry('download', post('download', DOWNLOAD), { ...client, ip: '198.51.100.21' }, deps);
    await handleEnquiry('download', post('download', { ...DOWNLOAD, catalog: 'Gloves' }), client, deps);
    await handleEnquiry('contact', post('contact', CONTACT), client, deps);
    expect(mailer.sent.filter((s) => s.message.tag === 'sales')).toHaveLength(4);
  });

  it('the fingerprint is a sha-256 of endpoint, client and fields, whatever the order the fields came in', () => {
    const a = enquiryFingerprint('download', '198.51.100.20', DOWNLOAD);
    const reversed = Object.fromEntries(Object.entries(DOWNLOAD).reverse()) as typeof DOWNLOAD;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(enquiryFingerprint('download', '198.51.100.20', reversed)).toBe(a);
    expect(enquiryFingerprint('download', '198.51.100.21', DOWNLOAD)).not.toBe(a);
    expect(enquiryFingerprint('contact', '198.51.100.20', DOWNLOAD)).not.toBe(a);
    expect(enquiryFingerprint('download', '198.51.100.20', { ...DOWNLOAD, phone: '1' })).not.toBe(a);
  });

  it('the fingerprint is stable across deploys (a retry after a deploy still finds its enquiry)', () => {
    expect(enquiryFingerprint('download', '198.51.100.20', DOWNLOAD)).toBe(
      '91e1eac657567f824aea15b864e5b00ad5b165e7e8afebc645214e16b7e0292a',
    );
  });

  it('the store failing to look up the same enquiry: treated as new, sent, and logged', async () => {
    const { deps, mailer, enquiries, logged } = memoryDeps();
    enquiries.findSame = () => Promise.reject(new Error('lookup failed'));
    expect((await handleEnquiry('download', post('download', DOWNLOAD), client, deps)).status).toBe(200);
    expect(mailer.sent).toHaveLength(2);
    expect(logged).toContain('[enquiry] could not look for the same enquiry, treated as new: Error: lookup failed');
  });
});

describe("a delivery round's lease outlasts the longest send: a slow first sender and a retry never both send", () => {
  /** A sleep that moves the fake clock on, so a waiting request's 6 s pass at once. */
  const fakeSleep = async (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    await Promise.resolve();
  };

  it('a retry 9.9 s into a send still under way sends nothing: 500 after waiting', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const { deps, mailer, enquiries, requestLog } = memoryDeps({ sleep: fakeSleep });
    let release = () => {};
    mailer.hold = new Promise<void>((resolve) => (release = resolve));
    const first = handleEnquiry('download', post('download', DOWNLOAD), client, deps);
    await vi.waitFor(() => expect(mailer.calls).toHaveLength(1));

    vi.setSystemTime(T0 + 9_900);
    const retry = await handleEnquiry('download', post('download', DOWNLOAD), client, deps);
    expect(retry.status).toBe(500);
    const [kept] = await enquiries.list();
    expect(((await retry.json()) as ErrorBody).error.message).toContain(`(reference ${kept!.id})`);
    expect(Date.now() - (T0 + 9_900)).toBeGreaterThanOrEqual(6_000); // it waited for the first sender
    expect(mailer.calls.map((m) => m.tag)).toEqual(['sales']);

    release();
    expect((await first).status).toBe(200);
    expect(mailer.calls.map((m) => m.tag)).toEqual(['sales', 'acknowledgment']);
    // The waiting retry took the round's lease once, then only looked at the store.
    const leaseMarkers = [...requestLog.markers].filter((m) => m.startsWith('production/delivery/'));
    expect(leaseMarkers.filter((m) => /\/new\/arrival\./.test(m))).toHaveLength(2);
    // The round is over: a later retry finds everything delivered, sends nothing and writes nothing.
    const saves = enquiries.saves.length;
    expect((await handleEnquiry('download', post('download', DOWNLOAD), client, deps)).status).toBe(200);
    expect(mailer.calls).toHaveLength(2);
    expect(enquiries.saves).toHaveLength(saves);
  });

  it('a retry while the first is sending waits for its outcome and answers 200 once it is delivered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    let release = () => {};
    let looks = 0;
    const { deps, mailer } = memoryDeps({
      sleep: async (ms) => {
        if (++looks === 3) release(); // the first sender finishes while the retry waits
        await fakeSleep(ms);
        await new Promise((r) => setTimeout(r, 1));
      },
    });
    mailer.hold = new Promise<void>((resolve) => (release = resolve));
    const first = handleEnquiry('download', post('download', DOWNLOAD), client, deps);
    await vi.waitFor(() => expect(mailer.calls).toHaveLength(1));
    const retry = await handleEnquiry('download', post('download', DOWNLOAD), client, deps);
    expect([(await first).status, retry.status]).toEqual([200, 200]);
    expect(mailer.calls.map((m) => m.tag)).toEqual(['sales', 'acknowledgment']);
  });

  it(
    'the lease is kept per deploy context, fingerprint and ' +
      'round, the fingerprint split into folders as the rate limit',
    async () => {
      const { deps, requestLog } = memoryDeps();
      await handleEnquiry('download', post('download', DOWNLOAD), client, deps);
      const fingerprint = enquiryFingerprint('download', client.ip, DOWNLOAD);
      const folders = `${fingerprint[0]}/${fingerprint[1]}/${fingerprint[2]}/${fingerprint.slice(3)}`;
      const prefix = `production/delivery/${folders}/new/`;
      expect([...requestLog.markers].filter((m) => m.startsWith(prefix))).toHaveLength(2); // arrival, decision
    },
  );

  it("the answer waits for the lease's decision to be written (a later retry must see it)", async () => {
    const { deps, requestLog } = memoryDeps();
    const slowDecisions: RequestLog = {
      add: async (name) => {
        if (/\/delivery\/.*\/direct\./.test(name)) await new Promise((r) => setTimeout(r, 50));
        return requestLog.add(name);
      },
      names: (prefix) => requestLog.names(prefix),
      remove: (name) => requestLog.remove(name),
    };
    await handleEnquiry('download', post('download', DOWNLOAD), client, { ...deps, requestLog: slowDecisions });
    expect([...requestLog.markers].some((m) => /\/delivery\/.*\/new\/direct\./.test(m))).toBe(true);
  });

  it('on the real clock: a retry polls until the first sender is done, then answers 200', async () => {
    const { deps, mailer } = memoryDeps();
    let release = () => {};
    mailer.hold = new Promise<void>((resolve) => (release = resolve));
    const first = handleEnquiry('download', post('download', DOWNLOAD), client, deps);
    await vi.waitFor(() => expect(mailer.calls).toHaveLength(1));
    setTimeout(() => release(), 200);
    const retry = await handleEnquiry('download', post('download', DOWNLOAD), client, deps);
    expect([(await first).status, retry.status]).toEqual([200, 200]);
    expect(mailer.calls.map((m) => m.tag)).toEqual(['sales', 'acknowledgment']);
  });

  it('the first round failed: the retry takes the next round and sends only what is missing', async () => {
    const { deps, mailer } = memoryDeps();
    mailer.failing.add('sales');
    expect((await handleEnquiry('download', post('download', DOWNLOAD), client, deps)).status).toBe(500);
    mailer.failing.clear();
    expect((await handleEnquiry('download', post('download', DOWNLOAD), client, deps)).status).toBe(200);
    expect(mailer.tags()).toEqual(['sales:failed', 'sales:sent', 'acknowledgment:sent']);
  });

  it('each failed round frees the next: three tries within a minute, the third delivers', async () => {
    const { deps, mailer } = memoryDeps();
    mailer.failing.add('sales');
    expect((await handleEnquiry('download', post('download', DOWNLOAD), client, deps)).status).toBe(500);
    expect((await handleEnquiry('download', post('download', DOWNLOAD), client, deps)).status).toBe(500);
    mailer.failing.clear();
    expect((await handleEnquiry('download', post('download', DOWNLOAD), client, deps)).status).toBe(200);
    expect(mailer.tags()).toEqual(['sales:failed', 'sales:failed', 'sales:sent', 'acknowledgment:sent']);
  });

  it('the lease store failing: the request sends anyway (fail open, as the rate limit) and logs it', async () => {
    const { deps, requestLog, mailer, logged } = memoryDeps();
    const leaseDown: RequestLog = {
      add: (name) => (name.includes('/delivery/') ? Promise.reject(new Error('lease down')) : requestLog.add(name)),
      names: (prefix) => requestLog.names(prefix),
      remove: (name) => requestLog.remove(name),
    };
    const response = await handleEnquiry('download', post('download', DOWNLOAD), client, {
      ...deps,
      requestLog: leaseDown,
    });
    expect(response.status).toBe(200);
    expect(mailer.sent).toHaveLength(2);
    expect(logged).toContain('[enquiry] delivery lease unavailable, sending: Error: lease down');
  });

  it(
    'the resend command takes the same lease: of two deliveries ' +
      'of one round, the second is busy and sends nothing',
    async () => {
      const { deps, mailer, enquiries, requestLog } = memoryDeps();
      mailer.failing.add('acknowledgment');
      await handleEnquiry('download', post('download', DOWNLOAD), client, deps);
      mailer.failing.clear();
      const [kept] = await enquiries.list();
      const sameRound = structuredClone(kept!);
      const resendDeps = { enquiries, mailer, emailSettings: SETTINGS, requestLog, log: () => {} };
      expect(await resendOnce(kept!, resendDeps)).toEqual({ ok: true, kept: true, busy: false });
      expect(await resendOnce(sameRound, resendDeps)).toEqual({ ok: false, busy: true });
      expect(mailer.tags()).toEqual(['sales:sent', 'acknowledgment:failed', 'acknowledgment:sent']);
    },
  );

  it('the resend command delivers a record kept without a fingerprint directly', async () => {
    const { deps, mailer, enquiries, requestLog } = memoryDeps();
    const record = newRecord('download', DOWNLOAD, client.ip, 'production', 'feedface00000001', new Date(T0));
    const result = await resendOnce(record, { enquiries, mailer, emailSettings: SETTINGS, requestLog, log: deps.log });
    expect(result).toEqual({ ok: true, kept: true, busy: false });
    expect(mailer.tags()).toEqual(['sales:sent', 'acknowledgment:sent']);
  });
});

describe('enquiry records (docs/enquiries.md, "Nothing lost")', () => {
  it(
    'are kept in the store "enquiries" under <deploy ' +
      'context>/<time>-<id>; fingerprints and the outbox have their own',
    () => {
      expect([ENQUIRY_STORE, ENQUIRY_FINGERPRINT_STORE, OUTBOX_STORE]).toEqual([
        'enquiries',
        'enquiry-fingerprints',
        'email-outbox',
      ]);
      expect(enquiryKey({ deployContext: 'production', receivedAt: '2027-03-01T09:00:00.000Z', id: 'ab12' })).toBe(
        'production/2027-03-01T09-00-00-000Z-ab12',
      );
    },
  );

  it('a new record is pending, nothing delivered, no attempt yet', () => {
    expect(newRecord('contact', CONTACT, '198.51.100.20', 'dev', 'id1', new Date(T0))).toEqual({
      id: 'id1',
      kind: 'contact',
      receivedAt: '2027-03-01T09:00:00.000Z',
      clientIp: '198.51.100.20',
      deployContext: 'dev',
      fields: CONTACT,
      status: 'pending',
      deliveries: { sales: 'pending', acknowledgment: 'pending' },
      attempts: [],
    });
  });

  it('needs resending when failed, or when still pending after 5 minutes (not at 5 minutes)', () => {
    const record = newRecord('contact', CONTACT, '198.51.100.20', 'dev', 'id1', new Date(T0));
    expect(needsResend({ ...record, status: 'pending' }, T0 + 5 * 60_000)).toBe(false);
    expect(needsResend({ ...record, status: 'pending' }, T0 + 5 * 60_000 + 1)).toBe(true);
    expect(needsResend({ ...record, status: 'failed' }, T0)).toBe(true);
    expect(needsResend({ ...record, status: 'sent' }, T0 + 3600_000)).toBe(false);
  });
});
