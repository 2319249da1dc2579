import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONTACT_RATE_LIMIT,
  DOWNLOAD_RATE_LIMIT,
  rateLimitPolicyField,
  type RateLimitPolicy,
} from '../../src/lib/http/rateLimitPolicy.ts';
import { MAX_BODY_BYTES } from '../../src/lib/enquiry/body.ts';
import { ErrorResponseSchema, SuccessResponseSchema } from '../../src/lib/schemas/error.ts';
import { contractViolations } from '../helpers/contract.ts';
import { newClient, type AddressedResponse } from '../helpers/clientAddress.ts';
import {
  acceptConnections,
  FROM_EMAIL,
  messagesFor,
  refuseConnections,
  SALES_EMAIL,
  SERVER_TOKEN,
  submitterAddress,
} from '../helpers/postmark.ts';
import { BASE_URL, getDirect } from '../helpers/runtime.ts';

const contactBody = (email: string) => ({
  first_name: 'Asha <b>bold</b>',
  last_name: 'Rao & Sons',
  email,
  phone: '+91 98765 43210',
  company: 'Rao "Fabrication"',
  gst_number: '27ABCDE1234F1Z5',
  subject: 'Request a Quote',
  message: 'Please quote 200 pairs.\nDelivery to Pune. <script>alert(1)</script>',
});
const downloadBody = (email: string) => ({
  name: 'Vikram <i>Shah</i>',
  email,
  company: 'Shah Steel',
  catalog: 'Safety Footwear',
});

/** Headers every response of an enquiry endpoint carries (spec section 4). */
function expectEnquiryHeaders(res: AddressedResponse, policy: RateLimitPolicy) {
  expect(res.headers.get('api-version')).toBe('v1');
  expect(res.headers.get('ratelimit-limit')).toBe(String(policy.limit));
  const remaining = Number(res.headers.get('ratelimit-remaining'));
  const reset = Number(res.headers.get('ratelimit-reset'));
  expect(remaining).toBeGreaterThanOrEqual(0);
  expect(remaining).toBeLessThanOrEqual(policy.limit);
  expect(reset).toBeGreaterThanOrEqual(0);
  expect(reset).toBeLessThanOrEqual(policy.windowSeconds);
  expect(res.headers.get('ratelimit-policy')).toBe(rateLimitPolicyField(policy));
  expect(res.headers.get('ratelimit')).toBe(`"${policy.name}";r=${remaining};t=${reset}`);
}

function errorOf(res: AddressedResponse) {
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const { error } = ErrorResponseSchema.parse(res.json());
  expect(error.hint).toBeTruthy();
  return error;
}

/** The kept enquiries, read with the documented command (`npm run enquiries`). */
function enquiriesCommand(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/enquiries.ts', ...args], { encoding: 'utf8', env: process.env });
}

afterAll(async () => {
  await acceptConnections();
});

describe('the enquiry functions are deployed and answer their paths', () => {
  it('netlify build bundled contact and download-request on their API and form paths', () => {
    const manifest = JSON.parse(readFileSync('.netlify/functions/manifest.json', 'utf8'));
    const byName = new Map(manifest.functions.map((f: { name: string }) => [f.name, f]));
    expect([...byName.keys()]).toEqual(expect.arrayContaining(['contact', 'download-request']));
  });

  it.each([
    ['/api/contact', CONTACT_RATE_LIMIT],
    ['/api/download-request', DOWNLOAD_RATE_LIMIT],
  ] as const)('a POST to %s reaches its function (JSON, not an Astro page)', async (path, policy) => {
    const res = await newClient().post(path, {});
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('missing_fields');
    expectEnquiryHeaders(res, policy);
  });
});

describe('POST /api/contact: accepted enquiry (rule 1)', () => {
  it(
    '200 {success:true}; one email to sales with every field, the ' +
      'time and the IP, Reply-To the submitter; one acknowledgment',
    async () => {
      const client = newClient();
      const email = submitterAddress();
      const res = await client.post('/api/contact', contactBody(email));
      expect(res.status).toBe(200);
      const { reference } = SuccessResponseSchema.parse(res.json());
      expect(res.json()).toEqual({ success: true, reference: expect.stringMatching(/^[0-9a-f]{16}$/) });
      expectEnquiryHeaders(res, CONTACT_RATE_LIMIT);
      expect(res.headers.get('ratelimit-remaining')).toBe(String(CONTACT_RATE_LIMIT.limit - 1));

      const { sales, acknowledgment } = await messagesFor(email);
      expect(sales).toHaveLength(1);
      expect(acknowledgment).toHaveLength(1);
      const [toSales] = sales;
      expect(toSales!.headers['x-postmark-server-token']).toBe(SERVER_TOKEN);
      expect(toSales!.body).toMatchObject({
        From: FROM_EMAIL,
        To: SALES_EMAIL,
        ReplyTo: email,
        MessageStream: 'outbound',
      });
      for (const value of Object.values(contactBody(email))) expect(toSales!.body.TextBody).toContain(value);
      expect(toSales!.body.TextBody).toContain(`Client IP: ${client.address}`);
      expect(toSales!.body.TextBody).toMatch(/Received: .*\d{4}-\d{2}-\d{2}T/);
      expect(toSales!.body.Subject).toBe(
        'Enquiry: Request a Quote from Asha <b>bold</b> Rao & Sons (Rao "Fabrication")',
      );

      // HTML bodies escape every piece of user input.
      expect(toSales!.body.HtmlBody).toContain('Asha &lt;b&gt;bold&lt;/b&gt;');
      expect(toSales!.body.HtmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(toSales!.body.HtmlBody).toContain('Rao &quot;Fabrication&quot;');
      expect(toSales!.body.HtmlBody).not.toContain('<script>');
      expect(toSales!.body.HtmlBody).not.toContain('<b>bold');

      const [ack] = acknowledgment;
      expect(ack!.body).toMatchObject({ From: FROM_EMAIL, To: email, ReplyTo: SALES_EMAIL });
      expect(ack!.body.HtmlBody).toContain('Dear Asha &lt;b&gt;bold&lt;/b&gt; Rao &amp; Sons');
      // The buyer's copy of what was asked, the message escaped as in the sales email.
      expect(ack!.body.TextBody).toContain('Message:\nPlease quote 200 pairs.\nDelivery to Pune.');
      expect(ack!.body.HtmlBody).toContain('Delivery to Pune. &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(ack!.body.HtmlBody).not.toContain('<script>');
      expect(ack!.body.TextBody).toContain(`Reference: ${reference}`); // the reference the 200 gave
    },
  );

  it(
    'the enquiry is kept in the store, under the reference ' + 'the 200 gave, with both emails recorded as sent',
    async () => {
      const email = submitterAddress();
      const res = await newClient().post('/api/contact', contactBody(email));
      expect(res.status).toBe(200);
      const line = enquiriesCommand('list', '--all')
        .split('\n')
        .find((l) => l.includes(email));
      expect(line).toContain('sales=sent acknowledgment=sent');
      expect(line?.split(' ')[0]).toBe((res.json() as { reference: string }).reference);
    },
  );
});

describe('POST /api/download-request: accepted request (rule 1)', () => {
  it(
    '200; sales gets the catalog request with Reply-To ' + 'the submitter; the submitter gets an acknowledgment',
    async () => {
      const email = submitterAddress();
      const res = await newClient().post('/api/download-request', downloadBody(email));
      expect(res.status).toBe(200);
      expectEnquiryHeaders(res, DOWNLOAD_RATE_LIMIT);
      const { sales, acknowledgment } = await messagesFor(email);
      expect(sales).toHaveLength(1);
      expect(sales[0]!.body.Subject).toBe('Catalog request: Safety Footwear from Vikram <i>Shah</i> (Shah Steel)');
      expect(sales[0]!.body.HtmlBody).toContain('Vikram &lt;i&gt;Shah&lt;/i&gt;');
      expect(acknowledgment).toHaveLength(1);
      expect(acknowledgment[0]!.body.Subject).toContain('Safety Footwear');
    },
  );
});

describe('honeypot (rule 2)', () => {
  it.each([
    ['/api/contact', contactBody],
    ['/api/download-request', downloadBody],
  ] as const)('%s with website "   " (whitespace is not empty): 200, no email, nothing kept', async (path, body) => {
    const email = submitterAddress();
    const res = await newClient().post(path, { ...body(email), website: '   ' });
    expect(res.status).toBe(200);
    // A reference of the same form as a real one: the answer tells a bot nothing.
    expect(res.json()).toEqual({ success: true, reference: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect((await messagesFor(email)).all).toHaveLength(0);
    expect(enquiriesCommand('list', '--all')).not.toContain(email);
  });

  it.each([
    ['/api/contact', contactBody],
    ['/api/download-request', downloadBody],
  ] as const)('%s with website filled: 200 {success:true}, no email, nothing kept', async (path, body) => {
    const email = submitterAddress();
    const res = await newClient().post(path, { ...body(email), website: 'http://spam.example' });
    expect(res.status).toBe(200);
    // A reference of the same form as a real one: the answer tells a bot nothing.
    expect(res.json()).toEqual({ success: true, reference: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect((await messagesFor(email)).all).toHaveLength(0);
    expect(enquiriesCommand('list', '--all')).not.toContain(email);
  });
});

describe('validation through the runtime (rule 3): each of the five codes', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['missing_fields', { first_name: 'A' }, 'email'],
    ['input_too_long', { first_name: 'x'.repeat(101) }, 'first_name'],
    ['input_too_long', { phone: '9'.repeat(21) }, 'phone'],
    ['input_too_long', { company: 'x'.repeat(201) }, 'company'],
    ['invalid_email', { email: 'not-an-email' }, 'email'],
    ['invalid_subject', { subject: 'Free money' }, 'subject'],
    ['invalid_gst_number', { gst_number: undefined }, 'gst_number'],
  ];
  it.each(cases)('400 %s, naming the field, with a hint', async (code, change, field) => {
    const base = code === 'missing_fields' ? {} : contactBody(submitterAddress());
    const res = await newClient().post('/api/contact', { ...base, ...change });
    expect(res.status).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe(code);
    expect(error.message).toContain(field);
    expectEnquiryHeaders(res, CONTACT_RATE_LIMIT);
  });

  it('a body that is not JSON is 400 missing_fields', async () => {
    const res = await newClient().post('/api/contact', '{"first_name": ', { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('missing_fields');
  });

  it('a wrong Content-Type is 400 missing_fields naming it', async () => {
    const res = await newClient().post('/api/download-request', JSON.stringify(downloadBody(submitterAddress())), {
      'Content-Type': 'text/plain',
    });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'missing_fields', message: expect.stringContaining('text/plain') });
  });

  it('unknown fields are ignored: the enquiry is accepted and they are not emailed', async () => {
    const email = submitterAddress();
    const res = await newClient().post('/api/contact', {
      ...contactBody(email),
      favourite_colour: 'UNKNOWN-FIELD-VALUE',
    });
    expect(res.status).toBe(200);
    const { sales } = await messagesFor(email);
    expect(sales[0]!.body.TextBody).not.toContain('UNKNOWN-FIELD-VALUE');
  });
});

describe('the body cap is derived from the field limits: no body within them is refused', () => {
  // JSON with every non-ASCII character escaped, as Python's json.dumps writes it by default.
  const asciiJson = (value: unknown) =>
    JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

  it.each([
    ['Devanagari (6 bytes a character)', 'न'],
    ['emoji (a 12-byte surrogate pair a character)', '😀'],
  ])('a 4,000-character message in %s sent with \\u escapes is accepted and emailed', async (_, character) => {
    const email = submitterAddress();
    const body = asciiJson({ ...contactBody(email), message: character.repeat(4000) });
    expect(body.length).toBeGreaterThan(16 * 1024);
    const res = await newClient().post('/api/contact', body);
    expect(res.status).toBe(200);
    const { sales } = await messagesFor(email);
    expect(sales).toHaveLength(1);
    expect(sales[0]!.body.TextBody).toContain(character.repeat(4000));
  });

  it.each([
    ['/api/contact', 'contact'],
    ['/api/download-request', 'download'],
  ] as const)(
    '%s: a body of exactly the cap is read and parsed; one byte more is 400 input_too_long without parsing',
    async (path, kind) => {
      const cap = MAX_BODY_BYTES[kind];
      const atCap = `{"padding":"${'x'.repeat(cap - 14)}"`; // not JSON: a parsed body is missing_fields
      expect(atCap.length).toBe(cap - 1);
      const read = await newClient().post(path, `${atCap} `);
      expect(read.status).toBe(400);
      expect(errorOf(read).code).toBe('missing_fields');
      const over = await newClient().post(path, `${atCap}  `);
      expect(over.status).toBe(400);
      expect(errorOf(over).code).toBe('input_too_long');
    },
  );
});

describe('the JSON API accepts exactly what /openapi.json allows: values are validated as sent', () => {
  const cases: [string, string, string, Record<string, unknown>][] = [
    [
      '/api/contact',
      'subject " Request a Quote " is not in the enum',
      'invalid_subject',
      { subject: ' Request a Quote ' },
    ],
    [
      '/api/contact',
      'a padded GSTIN does not match the pattern',
      'invalid_gst_number',
      { gst_number: ' 27ABCDE1234F1Z5 ' },
    ],
    [
      '/api/contact',
      'a blank GSTIN does not match the pattern',
      'invalid_gst_number',
      { subject: 'Product Enquiry', gst_number: '' },
    ],
    ['/api/contact', 'email " a@b.co " does not match the email pattern', 'invalid_email', { email: ' a@b.co ' }],
    [
      '/api/contact',
      '100 characters and a space exceed maxLength 100',
      'input_too_long',
      { first_name: `${'x'.repeat(100)} ` },
    ],
    [
      '/api/download-request',
      'email " a@b.co " does not match the email pattern',
      'invalid_email',
      { email: ' a@b.co ' },
    ],
    [
      '/api/contact',
      'a whitespace-only first_name does not match the not-blank pattern',
      'missing_fields',
      { first_name: '   ' },
    ],
    [
      '/api/contact',
      'a whitespace-only message does not match the not-blank pattern',
      'missing_fields',
      { message: ' \n ' },
    ],
    [
      '/api/contact',
      'a tab inside last_name does not match the one-line pattern',
      'missing_fields',
      { last_name: 'Rao\tK' },
    ],
    [
      '/api/download-request',
      'a trailing line break in name does not match the one-line pattern',
      'missing_fields',
      { name: 'Asha\n' },
    ],
  ];
  it.each(cases)('%s: %s -> 400 %s', async (path, _, code, change) => {
    const body = {
      ...(path === '/api/contact' ? contactBody(submitterAddress()) : downloadBody(submitterAddress())),
      ...change,
    };
    const res = await newClient().post(path, body);
    // The document itself refuses the request (Prism, on the served /openapi.json)...
    const violations = await contractViolations(
      { method: 'POST', path, body },
      new Response(res.text, { status: res.status, headers: res.headers }),
    );
    expect(violations.filter((v) => v.location[0] === 'request' && v.severity === 'Error')).not.toEqual([]);
    // ...and so does the service, with the code of the rule broken.
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe(code);
  });
});

describe('methods and CORS (rule 4)', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])(
    '%s /api/contact is 405 method_not_allowed with Allow: POST and the rate-limit headers',
    async (method) => {
      const res = await newClient().request('/api/contact', { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(errorOf(res).code).toBe('method_not_allowed');
      expectEnquiryHeaders(res, CONTACT_RATE_LIMIT);
    },
  );

  it('GET /api/download-request is 405 too', async () => {
    const res = await newClient().request('/api/download-request');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it("a preflight from the site's own origin is allowed; from another origin it gets no CORS grant", async () => {
    const client = newClient();
    const preflight = (origin: string) =>
      client.request('/api/contact', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const own = await preflight(BASE_URL);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(BASE_URL);
    expect(own.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(own.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expectEnquiryHeaders(own, CONTACT_RATE_LIMIT);
    const other = await preflight('https://evil.example');
    expect(other.status).toBe(204);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('rate limits (rule 6): 5 per hour for contact, 10 for download, per client IP', () => {
  it.each([
    ['/api/contact', CONTACT_RATE_LIMIT],
    ['/api/download-request', DOWNLOAD_RATE_LIMIT],
  ] as const)(
    '%s: a burst of 30 parallel requests from one IP admits exactly the limit; the rest are 429 with Retry-After',
    async (path, policy) => {
      const client = newClient();
      // Invalid bodies: every request counts, and no email is sent for the admitted ones.
      const responses = await Promise.all(Array.from({ length: 30 }, () => client.post(path, { email: 'burst' })));
      const admitted = responses.filter((r) => r.status === 400);
      const limited = responses.filter((r) => r.status === 429);
      expect(admitted).toHaveLength(policy.limit);
      expect(limited).toHaveLength(30 - policy.limit);
      // Requests decided side by side count each other as used, so the quota left is never
      // overstated: the i-th lowest RateLimit-Remaining is at most i, and the last request's is 0.
      const remaining = admitted.map((r) => Number(r.headers.get('ratelimit-remaining'))).sort((a, b) => a - b);
      expect(remaining[0]).toBe(0);
      remaining.forEach((value, i) => expect(value).toBeLessThanOrEqual(i));
      for (const res of limited) {
        expect(errorOf(res).code).toBe('rate_limited');
        expectEnquiryHeaders(res, policy);
        expect(res.headers.get('ratelimit-remaining')).toBe('0');
        const retryAfter = Number(res.headers.get('retry-after'));
        expect(Number.isInteger(retryAfter)).toBe(true);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeGreaterThanOrEqual(Number(res.headers.get('ratelimit-reset')));
      }
      // Another IP is not affected.
      expect((await newClient().post(path, { email: 'other-ip' })).status).toBe(400);
    },
  );

  it('the IP comes from the connection, not from X-Forwarded-For', async () => {
    const client = newClient();
    const first = await client.post(
      '/api/contact',
      {},
      { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
    );
    const second = await client.post(
      '/api/contact',
      {},
      { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.9' },
    );
    expect(Number(second.headers.get('ratelimit-remaining'))).toBe(
      Number(first.headers.get('ratelimit-remaining')) - 1,
    );
  });
});

describe('email failures (rule 5): 500 email_delivery_failed, the enquiry kept', () => {
  it('Postmark 500 on the sales email: retried once, then 500; no acknowledgment; kept as failed', async () => {
    const email = submitterAddress('sales-500');
    const res = await newClient().post('/api/contact', contactBody(email));
    expect(res.status).toBe(500);
    expect(errorOf(res).code).toBe('email_delivery_failed');
    expectEnquiryHeaders(res, CONTACT_RATE_LIMIT);
    const { sales, acknowledgment } = await messagesFor(email);
    expect(sales.map((m) => m.outcome)).toEqual(['500', '500']);
    expect(acknowledgment).toHaveLength(0);
    const line = enquiriesCommand('list')
      .split('\n')
      .find((l) => l.includes(email));
    expect(line).toContain('sales=failed acknowledgment=pending');
  });

  it('Postmark 422 is not retried', async () => {
    const email = submitterAddress('sales-422');
    const res = await newClient().post('/api/download-request', downloadBody(email));
    expect(res.status).toBe(500);
    expect(errorOf(res).code).toBe('email_delivery_failed');
    expect((await messagesFor(email)).sales.map((m) => m.outcome)).toEqual(['422']);
  });

  it('a transient 503 is retried and the enquiry goes through', async () => {
    const email = submitterAddress('sales-503once');
    const res = await newClient().post('/api/contact', contactBody(email));
    expect(res.status).toBe(200);
    const { sales, acknowledgment } = await messagesFor(email);
    expect(sales.map((m) => m.outcome)).toEqual(['503once', 'sent']);
    expect(acknowledgment).toHaveLength(1);
  });

  it('a failed acknowledgment is a 500 too, and only the acknowledgment is marked failed', async () => {
    const email = submitterAddress('ack-500');
    const res = await newClient().post('/api/download-request', downloadBody(email));
    expect(res.status).toBe(500);
    const line = enquiriesCommand('list')
      .split('\n')
      .find((l) => l.includes(email));
    expect(line).toContain('sales=sent acknowledgment=failed');
  });

  it('a Postmark that does not answer in time: 500 after the timeout and one retry', async () => {
    const email = submitterAddress('sales-timeout');
    const res = await newClient().post('/api/contact', contactBody(email));
    expect(res.status).toBe(500);
    expect(errorOf(res).code).toBe('email_delivery_failed');
    expect((await messagesFor(email)).sales).toHaveLength(2);
  });

  it('a dropped connection is retried, then 500', async () => {
    const email = submitterAddress('sales-reset');
    const res = await newClient().post('/api/contact', contactBody(email));
    expect(res.status).toBe(500);
    expect((await messagesFor(email)).sales).toHaveLength(2);
  });

  it(
    'connection refused: 500, kept; once Postmark is back ' + 'the resend command delivers both emails exactly once',
    async () => {
      const email = submitterAddress();
      await refuseConnections();
      let res: AddressedResponse;
      try {
        res = await newClient().post('/api/contact', contactBody(email));
      } finally {
        await acceptConnections();
      }
      expect(res.status).toBe(500);
      expect(errorOf(res).code).toBe('email_delivery_failed');
      expect((await messagesFor(email)).all).toHaveLength(0);
      const listed = enquiriesCommand('list')
        .split('\n')
        .find((l) => l.includes(email));
      expect(listed).toContain('sales=failed');
      const id = listed!.split(/\s+/)[0]!;

      const output = enquiriesCommand('resend', id);
      expect(output).toContain(`${id}: sent`);
      const { sales, acknowledgment } = await messagesFor(email);
      expect(sales).toHaveLength(1);
      expect(acknowledgment).toHaveLength(1);
      expect(enquiriesCommand('list')).not.toContain(email);
      // Resending again sends nothing twice.
      enquiriesCommand('resend', id);
      expect((await messagesFor(email)).all).toHaveLength(2);
    },
  );
});

describe('the same enquiry again within 24 hours sends only what was not delivered', () => {
  it(
    'the acknowledgment fails: 500; the retry 200 with one acknowledgment and no second ' +
      'sales copy; a third post sends nothing; the retries count against the quota',
    async () => {
      const client = newClient();
      const email = submitterAddress('ack-500twice');
      const first = await client.post('/api/contact', contactBody(email));
      expect(first.status).toBe(500);
      expect(errorOf(first).code).toBe('email_delivery_failed');
      const retry = await client.post('/api/contact', contactBody(email));
      expect(retry.status).toBe(200);
      expect(Number(retry.headers.get('ratelimit-remaining'))).toBe(
        Number(first.headers.get('ratelimit-remaining')) - 1,
      );
      let received = await messagesFor(email);
      expect(received.sales.map((m) => m.outcome)).toEqual(['sent']);
      expect(received.acknowledgment.map((m) => m.outcome)).toEqual(['500twice', '500twice', 'sent']);

      const third = await client.post('/api/contact', contactBody(email));
      expect(third.status).toBe(200);
      expect((await messagesFor(email)).all).toHaveLength(received.all.length);
      const kept = enquiriesCommand('list', '--all')
        .split('\n')
        .filter((l) => l.includes(email));
      expect(kept).toHaveLength(1);
      expect(kept[0]).toContain('sales=sent acknowledgment=sent');

      // Other fields, or another client, are another enquiry.
      expect((await client.post('/api/contact', { ...contactBody(email), message: 'A second question.' })).status).toBe(
        200,
      );
      expect((await newClient().post('/api/contact', contactBody(email))).status).toBe(200);
      received = await messagesFor(email);
      expect(received.sales.filter((m) => m.outcome === 'sent')).toHaveLength(3);
    },
  );

  it.each([
    ['/api/contact', contactBody],
    ['/api/download-request', downloadBody],
  ] as const)(
    '%s: three identical posts at the same time (a double submit) are ' +
      'answered 200 and send sales one copy, the submitter one acknowledgment',
    async (path, body) => {
      const client = newClient();
      const email = submitterAddress();
      const responses = await Promise.all([1, 2, 3].map(() => client.post(path, body(email))));
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
      const { sales, acknowledgment } = await messagesFor(email);
      expect(sales).toHaveLength(1);
      expect(acknowledgment).toHaveLength(1);
    },
  );
});

describe('the no-JavaScript form paths (progressive enhancement)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };

  it(
    'a posted contact form is sent and answered 303 to ' + 'the thank-you page, with the reference in its query',
    async () => {
      const email = submitterAddress();
      const { gst_number, ...rest } = contactBody(email);
      const res = await newClient().post('/enquiry/contact', form({ ...rest, gst_number, website: '' }), formHeaders);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toMatch(/^\/contact\/sent\/\?reference=[0-9a-f]{16}$/);
      expect((await messagesFor(email)).sales).toHaveLength(1);
    },
  );

  it(
    'the thank-you page a sent form lands on shows its ' + 'reference, without JavaScript, and is never cached',
    async () => {
      const email = submitterAddress();
      const { gst_number, ...rest } = contactBody(email);
      const sent = await newClient().post('/enquiry/contact', form({ ...rest, gst_number, website: '' }), formHeaders);
      const location = sent.headers.get('location')!;
      const reference = new URL(location, BASE_URL).searchParams.get('reference')!;
      const res = await getDirect(location);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('<h1>Thank you: your enquiry was sent</h1>');
      expect(html).toContain(`Your reference: <strong>${reference}</strong>`);
      expect(html).toContain('<header class="site">');
    },
  );

  it.each([
    ['/contact/sent/', 'Thank you: your enquiry was sent'],
    ['/catalog-request/sent/', 'Thank you: your catalog request was sent'],
  ])('GET %s?reference=0123456789abcdef shows it; a malformed reference is not echoed', async (path, heading) => {
    const good = await (await getDirect(`${path}?reference=0123456789abcdef`)).text();
    expect(good).toContain(`<h1>${heading}</h1>`);
    expect(good).toContain('Your reference: <strong>0123456789abcdef</strong>');
    for (const bad of ['0123456789ABCDEF', '<b>0123456789abcdef</b>', 'call-us-at-555']) {
      const res = await getDirect(`${path}?reference=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html, bad).not.toContain('Your reference');
      expect(html, bad).not.toContain(bad.replace(/<\/?b>/g, '')); // neither the text nor its escaped form
    }
    const plain = await getDirect(path.replace(/\/$/, ''));
    expect(plain.status).toBe(200);
    expect(await plain.text()).not.toContain('Your reference');
  });

  it(
    "an invalid form gets a page in the site's layout: plain words " +
      'beside each field, the form filled again, the status of its code',
    async () => {
      const res = await newClient().post(
        '/enquiry/download-request',
        form({ name: 'Asha', email: 'nope', company: 'Acme "Tools" & Co', catalog: 'Hand Protection' }),
        formHeaders,
      );
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = res.text;
      expect(html).toContain('<h1>Your catalog request was not sent</h1>');
      expect(html).toMatch(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css"/);
      expect(html).toContain('<header class="site">');
      expect(html).toContain(
        '<span class="problem" id="catalog-email-problem">Enter your complete ' +
          'email address, without spaces, for example name@company.in</span>',
      );
      expect(html).toMatch(
        /<input id="catalog-email"[^>]* value="nope"[^>]* aria-invalid="true" aria-describedby="catalog-email-problem"/,
      );
      expect(html).toMatch(/<input id="catalog-company"[^>]* value="Acme &quot;Tools&quot; &amp; Co"/);
      expect(html).toContain('<input type="hidden" name="catalog" value="Hand Protection">');
      expect(html).not.toContain('invalid_email');
    },
  );

  it(
    'a refused form never spends the hourly quota: 8 invalid no-JavaScript posts from one address, ' +
      'then a valid one is sent (the quota still 5 until then)',
    async () => {
      const client = newClient();
      const email = submitterAddress();
      for (let i = 0; i < 8; i++) {
        const refused = await client.post(
          '/enquiry/contact',
          form({ ...contactBody(email), email: 'asha@', website: '' }),
          formHeaders,
        );
        expect(refused.status, `invalid post ${i + 1}`).toBe(400);
        expect(refused.headers.get('ratelimit-remaining')).toBe('5');
      }
      const sent = await client.post('/enquiry/contact', form({ ...contactBody(email), website: '' }), formHeaders);
      expect(sent.status).toBe(303);
      expect(sent.headers.get('ratelimit-remaining')).toBe('4');
      expect((await messagesFor(email)).sales).toHaveLength(1);
    },
  );

  it(
    "a rate-limited form post is a 429 page in the site's layout that says when to try again " +
      'and gives the form back with every field as typed',
    async () => {
      const client = newClient();
      // The JSON API counts every request, refused ones too: five empty bodies spend the hour's quota.
      for (let i = 0; i < 5; i++) expect((await client.post('/api/contact', {})).status).toBe(400);
      const typed = { ...contactBody(submitterAddress()), website: '' };
      const res = await client.post('/enquiry/contact', form(typed), formHeaders);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      const html = res.text;
      expect(html).toContain('<h1>Your enquiry was not sent</h1>');
      expect(html).toMatch(/Please send it again in (a minute|\d+ minutes): the form below keeps what you typed\./);
      expect(html).toMatch(/<input id="contact-first-name"[^>]* value="Asha <b>bold<\/b>"/);
      expect(html).toMatch(/<input id="contact-last-name"[^>]* value="Rao &amp; Sons"/);
      expect(html).toMatch(new RegExp(`<input id="contact-email"[^>]* value="${typed.email}"`));
      expect(html).toMatch(/<input id="contact-phone"[^>]* value="\+91 98765 43210"/);
      expect(html).toMatch(/<input id="contact-company"[^>]* value="Rao &quot;Fabrication&quot;"/);
      expect(html).toMatch(/<input id="contact-gst"[^>]* value="27ABCDE1234F1Z5"/);
      expect(html).toMatch(/<option value="Request a Quote" selected>/);
      expect(html).toContain(
        'Please quote 200 pairs.\nDelivery to Pune. &lt;script&gt;alert(1)&lt;/script&gt;</textarea>',
      );
    },
  );

  it('the form path and the API share one quota', async () => {
    const client = newClient();
    const viaForm = await client.post(
      '/enquiry/contact',
      form({ ...contactBody(submitterAddress()), website: '' }),
      formHeaders,
    );
    expect(viaForm.status).toBe(303);
    const viaApi = await client.post('/api/contact', {});
    expect(Number(viaApi.headers.get('ratelimit-remaining'))).toBe(
      Number(viaForm.headers.get('ratelimit-remaining')) - 1,
    );
  });

  it(
    'one GSTIN rule: a GSTIN matching the pattern with a wrong check character is accepted by the API ' +
      'and the no-JavaScript form alike; one off the pattern is refused by both',
    async () => {
      const typo = '27AAPFU0939F1ZW'; // its check character would be V
      const api = await newClient().post('/api/contact', { ...contactBody(submitterAddress()), gst_number: typo });
      expect(api.status).toBe(200);
      const viaForm = await newClient().post(
        '/enquiry/contact',
        form({ ...contactBody(submitterAddress()), gst_number: typo, website: '' }),
        formHeaders,
      );
      expect(viaForm.status).toBe(303);
      const offPattern = '27AAPFU0939F1Z';
      const apiRefused = await newClient().post('/api/contact', {
        ...contactBody(submitterAddress()),
        gst_number: offPattern,
      });
      expect([apiRefused.status, errorOf(apiRefused).code]).toEqual([400, 'invalid_gst_number']);
      const formRefused = await newClient().post(
        '/enquiry/contact',
        form({ ...contactBody(submitterAddress()), gst_number: offPattern, website: '' }),
        formHeaders,
      );
      expect(formRefused.status).toBe(400);
      expect(formRefused.text).toContain(
        '<span class="problem" id="contact-gst_number-problem">A GST number has 15 characters',
      );
    },
  );
});
