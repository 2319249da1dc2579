import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleEnquiry, rateLimitKey, ENQUIRY_POLICIES, type ClientInfo } from '../../src/lib/enquiry/handle.ts';
import { enquiryKey } from '../../src/lib/enquiry/record.ts';
import type { EnquiryKind } from '../../src/lib/enquiry/validation.ts';
import type { RequestLog } from '../../src/lib/rateLimit/requestLog.ts';
import { CONTACT, DOWNLOAD, memoryDeps, post, recordingFormPage, SITE_URL } from '../helpers/memoryEnquiries.ts';

/**
 * The enquiry handler (src/lib/enquiry/handle.ts) with its stores and mailer in memory: the order
 * of a request (docs/enquiries.md, "Order of a request"), the rate limits of spec section 8 and the
 * body caps, each with the value the spec or the docs state.
 */
const client: ClientInfo = { ip: '203.0.113.7', deployContext: 'production' };
const BODIES = { contact: CONTACT, download: DOWNLOAD } as const;
const T0 = Date.parse('2027-03-01T09:00:00.000Z');

type ErrorBody = { error: { code: string; message: string; hint: string } };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
/** An enquiry's reference (docs/enquiries.md, "The reference"): 16 lower-case hex digits. */
const REFERENCE = /^[0-9a-f]{16}$/;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('rate limits (spec section 8): 5 contact and 10 download requests per client per rolling hour', () => {
  it.each([
    ['contact', 5],
    ['download', 10],
  ] as const)(
    '%s: %i admitted; the next within the hour is 429 with Retry-After; ' +
      'admitted again once the hour has passed, not a second before',
    async (kind, limit) => {
      const { deps, mailer } = memoryDeps();
      for (let i = 0; i < limit; i++) {
        // Distinct enquiries, so each is a new one (the same enquiry again sends nothing new).
        const body = { ...BODIES[kind], email: `buyer${i}@example.in` };
        const response = await handleEnquiry(kind, post(kind, body), client, deps);
        expect(response.status, `request ${i + 1}`).toBe(200);
        expect(response.headers.get('RateLimit-Remaining')).toBe(String(limit - i - 1));
      }
      expect(mailer.sent).toHaveLength(2 * limit);

      vi.setSystemTime(T0 + 1000);
      const refused = await handleEnquiry(
        kind,
        post(kind, { ...BODIES[kind], email: 'late@example.in' }),
        client,
        deps,
      );
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('3599');
      expect(refused.headers.get('RateLimit-Limit')).toBe(String(limit));
      expect(refused.headers.get('RateLimit-Policy')).toBe(`"${kind}";q=${limit};w=3600`);
      const error = await errorOf(refused);
      expect(error).toEqual({
        code: 'rate_limited',
        message: `Too many requests: the limit is ${limit} per hour per client.`,
        hint: 'Retry after 3599 seconds.',
      });
      expect(mailer.sent).toHaveLength(2 * limit); // a refused request sends nothing

      vi.setSystemTime(T0 + 3600_000 - 1000); // one second before the hour has passed
      const early = await handleEnquiry(kind, post(kind, { ...BODIES[kind], email: 'early@example.in' }), client, deps);
      expect(early.status).toBe(429);
      expect(early.headers.get('Retry-After')).toBe('1');

      vi.setSystemTime(T0 + 3600_000); // the hour has passed: the first requests leave the window
      const again = await handleEnquiry(kind, post(kind, { ...BODIES[kind], email: 'again@example.in' }), client, deps);
      expect(again.status).toBe(200);
      expect(again.headers.get('RateLimit-Remaining')).toBe(String(limit - 1));
    },
  );

  it('every POST counts: honeypot hits, unreadable and invalid bodies use the quota as enquiries do', async () => {
    const { deps, mailer, enquiries } = memoryDeps();
    const counted = [
      post('contact', { ...CONTACT, website: 'https://spam.example' }),
      post('contact', '{not json'),
      post('contact', { ...CONTACT, email: 'nope' }),
      post('contact', 'x'.repeat(70_000)),
      post('contact', {}),
    ];
    for (const request of counted) await handleEnquiry('contact', request, client, deps);
    const sixth = await handleEnquiry('contact', post('contact', CONTACT), client, deps);
    expect(sixth.status).toBe(429);
    expect(mailer.sent).toEqual([]);
    expect(enquiries.saves).toEqual([]);
  });

  it('wrong methods and preflights do not count; they report the quota left', async () => {
    const { deps } = memoryDeps();
    await handleEnquiry('contact', post('contact', CONTACT), client, deps);
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await handleEnquiry('contact', post('contact', CONTACT, { method }), client, deps);
      expect(response.headers.get('RateLimit-Remaining'), method).toBe('4');
    }
    const next = await handleEnquiry('contact', post('contact', { ...CONTACT, email: 'b@example.in' }), client, deps);
    expect(next.headers.get('RateLimit-Remaining')).toBe('3');
  });

  it(
    'clients are counted apart: another address, or the same ' + 'address in another deploy context, has its own quota',
    async () => {
      const { deps } = memoryDeps();
      for (let i = 0; i < 5; i++) await handleEnquiry('contact', post('contact', {}), client, deps);
      expect((await handleEnquiry('contact', post('contact', {}), client, deps)).status).toBe(429);
      const neighbour = { ...client, ip: '203.0.113.8' };
      expect((await handleEnquiry('contact', post('contact', {}), neighbour, deps)).status).toBe(400);
      const preview = { ...client, deployContext: 'deploy-preview' };
      expect((await handleEnquiry('contact', post('contact', {}), preview, deps)).status).toBe(400);
      // The two endpoints have separate quotas too.
      expect((await handleEnquiry('download', post('download', {}), client, deps)).status).toBe(400);
    },
  );

  it('the rate-limit store failing admits the request (fail open) and says so in the log', async () => {
    const broken: RequestLog = {
      add: async () => Promise.reject(new Error('blobs down')),
      names: async () => Promise.reject(new Error('blobs down')),
      remove: async () => Promise.reject(new Error('blobs down')),
    };
    const { deps, mailer, logged } = memoryDeps({ requestLog: broken });
    const response = await handleEnquiry('contact', post('contact', CONTACT), client, deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('RateLimit-Remaining')).toBe('5');
    expect(response.headers.get('RateLimit-Reset')).toBe('0');
    expect(mailer.tags()).toEqual(['sales:sent', 'acknowledgment:sent']);
    expect(logged.join('\n')).toContain('rate-limit store unavailable, request admitted: Error: blobs down');
    // A wrong method with the store down still answers 405 with the full quota shown.
    const get = await handleEnquiry('contact', post('contact', null, { method: 'GET' }), client, deps);
    expect(get.status).toBe(405);
    expect(get.headers.get('RateLimit-Remaining')).toBe('5');
  });

  it('a decision that could not be written stands, and the log says so', async () => {
    const { deps, requestLog, logged } = memoryDeps();
    const failingDecisions: RequestLog = {
      add: async (name) => (name.includes('/direct.') ? Promise.reject(new Error('write lost')) : requestLog.add(name)),
      names: (prefix) => requestLog.names(prefix),
      remove: (name) => requestLog.remove(name),
    };
    const response = await handleEnquiry('contact', post('contact', CONTACT), client, {
      ...deps,
      requestLog: failingDecisions,
    });
    expect(response.status).toBe(200);
    expect(logged).toContain('[enquiry] rate-limit decision not recorded (it stands): Error: write lost');
  });
});

describe('rate-limit keys: distinct clients never share a counter, one client always has one', () => {
  it('100,000 distinct addresses give 100,000 distinct keys', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 100_000; i++) {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      keys.add(rateLimitKey(ENQUIRY_POLICIES.contact, { ip, deployContext: 'production' }));
    }
    expect(keys.size).toBe(100_000);
  });

  it('one client always gets the same key; the key names deploy context and endpoint, never the address', () => {
    const key = rateLimitKey(ENQUIRY_POLICIES.contact, client);
    expect(rateLimitKey(ENQUIRY_POLICIES.contact, { ...client })).toBe(key);
    expect(key).toMatch(/^production\/contact\/[0-9a-f]\/[0-9a-f]\/[0-9a-f]\/[0-9a-f]{29}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(rateLimitKey(ENQUIRY_POLICIES.download, client)).toMatch(/^production\/download\//);
    expect(rateLimitKey(ENQUIRY_POLICIES.download, client).split('/').slice(2)).toEqual(key.split('/').slice(2));
  });
});

describe(
  'the order of a request: method, rate limit, body, ' + 'honeypot, validation, store, sales email, acknowledgment',
  () => {
    it.each(['GET', 'PUT', 'PATCH', 'DELETE'])(
      '%s is 405 method_not_allowed with Allow: POST, naming the method and path; nothing stored or sent',
      async (method) => {
        const { deps, mailer, enquiries } = memoryDeps();
        const response = await handleEnquiry('contact', post('contact', CONTACT, { method }), client, deps);
        expect(response.status).toBe(405);
        expect(response.headers.get('Allow')).toBe('POST');
        expect(await errorOf(response)).toEqual({
          code: 'method_not_allowed',
          message: `${method} is not allowed on /api/contact.`,
          hint: 'Send the enquiry with POST and a JSON body.',
        });
        expect([mailer.sent, enquiries.saves]).toEqual([[], []]);
      },
    );

    it('a method sent in lower case is named in upper case (fetch leaves "patch" as sent)', async () => {
      const { deps } = memoryDeps();
      const response = await handleEnquiry('contact', post('contact', CONTACT, { method: 'patch' }), client, deps);
      expect((await errorOf(response)).message).toBe('PATCH is not allowed on /api/contact.');
    });

    it(
      "OPTIONS from the site's own origin: 204 granting POST " +
        'and Content-Type for a day; from another origin no grant',
      async () => {
        const { deps } = memoryDeps();
        const own = await handleEnquiry(
          'contact',
          post('contact', null, { method: 'OPTIONS', headers: { Origin: SITE_URL } }),
          client,
          deps,
        );
        expect(own.status).toBe(204);
        expect(Object.fromEntries(own.headers)).toMatchObject({
          allow: 'POST, OPTIONS',
          'access-control-allow-origin': SITE_URL,
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': 'Content-Type',
          'access-control-max-age': '86400',
        });
        const other = await handleEnquiry(
          'contact',
          post('contact', null, { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example' } }),
          client,
          deps,
        );
        expect(other.status).toBe(204);
        expect(other.headers.get('Allow')).toBe('POST, OPTIONS');
        expect(other.headers.has('Access-Control-Allow-Origin')).toBe(false);
        expect(other.headers.has('Access-Control-Allow-Methods')).toBe(false);
      },
    );

    it('the honeypot filled: 200 {"success":true} with a random reference, nothing stored or sent', async () => {
      const { deps, mailer, enquiries, logged } = memoryDeps();
      const response = await handleEnquiry('contact', post('contact', { ...CONTACT, website: ' ' }), client, deps);
      expect(response.status).toBe(200);
      const { success, reference, ...rest } = (await response.json()) as { success: unknown; reference: string };
      expect([success, rest]).toEqual([true, {}]);
      expect(reference).toMatch(REFERENCE);
      const again = await handleEnquiry('contact', post('contact', { ...CONTACT, website: ' ' }), client, deps);
      expect(((await again.json()) as { reference: string }).reference).not.toBe(reference);
      // The form path: the thank-you page, with a reference too.
      const form = await handleEnquiry('contact', post('contact', { website: 'x' }), client, deps, 'form');
      expect(form.status).toBe(303);
      expect(form.headers.get('Location')).toMatch(/^\/contact\/sent\/\?reference=[0-9a-f]{16}$/);
      expect([mailer.sent, enquiries.saves]).toEqual([[], []]);
      expect(logged).toEqual([
        '[enquiry] contact: honeypot filled, answered 200 and dropped',
        '[enquiry] contact: honeypot filled, answered 200 and dropped',
        '[enquiry] contact: honeypot filled, answered 200 and dropped',
      ]);
    });

    it('the honeypot is looked at before validation: an invalid body with the honeypot filled is 200 too', async () => {
      const { deps } = memoryDeps();
      const response = await handleEnquiry('contact', post('contact', { website: 'x' }), client, deps);
      expect(response.status).toBe(200);
    });

    it.each([
      ['contact', { ...CONTACT, first_name: ' ' }, 'missing_fields'],
      ['contact', { ...CONTACT, message: 'x'.repeat(4001) }, 'input_too_long'],
      ['contact', { ...CONTACT, email: 'asha.rao@example' }, 'invalid_email'],
      ['contact', { ...CONTACT, subject: 'Quote' }, 'invalid_subject'],
      ['contact', { ...CONTACT, gst_number: '27ABCDE1234F1Z' }, 'invalid_gst_number'],
      ['download', { ...DOWNLOAD, catalog: undefined }, 'missing_fields'],
      ['download', { ...DOWNLOAD, phone: '9'.repeat(21) }, 'input_too_long'],
      ['download', { ...DOWNLOAD, email: 'a b@example.in' }, 'invalid_email'],
      ['contact', [CONTACT], 'missing_fields'],
      ['contact', { ...CONTACT, phone: null }, 'missing_fields'],
      ['contact', { ...CONTACT, website: 1 }, 'missing_fields'],
    ] as const)('%s: an invalid body is 400 %s (%#); nothing stored, nothing sent', async (kind, body, code) => {
      const { deps, mailer, enquiries } = memoryDeps();
      const response = await handleEnquiry(kind, post(kind, body), client, deps);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe(code);
      expect([mailer.sent, enquiries.saves]).toEqual([[], []]);
    });

    it.each(['contact', 'download'] as const)(
      '%s accepted: stored before the first email, then sales, then the acknowledgment; 200 and its reference',
      async (kind) => {
        const { deps, mailer, enquiries } = memoryDeps();
        const response = await handleEnquiry(kind, post(kind, BODIES[kind]), client, deps);
        expect(response.status).toBe(200);
        const [stored] = await enquiries.list();
        expect(stored!.id).toMatch(REFERENCE);
        expect(await response.json()).toEqual({ success: true, reference: stored!.id });
        expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
        expect(mailer.sent.map((s) => [s.message.tag, s.message.to])).toEqual([
          ['sales', 'sales@kavach.test'],
          ['acknowledgment', 'asha.rao@example.in'],
        ]);
        // When the first email was handed over, the enquiry was already in the store, fields and all.
        const [atFirstSend] = mailer.sent[0]!.storedAtSend;
        expect(atFirstSend).toMatchObject({
          kind,
          clientIp: '203.0.113.7',
          deployContext: 'production',
          fields: BODIES[kind],
          status: 'pending',
          receivedAt: '2027-03-01T09:00:00.000Z',
        });
        const [kept] = await enquiries.list();
        expect(kept).toMatchObject({ status: 'sent', deliveries: { sales: 'sent', acknowledgment: 'sent' } });
        expect(kept!.attempts.map((a) => [a.message, a.ok, a.detail])).toEqual([
          ['sales', true, 'msg-1'],
          ['acknowledgment', true, 'msg-2'],
        ]);
        expect(response.headers.get('Server-Timing')).toMatch(/^ratelimit;dur=.*store;dur=.*email;dur=.*total;dur=/);
      },
    );

    it(
      'the sales email failing: 500 email_delivery_failed ' + 'giving the reference; no acknowledgment goes out',
      async () => {
        const { deps, mailer, enquiries, logged } = memoryDeps();
        mailer.failing.add('sales');
        const response = await handleEnquiry('contact', post('contact', CONTACT), client, deps);
        expect(response.status).toBe(500);
        const [kept] = await enquiries.list();
        expect(await errorOf(response)).toEqual({
          code: 'email_delivery_failed',
          message: `Your enquiry was recorded (reference ${kept!.id}) but the email could not be sent.`,
          hint: 'Please try again in a few minutes; the sales team also follows up recorded enquiries.',
        });
        expect(mailer.tags()).toEqual(['sales:failed']);
        expect(kept).toMatchObject({ status: 'failed', deliveries: { sales: 'failed', acknowledgment: 'pending' } });
        expect(logged).toContain(`[enquiry] ${kept!.id}: the sales email failed: the sales email was refused`);
      },
    );

    it(
      'the acknowledgment failing: 500 with the reference; ' + 'the retry sends only the acknowledgment, and 200',
      async () => {
        const { deps, mailer, enquiries } = memoryDeps();
        mailer.failing.add('acknowledgment');
        const first = await handleEnquiry('download', post('download', DOWNLOAD), client, deps);
        expect(first.status).toBe(500);
        expect((await errorOf(first)).message).toMatch(/^Your request was recorded \(reference [0-9a-f]{16}\)/);
        mailer.failing.clear();
        const retry = await handleEnquiry('download', post('download', DOWNLOAD), client, deps);
        expect(retry.status).toBe(200);
        expect(mailer.tags()).toEqual(['sales:sent', 'acknowledgment:failed', 'acknowledgment:sent']);
        expect(await enquiries.list()).toHaveLength(1);
        expect((await enquiries.list())[0]).toMatchObject({ status: 'sent' });
      },
    );

    it('the store down: the emails still go out (the sales email is a record too) and the answer is 200', async () => {
      const { deps, mailer, enquiries, logged } = memoryDeps();
      enquiries.failSaves = true;
      const response = await handleEnquiry('contact', post('contact', CONTACT), client, deps);
      expect(response.status).toBe(200);
      expect(mailer.tags()).toEqual(['sales:sent', 'acknowledgment:sent']);
      expect(logged.some((m) => /could not be stored before sending: Error: store unavailable/.test(m))).toBe(true);
      expect(logged.some((m) => /could not record the outcome \(sent\)/.test(m))).toBe(true);
    });

    it('store and mail both down: 500 "The email could not be sent." (nothing kept, so no reference)', async () => {
      const { deps, mailer, enquiries } = memoryDeps();
      enquiries.failSaves = true;
      mailer.failing.add('sales');
      const response = await handleEnquiry('contact', post('contact', CONTACT), client, deps);
      expect(response.status).toBe(500);
      expect((await errorOf(response)).message).toBe('The email could not be sent.');
    });

    it('no mailer (production without a token): 500, the enquiry kept as failed for the resend command', async () => {
      const { deps, enquiries } = memoryDeps({ mailer: undefined });
      const response = await handleEnquiry('contact', post('contact', CONTACT), client, deps);
      expect(response.status).toBe(500);
      const [kept] = await enquiries.list();
      expect(kept).toMatchObject({ status: 'failed', deliveries: { sales: 'failed', acknowledgment: 'pending' } });
      expect(kept!.attempts[0]!.detail).toBe('email is not configured (POSTMARK_SERVER_TOKEN is not set)');
    });

    it(
      'the API takes values as sent: a padded address or a ' + 'lower-case GSTIN is refused (only the forms tidy them)',
      async () => {
        const { deps } = memoryDeps();
        const padded = await handleEnquiry(
          'contact',
          post('contact', { ...CONTACT, email: ' a@example.in ' }),
          client,
          deps,
        );
        expect((await errorOf(padded)).code).toBe('invalid_email');
        const lower = await handleEnquiry(
          'contact',
          post('contact', { ...CONTACT, gst_number: '27abcde1234f1z5' }),
          client,
          deps,
        );
        expect((await errorOf(lower)).code).toBe('invalid_gst_number');
      },
    );

    it('Server-Timing names our own parts: rate limit, store, email, record, then the total', async () => {
      const { deps } = memoryDeps();
      const parts = (response: Response) =>
        (response.headers.get('Server-Timing') ?? '').split(', ').map((part) => part.split(';')[0]);
      const accepted = await handleEnquiry('contact', post('contact', CONTACT), client, deps);
      expect(parts(accepted)).toEqual(['ratelimit', 'store', 'email', 'record', 'total']);
      const wrongMethod = await handleEnquiry('contact', post('contact', null, { method: 'GET' }), client, deps);
      expect(parts(wrongMethod)).toEqual(['ratelimit', 'total']);
    });

    it(
      'the outcome could not be recorded: the enquiry was kept ' +
        'before sending, so a failure still gives its reference',
      async () => {
        const { deps, mailer, enquiries } = memoryDeps();
        const save = enquiries.save.bind(enquiries);
        let saves = 0;
        enquiries.save = (record) => (++saves === 1 ? save(record) : Promise.reject(new Error('second write lost')));
        mailer.failing.add('sales');
        const response = await handleEnquiry('contact', post('contact', CONTACT), client, deps);
        const [kept] = await enquiries.list();
        expect((await errorOf(response)).message).toContain(`(reference ${kept!.id})`);
      },
    );

    it('accepted text is stored trimmed, unknown fields left out', async () => {
      const { deps, enquiries } = memoryDeps();
      await handleEnquiry('contact', post('contact', { ...CONTACT, company: ' Rao ', admin: true }), client, deps);
      const [kept] = await enquiries.list();
      expect(kept!.fields).toEqual({ ...CONTACT, company: 'Rao' });
    });
  },
);

describe('body caps (docs/enquiries.md): 60,150 bytes for contact, 10,560 for download', () => {
  /** A valid body padded with spaces to exactly `bytes` bytes. */
  const padded = (kind: EnquiryKind, bytes: number) => {
    const json = JSON.stringify(BODIES[kind]);
    return `${json.slice(0, -1)}${' '.repeat(bytes - json.length)}}`;
  };

  it.each([
    ['contact', 60_150],
    ['download', 10_560],
  ] as const)('%s: a body of exactly %i bytes is accepted; one byte more is 400 input_too_long', async (kind, cap) => {
    const { deps, mailer } = memoryDeps();
    const fits = padded(kind, cap);
    expect(new TextEncoder().encode(fits).byteLength).toBe(cap);
    expect((await handleEnquiry(kind, post(kind, fits), client, deps)).status).toBe(200);
    expect(mailer.sent).toHaveLength(2);
    // The same size with its Content-Length declared, which is checked before reading (another address:
    // the same enquiry again would send nothing).
    const declared = post(kind, fits.replace('asha.rao@', 'asha.ra0@'), { headers: { 'Content-Length': String(cap) } });
    expect((await handleEnquiry(kind, declared, client, deps)).status).toBe(200);
    expect(mailer.sent).toHaveLength(4);

    const over = await handleEnquiry(kind, post(kind, padded(kind, cap + 1)), client, deps);
    expect(over.status).toBe(400);
    expect(over.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await errorOf(over)).toEqual({
      code: 'input_too_long',
      message: `The request body is larger than ${cap} bytes.`,
      hint: 'Keep every field within its documented maximum length.',
    });
    expect(mailer.sent).toHaveLength(4);
  });
});

describe('the no-JavaScript form path (mode "form"): the same rules, answered for a browser', () => {
  const form = (kind: EnquiryKind, fields: Record<string, string>, origin?: string) =>
    new Request(`${SITE_URL}/enquiry/${kind === 'contact' ? 'contact' : 'download-request'}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(origin ? { Origin: origin } : {}) },
      body: new URLSearchParams(fields).toString(),
    });

  it('accepted: 303 to the thank-you page with the reference; what was typed is tidied (a GSTIN)', async () => {
    const { formPage, shown } = recordingFormPage();
    const { deps, enquiries } = memoryDeps({ formPage });
    const response = await handleEnquiry(
      'contact',
      form('contact', { ...CONTACT, gst_number: ' 27abcde1234f1z5 ', website: '' }, SITE_URL),
      client,
      deps,
      'form',
    );
    expect(response.status).toBe(303);
    const [contact] = await enquiries.list();
    expect(contact!.id).toMatch(REFERENCE);
    expect(response.headers.get('Location')).toBe(`/contact/sent/?reference=${contact!.id}`);
    // The thank-you page shows what was sent to this browser (sentEnquiry.ts): the kept enquiry's key.
    expect(response.headers.get('Set-Cookie')).toBe(
      `enquiry-sent=${encodeURIComponent(enquiryKey(contact!))}; ` +
        'Path=/contact/sent; Max-Age=3600; HttpOnly; SameSite=Lax; Secure',
    );
    expect(contact!.fields).toMatchObject({ gst_number: '27ABCDE1234F1Z5' });
    const download = await handleEnquiry('download', form('download', DOWNLOAD), client, deps, 'form');
    const downloadId = (await enquiries.list()).find((r) => r.kind === 'download')!.id;
    expect(download.headers.get('Location')).toBe(`/catalog-request/sent/?reference=${downloadId}`);
    expect(shown).toEqual([]);
  });

  it("a refused post: the form's page with the API error's status (400 with its field, 405, 500)", async () => {
    const { formPage, shown } = recordingFormPage();
    const { deps, mailer, enquiries } = memoryDeps({ formPage });
    // A GSTIN with a right check character (the page checks it too), so the address is the one problem.
    const typed = { ...CONTACT, gst_number: '27AAPFU0939F1ZV', email: 'x' };
    const response = await handleEnquiry('contact', form('contact', typed), client, deps, 'form');
    expect([response.status, response.headers.get('Content-Type')]).toEqual([400, 'text/html; charset=utf-8']);
    expect(shown[0]!.answer).toMatchObject({
      kind: 'contact',
      status: 400,
      message: 'Please correct one thing in the form.',
      problems: [
        { field: 'email', message: 'Enter your complete email address, without spaces, for example name@company.in' },
      ],
      values: typed,
    });
    // A refused form does not spend the quota (the API's refusals do).
    expect(shown[0]!.headers['RateLimit-Remaining']).toBe('5');
    expect([mailer.sent, enquiries.saves]).toEqual([[], []]);

    const get = await handleEnquiry('contact', post('contact', null, { method: 'GET' }), client, deps, 'form');
    expect([get.status, get.headers.get('Allow')]).toEqual([405, 'POST']);
    expect(shown[1]!.answer).toMatchObject({
      status: 405,
      message: 'This address only receives the form when it is sent.',
      problems: [],
    });

    // A post that could not be read as fields (a multipart form) says so, not that every field is empty.
    const multipart = new Request(`${SITE_URL}/enquiry/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
      body: '--b--',
    });
    expect((await handleEnquiry('contact', multipart, client, deps, 'form')).status).toBe(400);
    expect(shown[2]!.answer).toMatchObject({ message: 'The form could not be read as it was sent.', problems: [] });

    mailer.failing.add('sales');
    const failed = await handleEnquiry('contact', form('contact', CONTACT), client, deps, 'form');
    const [kept] = await enquiries.list();
    expect(failed.status).toBe(500);
    expect(shown[3]!.answer).toMatchObject({
      status: 500,
      message: `Your enquiry was recorded (reference ${kept!.id}) but the email could not be sent.`,
    });
    expect(mailer.tags()).toEqual(['sales:failed']);
  });

  it(
    "a post from another site's page is 403, not counted " + "against anyone's quota; the API path does not check",
    async () => {
      const { formPage, shown } = recordingFormPage();
      const { deps, mailer, enquiries } = memoryDeps({ formPage });
      const foreign = await handleEnquiry(
        'contact',
        form('contact', CONTACT, 'https://evil.example'),
        client,
        deps,
        'form',
      );
      expect(foreign.status).toBe(403);
      expect(shown.map((s) => [s.answer.status, s.answer.message, s.headers['RateLimit-Remaining']])).toEqual([
        [403, "This form can only be sent from this site's own pages.", '5'],
      ]);
      expect([mailer.sent, enquiries.saves]).toEqual([[], []]);
      const own = await handleEnquiry('contact', form('contact', CONTACT, SITE_URL), client, deps, 'form');
      expect([own.status, own.headers.get('RateLimit-Remaining')]).toEqual([303, '4']);
      const api = await handleEnquiry(
        'contact',
        post('contact', { ...CONTACT, email: 'b@example.in' }, { headers: { Origin: 'https://evil.example' } }),
        client,
        deps,
      );
      expect(api.status).toBe(200);
      expect(api.headers.get('RateLimit-Remaining')).toBe('3');
    },
  );

  it('refused forms never spend the quota: invalid posts, then 5 sent; the 6th is 429, the form refilled', async () => {
    const { formPage, shown } = recordingFormPage();
    const { deps, mailer } = memoryDeps({ formPage });
    for (let i = 0; i < 8; i++) {
      const refused = await handleEnquiry(
        'contact',
        form('contact', { ...CONTACT, email: 'typo' }),
        client,
        deps,
        'form',
      );
      expect(refused.status, `invalid post ${i + 1}`).toBe(400);
    }
    const unreadable = new Request(`${SITE_URL}/enquiry/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
      body: '--b--',
    });
    expect((await handleEnquiry('contact', unreadable, client, deps, 'form')).status).toBe(400);
    for (let i = 0; i < 5; i++) {
      const sent = await handleEnquiry(
        'contact',
        form('contact', { ...CONTACT, email: `b${i}@example.in` }),
        client,
        deps,
        'form',
      );
      expect([sent.status, sent.headers.get('RateLimit-Remaining')], `valid post ${i + 1}`).toEqual([
        303,
        String(4 - i),
      ]);
    }
    expect(mailer.sent).toHaveLength(10);
    const typed = { ...CONTACT, email: 'late@example.in', message: 'Forty helmets,\nwhite.' };
    const limited = await handleEnquiry('contact', form('contact', typed), client, deps, 'form');
    expect(limited.status).toBe(429);
    expect(shown.at(-1)!.answer).toMatchObject({
      status: 429,
      values: { ...typed, message: 'Forty helmets,\nwhite.' },
    });
    // Still refused while over the limit: an invalid form is told what to fix, not 429.
    const invalid = await handleEnquiry('contact', form('contact', { ...CONTACT, email: 'x' }), client, deps, 'form');
    expect(invalid.status).toBe(400);
  });

  it('JSON posted to the form path is read as JSON and tidied as a form; a JSON array is not an object', async () => {
    const { deps } = memoryDeps();
    const tidied = await handleEnquiry(
      'contact',
      post('contact', { ...CONTACT, email: ' a@example.in ' }),
      client,
      deps,
      'form',
    );
    expect(tidied.status).toBe(303);
    const array = await handleEnquiry('contact', post('contact', [CONTACT]), client, deps, 'form');
    expect(array.status).toBe(400);
    expect(await array.text()).toContain('The request body must be a JSON object.');
  });

  it(
    'the forms leave what is not text as it came, keep letter ' +
      'case but in the GSTIN, and keep refusing control characters',
    async () => {
      const { deps } = memoryDeps();
      const numeric = await handleEnquiry('contact', post('contact', { ...CONTACT, phone: 42 }), client, deps, 'form');
      expect(await numeric.text()).toContain('These fields must be strings: phone.');
      const { deps: deps2, enquiries } = memoryDeps();
      await handleEnquiry('contact', form('contact', { ...CONTACT, first_name: 'asha' }), client, deps2, 'form');
      expect((await enquiries.list())[0]!.fields).toMatchObject({ first_name: 'asha' });
      const bell = await handleEnquiry(
        'contact',
        form('contact', { ...CONTACT, company: 'Rao\u0007' }),
        client,
        deps2,
        'form',
      );
      expect(bell.status).toBe(400);
    },
  );

  it('the API path refuses a form-encoded body (400 missing_fields naming the type)', async () => {
    const { deps } = memoryDeps();
    const response = await handleEnquiry('contact', form('contact', CONTACT), client, deps);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(
      'The body must be JSON; Content-Type "application/x-www-form-urlencoded" is not accepted.',
    );
  });
});
