import { describe, expect, it } from 'vitest';
import { validateContact, validateDownload } from '../../src/lib/enquiry/validation.ts';
import { ERROR_STATUS, ErrorResponseSchema, SuccessResponseSchema } from '../../src/lib/schemas/error.ts';
import { CONTACT, DOWNLOAD } from '../helpers/memoryEnquiries.ts';
import { openApiDocument } from '../helpers/openApiDocument.ts';

/**
 * The enquiry and error schemas as /openapi.json publishes them (generated in-process), against the
 * spec's tables and against what the validator does.
 */
const { schemas } = openApiDocument();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON Schema walked by path
type Schema = Record<string, any>;
/** Every `pattern` a property's schema states (directly or in `allOf`), each matching anywhere unless anchored. */
const patternsOf = (property: Schema): RegExp[] =>
  [property.pattern, ...(property.allOf ?? []).map((s: Schema) => s.pattern)]
    .filter((p): p is string => typeof p === 'string')
    .map((p) => new RegExp(p, 'u'));
const publishedAccepts = (property: Schema, value: string) => patternsOf(property).every((re) => re.test(value));

describe('error codes (spec section 7): each with its HTTP status', () => {
  it('the nine codes and their statuses, as the spec lists them', () => {
    expect(ERROR_STATUS).toEqual({
      method_not_allowed: 405,
      missing_fields: 400,
      invalid_subject: 400,
      input_too_long: 400,
      invalid_email: 400,
      invalid_gst_number: 400,
      rate_limited: 429,
      email_delivery_failed: 500,
      not_found: 404,
    });
  });

  it('ErrorResponse: code, message and an optional hint, nothing else; its descriptions as published', () => {
    const error = schemas.ErrorResponse.properties.error;
    expect(error.required).toEqual(['code', 'message']);
    expect(error.properties.code.enum).toHaveLength(9);
    expect(error.properties.code.description).toBe('Stable machine-readable identifier');
    expect(error.properties.message.description).toBe('Human-readable description');
    expect(error.properties.hint.description).toBe('Suggested next step');
    expect(ErrorResponseSchema.safeParse({ error: { code: 'not_found', message: 'm' } }).success).toBe(true);
    expect(ErrorResponseSchema.safeParse({ error: { code: 'teapot', message: 'm' } }).success).toBe(false);
    expect(ErrorResponseSchema.safeParse({ error: { code: 'not_found', message: 'm', extra: 1 } }).success).toBe(false);
  });

  it('SuccessResponse: success true and the reference of 16 lower-case hex digits (docs/enquiries.md)', () => {
    const success = schemas.SuccessResponse;
    expect(success.required).toEqual(['success', 'reference']);
    expect(success.properties.reference.pattern).toBe('^[0-9a-f]{16}$');
    expect(success.properties.reference.description).toBe(
      "The enquiry's reference (16 hexadecimal digits), as in the acknowledgment email: quote it to the sales team. " +
        'A retry of the same enquiry gets the same reference.',
    );
    const accepts = (body: unknown) => SuccessResponseSchema.safeParse(body).success;
    expect(accepts({ success: true, reference: '3f9c2a7d41b0e865' })).toBe(true);
    expect(accepts({ success: false, reference: '3f9c2a7d41b0e865' })).toBe(false);
    expect(accepts({ success: true })).toBe(false);
    expect(accepts({ success: true, reference: '3f9c2a7d41b0e865', extra: 1 })).toBe(false);
    for (const reference of ['3F9C2A7D41B0E865', '3f9c2a7d41b0e86', '3f9c2a7d41b0e8655', 'x3f9c2a7d41b0e865'])
      expect(accepts({ success: true, reference }), reference).toBe(false);
  });
});

describe('the request bodies as published (spec section 2)', () => {
  it('required fields, maximum lengths and the honeypot, for contact and download', () => {
    const contact = schemas.ContactRequest;
    expect(contact.required).toEqual(['first_name', 'email', 'subject', 'message']);
    expect(Object.fromEntries(Object.entries(contact.properties as Schema).map(([f, s]) => [f, s.maxLength]))).toEqual({
      first_name: 100,
      last_name: 100,
      email: 254,
      phone: 20,
      company: 200,
      gst_number: undefined,
      subject: 200, // checked as input_too_long before the value is looked up among the eight
      message: 4000,
      website: undefined,
    });
    const download = schemas.DownloadRequest;
    expect(download.required).toEqual(['name', 'email', 'catalog']);
    expect(Object.fromEntries(Object.entries(download.properties as Schema).map(([f, s]) => [f, s.maxLength]))).toEqual(
      { name: 100, email: 254, phone: 20, company: 200, catalog: 200, website: undefined },
    );
    expect(download.properties.catalog.description).toBe('Name of the requested catalog');
    // Required text is at least one character, and not blank, in the document too.
    for (const field of ['first_name', 'message']) expect(contact.properties[field].minLength, field).toBe(1);
    for (const field of ['name', 'catalog']) expect(download.properties[field].minLength, field).toBe(1);
    for (const schema of [contact, download])
      expect(schema.properties.website.description).toBe(
        'Honeypot. Clients leave it out or empty; a non-empty string is answered 200 and sends nothing',
      );
    expect(contact.properties.subject.description).toBe('One of the eight subjects');
  });

  // docs/enquiries.md, "Validation", step 1: a one-line field (all but message) with a line break or
  // another control character, even at its end, is missing_fields; a required field must not be blank.
  const ONE_LINE_REFUSED = [
    'A\nB',
    'AB\n',
    '\rAB',
    'A\u0000',
    'A\u001f',
    'A\u007f',
    'A\u0080',
    'A\u009f',
    'A\u2028',
    'A\u2029',
  ];
  // Blank before the text too: a required field is not blank if anything in it is not.
  const ONE_LINE_ACCEPTED = [
    'Asha Rao',
    'A\u00a0B',
    'A\u00a0',
    ' A',
    '\u00a0A',
    'A\u2027B',
    'A\u202fB',
    'Ñandú 😀',
    'A~',
  ];

  it.each(ONE_LINE_REFUSED)('one-line fields: %j is refused by the validator and by the published pattern', (value) => {
    expect(validateContact({ ...CONTACT, company: value }).ok).toBe(false);
    expect(publishedAccepts(schemas.ContactRequest.properties.company, value)).toBe(false);
    expect(validateDownload({ ...DOWNLOAD, catalog: value }).ok).toBe(false);
    expect(publishedAccepts(schemas.DownloadRequest.properties.catalog, value)).toBe(false);
  });

  it.each(ONE_LINE_ACCEPTED)('one-line fields: %j is accepted by both', (value) => {
    expect(validateContact({ ...CONTACT, first_name: value }).ok).toBe(true);
    expect(publishedAccepts(schemas.ContactRequest.properties.first_name, value)).toBe(true);
    expect(validateDownload({ ...DOWNLOAD, phone: value }).ok).toBe(true);
    expect(publishedAccepts(schemas.DownloadRequest.properties.phone, value)).toBe(true);
  });

  it.each(['', ' ', '\u00a0\u2003'])('a required field %j (empty or blank) is refused by both', (value) => {
    expect(validateContact({ ...CONTACT, message: value }).ok).toBe(false);
    expect(publishedAccepts(schemas.ContactRequest.properties.message, value)).toBe(false);
    expect(validateDownload({ ...DOWNLOAD, name: value }).ok).toBe(false);
    expect(publishedAccepts(schemas.DownloadRequest.properties.name, value)).toBe(false);
  });

  it('the not-blank rule is published anchored, so tools that merge patterns read it right', () => {
    expect(patternsOf(schemas.ContactRequest.properties.first_name).map(String)).toContain(
      '/^[\\s\\u0000-\\u001f\\u007f-\\u009f]*[^\\s\\u0000-\\u001f\\u007f-\\u009f]/u',
    );
  });

  it.each(['asha@rao-.example.in', 'asha@-rao.example.in'])(
    'an address whose domain label starts or ends with a hyphen (%s) is refused by both (format: email)',
    (email) => {
      expect(validateContact({ ...CONTACT, email }).ok).toBe(false);
      expect(publishedAccepts(schemas.ContactRequest.properties.email, email)).toBe(false);
    },
  );

  it('a one-character domain label is a label like any other: accepted by both', () => {
    expect(validateContact({ ...CONTACT, email: 'asha@x.example.in' }).ok).toBe(true);
    expect(publishedAccepts(schemas.ContactRequest.properties.email, 'asha@x.example.in')).toBe(true);
  });

  it('message may span lines and hold tabs: accepted by both', () => {
    const value = 'Line one\r\n\tLine two';
    expect(validateContact({ ...CONTACT, message: value }).ok).toBe(true);
    expect(publishedAccepts(schemas.ContactRequest.properties.message, value)).toBe(true);
  });
});
