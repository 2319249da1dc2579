import { describe, expect, it } from 'vitest';
import { readBody } from '../../src/lib/enquiry/body.ts';
import { enquiryRateLimitedError } from '../../src/lib/enquiry/handle.ts';
import { validateContact, validateDownload } from '../../src/lib/enquiry/validation.ts';
import { CONTACT, DOWNLOAD } from '../helpers/memoryEnquiries.ts';

/**
 * What the enquiry errors say (docs/enquiries.md, "Validation"): people read the message and the hint,
 * so each names the field at fault and says what to do. The sentences are the contract's, pinned here.
 */
const errorOf = (result: ReturnType<typeof validateContact> | ReturnType<typeof validateDownload>) =>
  result.ok ? undefined : { ...result.error, field: result.field };

describe('validation errors name the field and say what to do', () => {
  it('a body that is not an object: the hint lists the required fields of that endpoint', () => {
    expect(errorOf(validateContact('text'))).toEqual({
      code: 'missing_fields',
      message: 'The request body must be a JSON object.',
      hint: 'Send a JSON object with the fields first_name, email, subject, message.',
      field: undefined,
    });
    expect(errorOf(validateDownload(null))!.hint).toBe('Send a JSON object with the fields name, email, catalog.');
  });

  it('fields of the wrong type are named, all of them, before anything missing; null and the honeypot included', () => {
    expect(errorOf(validateContact({ ...CONTACT, email: 42, company: ['x'], first_name: undefined }))).toEqual({
      code: 'missing_fields',
      message: 'These fields must be strings: email, company.',
      hint:
        'Send every field as a JSON string, and leave out an optional field you have no value for ' +
        '(null is not a string).',
      field: 'email',
    });
    expect(errorOf(validateContact({ ...CONTACT, last_name: null, website: 7 }))).toMatchObject({
      message: 'These fields must be strings: last_name, website.',
      field: 'last_name',
    });
    expect(errorOf(validateDownload({ ...DOWNLOAD, phone: null }))!.message).toBe(
      'These fields must be strings: phone.',
    );
    expect(validateContact({ ...CONTACT, website: '' }).ok).toBe(true); // an empty honeypot is a string
  });

  it('one missing field is named in the singular; blank counts as missing and the hint says so', () => {
    expect(errorOf(validateDownload({ ...DOWNLOAD, catalog: '  ' }))).toEqual({
      code: 'missing_fields',
      message: 'Missing required field: catalog.',
      hint: 'Fill in catalog; blank or whitespace-only values count as missing.',
      field: 'catalog',
    });
    expect(errorOf(validateContact({ ...CONTACT, first_name: '', message: '' }))).toMatchObject({
      message: 'Missing required fields: first_name, message.',
      hint: 'Fill in first_name, message; blank or whitespace-only values count as missing.',
      field: 'first_name',
    });
  });

  it('a line break in a one-line field: named, with what to remove; missing fields are reported first', () => {
    expect(errorOf(validateContact({ ...CONTACT, company: 'Rao\nFabrication', last_name: 'R\tao' }))).toEqual({
      code: 'missing_fields',
      message: 'These fields must be a single line without control characters: last_name, company.',
      hint: 'Remove line breaks and control characters from them.',
      field: 'last_name',
    });
    expect(errorOf(validateContact({ ...CONTACT, company: 'a\nb', email: '' }))!.message).toBe(
      'Missing required field: email.',
    );
  });

  it('too long: the field, its length and its maximum, in characters', () => {
    expect(errorOf(validateContact({ ...CONTACT, message: 'x'.repeat(4001) }))).toEqual({
      code: 'input_too_long',
      message: 'message is 4001 characters long; the maximum is 4000.',
      hint: 'Shorten message to at most 4000 characters.',
      field: 'message',
    });
    expect(errorOf(validateDownload({ ...DOWNLOAD, company: 'é'.repeat(201) }))!.message).toBe(
      'company is 201 characters long; the maximum is 200.',
    );
  });

  it('an invalid email address is quoted as sent, with the expected form', () => {
    expect(errorOf(validateContact({ ...CONTACT, email: 'asha at example' }))).toEqual({
      code: 'invalid_email',
      message: 'email "asha at example" is not a valid email address.',
      hint: 'Give an address of the form name@example.com, without spaces.',
      field: 'email',
    });
  });

  it('an unknown subject is quoted, and the hint lists the eight allowed', () => {
    expect(errorOf(validateContact({ ...CONTACT, subject: 'Quote' }))).toEqual({
      code: 'invalid_subject',
      message: 'subject "Quote" is not one of the allowed subjects.',
      hint:
        'Use one of: Request a Quote, Product Information, Technical Support, Partnership Inquiry, Other Inquiry, ' +
        'Free Sample Request, Product Enquiry, Chatbot Enquiry.',
      field: 'subject',
    });
  });

  it('a blank GSTIN where one is needed says it is required (not that it is malformed)', () => {
    expect(errorOf(validateContact({ ...CONTACT, gst_number: '   ' }))!.message).toBe(
      'gst_number is required for the subject "Request a Quote".',
    );
  });

  it('429: the limit in words, per hour or per so many minutes, and when to retry', () => {
    expect(enquiryRateLimitedError({ name: 'contact', limit: 5, windowSeconds: 3600 }, 42)).toEqual({
      code: 'rate_limited',
      message: 'Too many requests: the limit is 5 per hour per client.',
      hint: 'Retry after 42 seconds.',
    });
    expect(enquiryRateLimitedError({ name: 'x', limit: 3, windowSeconds: 300 }, 1).message).toBe(
      'Too many requests: the limit is 3 per 5 minutes per client.',
    );
  });

  it('a long invalid GSTIN is quoted by its first 20 characters only', () => {
    expect(errorOf(validateContact({ ...CONTACT, gst_number: 'A'.repeat(30) }))!.message).toBe(
      `gst_number "${'A'.repeat(20)}" is not a valid 15-character GSTIN.`,
    );
  });

  it(
    'message keeps line breaks and tabs and silently loses ' + 'every other control character (C0, DEL, C1, U+2028/9)',
    () => {
      const result = validateContact({
        ...CONTACT,
        message: 'a\u000bb\u000cc\u007fd\u0080e\u0085f\u009fg\u2028h\u2029i\tj\nk',
      });
      expect(result.ok && result.value.message).toBe('abcdefghi\tj\nk');
    },
  );

  it('the honeypot is never part of an accepted body', () => {
    const result = validateContact({ ...CONTACT, website: 'https://spam.example' });
    expect(result.ok && 'website' in result.value).toBe(false);
  });

  it('an accepted body keeps only the fields given (optional ones absent stay absent)', () => {
    const result = validateDownload({ name: 'Asha', email: 'a@example.in', catalog: 'Gloves' });
    expect(result).toEqual({ ok: true, value: { name: 'Asha', email: 'a@example.in', catalog: 'Gloves' } });
  });
});

describe('reading the body: what each refusal says', () => {
  const CAP = { maxBytes: 64 };
  const request = (body: BodyInit | null, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    new Request('https://x.test/api/contact', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('an empty body, and a body that is not JSON, each have their own sentence', async () => {
    expect(await readBody(request(null), CAP)).toEqual({
      ok: false,
      error: {
        code: 'missing_fields',
        message: 'The request body is empty.',
        hint: 'Send the fields as a JSON object.',
      },
    });
    expect(await readBody(request('{"email": }'), CAP)).toEqual({
      ok: false,
      error: {
        code: 'missing_fields',
        message: 'The request body is not valid JSON.',
        hint: 'Send the fields as a JSON object, e.g. {"email": "..."}.',
      },
    });
  });

  it('a body of whitespace only is empty too; a form body is read as a form where forms are accepted', async () => {
    expect(await readBody(request(' \n\t '), CAP)).toMatchObject({ error: { message: 'The request body is empty.' } });
    const form = request('a=1&b=x+y', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(await readBody(form, { ...CAP, acceptForm: true })).toEqual({
      ok: true,
      body: { a: '1', b: 'x y' },
      format: 'form',
    });
  });

  it('a wrong Content-Type is named (its first 100 characters), with the one to use', async () => {
    const type = `text/${'x'.repeat(150)}`;
    const result = await readBody(request('{}', { 'Content-Type': `${type}; charset=utf-8` }), CAP);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'missing_fields',
        message: `The body must be JSON; Content-Type "${type.slice(0, 100)}" is not accepted.`,
        hint: 'Send the fields as a JSON object with Content-Type: application/json.',
      },
    });
  });

  it.each([
    ['APPLICATION/JSON', true],
    ['application/json ; charset=utf-8', true],
    ['application/vnd.api+json-seq', false],
    ['1x/vnd+json', false],
    ['application/vnd.api+json', true],
    ['application/problem+json; charset=utf-8', true],
    ['text/json', false],
    ['application/json-seq', false],
    ['application/jsonx', false],
    ['x/application/json', false],
    ['application/+json', false],
  ])('Content-Type %s read as JSON: %s', async (type, read) => {
    expect((await readBody(request('{"a":1}', { 'Content-Type': type }), CAP)).ok).toBe(read);
  });

  it('a body streamed in chunks is put together in order, and refused once it passes the cap', async () => {
    const stream = (parts: string[]) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
          controller.close();
        },
      });
    expect(await readBody(request(stream(['{"a":', '"xy', 'z"}'])), CAP)).toEqual({
      ok: true,
      body: { a: 'xyz' },
      format: 'json',
    });
    const over = await readBody(request(stream(['{"a":"', 'x'.repeat(40), 'x'.repeat(40), '"}'])), CAP);
    expect(over).toEqual({
      ok: false,
      error: {
        code: 'input_too_long',
        message: 'The request body is larger than 64 bytes.',
        hint: 'Keep every field within its documented maximum length.',
      },
    });
  });

  it('bytes that are not UTF-8 are read as U+FFFD, not refused', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{"a":"'), 0xff, ...new TextEncoder().encode('"}')]);
    expect(await readBody(request(bytes), CAP)).toMatchObject({ ok: true, body: { a: '\ufffd' } });
  });
});
