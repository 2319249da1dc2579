import { describe, expect, it } from 'vitest';
import { readBody, MAX_BODY_BYTES } from '../../src/lib/enquiry/body.ts';
import { validate } from '../../src/lib/enquiry/validation.ts';
import { normalizeFormInput } from '../../src/lib/enquiry/formInput.ts';
import { honeypotFilled, validateContact, validateDownload } from '../../src/lib/enquiry/validation.ts';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  ContactRequestSchema,
  DOWNLOAD_LIMITS,
  DownloadRequestSchema,
  GST_REQUIRED_SUBJECTS,
} from '../../src/lib/schemas/enquiry.ts';

const contact = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha.rao@example.in',
  phone: '+91 98765 43210',
  company: 'Rao Fabrication',
  gst_number: '27ABCDE1234F1Z5',
  subject: 'Request a Quote',
  message: 'Please quote 200 pairs of safety shoes.',
};
const download = {
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '9876543210',
  company: 'Rao Fabrication',
  catalog: 'Safety Footwear',
};

const codeOf = (result: ReturnType<typeof validateContact> | ReturnType<typeof validateDownload>) =>
  result.ok ? 'ok' : result.error.code;

describe('contact validation: step 1, missing_fields (body not an object, absent, empty, wrong type)', () => {
  it.each([null, [], 'text', 42, true])('a body that is not a JSON object (%j) is missing_fields', (body) => {
    expect(codeOf(validateContact(body))).toBe('missing_fields');
  });
  it.each(['first_name', 'email', 'subject', 'message'])('%s absent is missing_fields naming it', (field) => {
    const result = validateContact({ ...contact, [field]: undefined });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('missing_fields');
      expect(result.error.message).toContain(field);
      expect(result.error.hint).toBeTruthy();
    }
  });
  it.each(['', '   ', '\n\t '])('a required field that is empty or whitespace (%j) is missing_fields', (value) => {
    expect(codeOf(validateContact({ ...contact, first_name: value }))).toBe('missing_fields');
    expect(codeOf(validateContact({ ...contact, message: value }))).toBe('missing_fields');
  });
  it.each([42, true, ['a'], { a: 1 }])('a field of the wrong type (%j) is missing_fields, not a crash', (value) => {
    expect(codeOf(validateContact({ ...contact, email: value }))).toBe('missing_fields');
    expect(codeOf(validateContact({ ...contact, company: value }))).toBe('missing_fields');
  });
  it('names every missing field', () => {
    const result = validateContact({});
    expect(!result.ok && result.error.message).toBe('Missing required fields: first_name, email, subject, message.');
  });
  it('a line break in a one-line field (header injection) is missing_fields', () => {
    expect(codeOf(validateContact({ ...contact, first_name: 'Asha\r\nBcc: victim@example.com' }))).toBe(
      'missing_fields',
    );
  });
  it('missing comes before too long, invalid email and invalid subject', () => {
    expect(codeOf(validateContact({ email: 'bad', subject: 'Nope', first_name: 'x'.repeat(500) }))).toBe(
      'missing_fields',
    );
  });
});

describe('contact validation: step 2, input_too_long at N+1 characters (N passes)', () => {
  it.each(Object.entries(CONTACT_LIMITS))('%s: %i characters pass, one more is input_too_long', (field, max) => {
    const value = (n: number) =>
      field === 'email' ? `${'a'.repeat(n - '@example.in'.length)}@example.in` : 'x'.repeat(n);
    if (field === 'subject') {
      // The subject's only valid values are far shorter than 200: N passes the length step and fails the subject step.
      expect(codeOf(validateContact({ ...contact, subject: value(max) }))).toBe('invalid_subject');
    } else {
      expect(codeOf(validateContact({ ...contact, [field]: value(max) }))).toBe('ok');
    }
    const result = validateContact({ ...contact, [field]: value(max + 1) });
    expect(codeOf(result)).toBe('input_too_long');
    expect(!result.ok && result.error.message).toContain(field);
  });
  it('an email address of exactly 254 characters in a valid shape passes', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(254 - 64 - 1 - 63 - 1 - 63 - 1)}`;
    expect(email).toHaveLength(254);
    expect(codeOf(validateContact({ ...contact, email }))).toBe('ok');
    expect(codeOf(validateContact({ ...contact, email: `a${email}` }))).toBe('input_too_long');
  });
  it(
    'length counts characters (code points) as the published ' +
      'schema does: 100 emoji pass, 101 do not (found by fuzzing)',
    () => {
      expect(codeOf(validateContact({ ...contact, first_name: '😀'.repeat(100) }))).toBe('ok');
      expect(codeOf(validateContact({ ...contact, first_name: '😀'.repeat(101) }))).toBe('input_too_long');
    },
  );
  it('length counts the value as sent, as the published maxLength does', () => {
    expect(codeOf(validateContact({ ...contact, first_name: ` ${'x'.repeat(99)}` }))).toBe('ok');
    expect(codeOf(validateContact({ ...contact, first_name: ` ${'x'.repeat(100)}` }))).toBe('input_too_long');
  });
  it('too long comes before invalid email', () => {
    expect(codeOf(validateContact({ ...contact, email: 'bad', message: 'x'.repeat(4001) }))).toBe('input_too_long');
  });
});

describe('contact validation: step 3, invalid_email', () => {
  it.each([
    'plain',
    'a@b',
    'a b@example.com',
    'a@example',
    '@example.com',
    'a@@example.com',
    'a@exa mple.com',
    ' a@b.co ',
    'a@b.co ',
  ])('%j is invalid_email (the value as sent)', (email) => {
    expect(codeOf(validateContact({ ...contact, email }))).toBe('invalid_email');
  });
  it.each(['a@example.com', 'first.last+tag@sub.example.co.in'])('%j is accepted', (email) => {
    expect(codeOf(validateContact({ ...contact, email }))).toBe('ok');
  });
  it('invalid email comes before invalid subject', () => {
    expect(codeOf(validateContact({ ...contact, email: 'bad', subject: 'Nope' }))).toBe('invalid_email');
  });
});

describe('contact validation: step 4, invalid_subject', () => {
  it.each(CONTACT_SUBJECTS)('%s is accepted', (subject) => {
    expect(codeOf(validateContact({ ...contact, subject }))).toBe('ok');
  });
  it.each(['request a quote', 'Quote', 'Other', ' Request a Quote ', 'Request a Quote '])(
    '%j is invalid_subject (the value as sent)',
    (subject) => {
      expect(codeOf(validateContact({ ...contact, subject }))).toBe('invalid_subject');
    },
  );
  it('invalid subject comes before the GST rule', () => {
    expect(codeOf(validateContact({ ...contact, subject: 'Nope', gst_number: 'bad' }))).toBe('invalid_subject');
  });
});

describe('contact validation: step 5, invalid_gst_number', () => {
  it.each(GST_REQUIRED_SUBJECTS)('"%s" without gst_number is invalid_gst_number', (subject) => {
    expect(codeOf(validateContact({ ...contact, subject, gst_number: undefined }))).toBe('invalid_gst_number');
    expect(codeOf(validateContact({ ...contact, subject, gst_number: '  ' }))).toBe('invalid_gst_number');
  });
  it.each(['Product Enquiry', 'Chatbot Enquiry'])('"%s" needs no gst_number', (subject) => {
    expect(codeOf(validateContact({ ...contact, subject, gst_number: undefined }))).toBe('ok');
  });
  it.each([
    '27ABCDE1234F1Z',
    '27ABCDE1234F1Z55',
    '2AABCDE1234F1Z5',
    '27ABCD11234F1Z5',
    '27ABCDE1234F0Z5',
    '27ABCDE1234F1Y5',
    '27ABCDE1234F1Z-',
  ])('%s does not match the GSTIN pattern', (gst_number) => {
    expect(codeOf(validateContact({ ...contact, gst_number }))).toBe('invalid_gst_number');
  });
  it('a malformed gst_number is refused even where none is required', () => {
    expect(codeOf(validateContact({ ...contact, subject: 'Product Enquiry', gst_number: 'nope' }))).toBe(
      'invalid_gst_number',
    );
  });
  it('the API takes the pattern as published: a lower-case or padded GSTIN is invalid_gst_number', () => {
    expect(codeOf(validateContact({ ...contact, gst_number: '27abcde1234f1z5' }))).toBe('invalid_gst_number');
    expect(codeOf(validateContact({ ...contact, gst_number: ' 27ABCDE1234F1Z5 ' }))).toBe('invalid_gst_number');
  });
  it('a blank gst_number is not a GSTIN either, even where none is required', () => {
    expect(codeOf(validateContact({ ...contact, subject: 'Product Enquiry', gst_number: '' }))).toBe(
      'invalid_gst_number',
    );
  });
  it('the forms upper-case what a person typed before validating, so there it is accepted', () => {
    const result = validateContact(normalizeFormInput('contact', { ...contact, gst_number: ' 27abcde1234f1z5 ' }));
    expect(result.ok && result.value.gst_number).toBe('27ABCDE1234F1Z5');
  });
  it(
    'the forms trim what a person typed, leave out blank fields ' +
      'and post line breaks as \\n; the honeypot stays as typed',
    () => {
      const typed = {
        ...contact,
        email: ' asha@example.in ',
        subject: ' Product Enquiry ',
        gst_number: ' ',
        message: ' a\r\nb ',
        website: ' ',
      };
      expect(normalizeFormInput('contact', typed)).toEqual({
        ...contact,
        email: 'asha@example.in',
        subject: 'Product Enquiry',
        gst_number: undefined,
        message: 'a\nb',
        website: ' ',
      });
      expect(validateContact(normalizeFormInput('contact', { ...typed, website: '' })).ok).toBe(true);
    },
  );
});

describe('contact validation: what an accepted body becomes', () => {
  it('strings are trimmed, unknown fields dropped, and the result satisfies ContactRequestSchema', () => {
    const result = validateContact({ ...contact, first_name: '  Asha ', extra: 'ignored', admin: true });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.first_name).toBe('Asha');
      expect(result.value).not.toHaveProperty('extra');
      expect(ContactRequestSchema.parse(result.value)).toEqual(result.value);
    }
  });
  it('message keeps line breaks (normalised to \\n) and tabs, and loses other control characters', () => {
    const result = validateContact({ ...contact, message: 'line 1\r\nline 2\rline 3\tcol\u0000\u0007\u001b[31m' });
    expect(result.ok && result.value.message).toBe('line 1\nline 2\nline 3\tcol[31m');
  });
});

describe('download-request validation', () => {
  it('a complete body is accepted and satisfies DownloadRequestSchema', () => {
    const result = validateDownload(download);
    expect(result.ok && DownloadRequestSchema.parse(result.value)).toEqual(download);
  });
  it.each(['name', 'email', 'catalog'])('%s absent is missing_fields', (field) => {
    expect(codeOf(validateDownload({ ...download, [field]: undefined }))).toBe('missing_fields');
  });
  it.each(['phone', 'company'])('%s is optional', (field) => {
    expect(codeOf(validateDownload({ ...download, [field]: undefined }))).toBe('ok');
  });
  it.each(Object.entries(DOWNLOAD_LIMITS))('%s: %i characters pass, one more is input_too_long', (field, max) => {
    const value = (n: number) =>
      field === 'email' ? `${'a'.repeat(n - '@example.in'.length)}@example.in` : 'x'.repeat(n);
    expect(codeOf(validateDownload({ ...download, [field]: value(max) }))).toBe('ok');
    expect(codeOf(validateDownload({ ...download, [field]: value(max + 1) }))).toBe('input_too_long');
  });
  it('an invalid email is invalid_email', () => {
    expect(codeOf(validateDownload({ ...download, email: 'nope' }))).toBe('invalid_email');
  });
  it('subject and GST rules do not apply', () => {
    expect(codeOf(validateDownload({ ...download, subject: 'Nope', gst_number: 'bad' }))).toBe('ok');
  });
});

describe('honeypot', () => {
  it.each([
    ['x', true],
    ['  ', true],
    ['', false],
    [undefined, false],
    [null, false],
    [1, false],
  ])(
    'website=%j filled: %s (whitespace is not empty; a value that is not a string is refused instead)',
    (website, filled) => {
      expect(honeypotFilled({ website })).toBe(filled);
    },
  );
});

describe('reading the body', () => {
  const CAP = { maxBytes: MAX_BODY_BYTES.contact };
  const post = (body: string, contentType?: string, extra: Record<string, string> = {}) =>
    new Request('https://x.test/api/contact', {
      method: 'POST',
      body,
      headers: { ...(contentType ? { 'Content-Type': contentType } : {}), ...extra },
    });

  it.each(['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json'])(
    '%s is parsed as JSON',
    async (type) => {
      expect(await readBody(post('{"a":1}', type), CAP)).toEqual({ ok: true, body: { a: 1 }, format: 'json' });
    },
  );
  it('no Content-Type is tried as JSON', async () => {
    const request = new Request('https://x.test/', { method: 'POST', body: new Blob(['{"a":1}']) });
    expect(await readBody(request, CAP)).toMatchObject({ ok: true, body: { a: 1 } });
  });
  it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/xml'])(
    '%s is missing_fields naming the content type',
    async (type) => {
      const result = await readBody(post('{}', type), CAP);
      expect(result.ok === false && result.error.code).toBe('missing_fields');
      expect(result.ok === false && result.error.message).toContain(type.split(';')[0]);
    },
  );
  it('a form-encoded body is refused on the API and read on the form path', async () => {
    expect((await readBody(post('a=1', 'application/x-www-form-urlencoded'), CAP)).ok).toBe(false);
    expect(
      await readBody(post('a=1&b=x+y', 'application/x-www-form-urlencoded'), { ...CAP, acceptForm: true }),
    ).toMatchObject({ ok: true, body: { a: '1', b: 'x y' } });
  });
  it.each(['', '   ', '{', 'not json', '{"a":}'])('%j is missing_fields', async (body) => {
    const result = await readBody(post(body, 'application/json'), CAP);
    expect(result.ok === false && result.error.code).toBe('missing_fields');
  });
  it(`a body of the cap's size is read; one byte more is input_too_long before parsing`, async () => {
    const fits = `{"a":"${'x'.repeat(CAP.maxBytes - 8)}"}`;
    expect(fits.length).toBe(CAP.maxBytes);
    expect((await readBody(post(fits, 'application/json'), CAP)).ok).toBe(true);
    const over = await readBody(post(`${fits.slice(0, -1)}`.padEnd(CAP.maxBytes + 1, 'x'), 'application/json'), CAP);
    expect(over.ok === false && over.error.code).toBe('input_too_long'); // not parsed: it is not JSON
  });
  it('a declared Content-Length over the cap is refused without reading', async () => {
    const result = await readBody(post('{}', 'application/json', { 'Content-Length': String(CAP.maxBytes + 1) }), CAP);
    expect(result.ok === false && result.error.code).toBe('input_too_long');
  });
});

describe('the body cap is derived from the field limits', () => {
  // Every field at its limit, each character one that JSON escapes widest when sent as ASCII.
  const atLimits = (limits: Record<string, number>, fill: string, extra: Record<string, string> = {}) =>
    Object.fromEntries(
      Object.entries({ ...limits })
        .map(([field, max]) => [field, fill.repeat(max)])
        .concat(Object.entries(extra)),
    );
  const asciiJson = (value: unknown) =>
    JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const post = (body: string) =>
    new Request('https://x.test/api/contact', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    });

  it.each([
    ['contact', CONTACT_LIMITS],
    ['download', DOWNLOAD_LIMITS],
  ] as const)(
    '%s: every field at its limit in emoji, \\u-escaped (12 bytes a character), fits under the cap',
    async (kind, limits) => {
      const body = asciiJson(atLimits(limits, '😀', { gst_number: '27ABCDE1234F1Z5', website: '' }));
      expect(new TextEncoder().encode(body).byteLength).toBeGreaterThan(
        12 * Object.values(limits).reduce((a, b) => a + b, 0),
      );
      expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(MAX_BODY_BYTES[kind]);
      const read = await readBody(post(body), { maxBytes: MAX_BODY_BYTES[kind] });
      expect(read.ok).toBe(true);
    },
  );
  it('a 4,000-character Devanagari message sent as \\u escapes is read and valid', async () => {
    const body = asciiJson({ ...contact, message: 'न'.repeat(4000) });
    expect(body.length).toBeGreaterThan(24_000);
    const read = await readBody(post(body), { maxBytes: MAX_BODY_BYTES.contact });
    expect(read.ok && validate('contact', read.body).ok).toBe(true);
  });
});
