import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  CONTACT_SUBJECTS,
  ContactRequestSchema,
  DownloadRequestSchema,
  gstRequiredFor,
} from '../../src/lib/schemas/enquiry.ts';
import { ERROR_STATUS, ErrorResponseSchema, SuccessResponseSchema } from '../../src/lib/schemas/error.ts';
import { MAX_BODY_BYTES } from '../../src/lib/enquiry/body.ts';
import type { EnquiryKind } from '../../src/lib/enquiry/validation.ts';

/**
 * Property-based fuzzing of the enquiry endpoints: what a fuzzed request is,
 * and the invariants every response must keep. Used in-process (many cases, against the
 * real handler, the real Blobs server and the real Postmark client) and through the local runtime
 * (fewer cases: each costs a function invocation and its Blobs round trips).
 */

/** One seed for every run, so a failure is replayed exactly (`FUZZ_SEED` to explore others). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** Cases per property: `FUZZ_RUNS` for the in-process properties, `FUZZ_RUNTIME_RUNS` for those through the runtime. */
export const fuzzRuns = (fallback: number, where: 'in-process' | 'runtime' = 'in-process') =>
  Number((where === 'runtime' ? process.env.FUZZ_RUNTIME_RUNS : process.env.FUZZ_RUNS) ?? fallback);

export interface FuzzRequest {
  method: string;
  /** Undefined: no Content-Type header at all. */
  contentType: string | undefined;
  body: string | Uint8Array;
  /** The JSON value the body encodes, when it is JSON text (the oracle reads it). */
  value?: unknown;
}

// Every Unicode oddity the issue names, plus markup and header-injection payloads.
const ODDITIES = [
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u202e',
  '\u200f',
  '\u200b',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\ud83d',
  '😀',
  '👩🏽‍🔧',
  '🇮🇳',
  '\r\n',
  '\r',
  '\n',
  '\t',
  '\u0085',
  '\u2028',
  '\u2029',
  'é',
  'é',
  'ए',
  'குறைந்த',
  '𝕏',
  '\\',
  '"',
  "'",
  '`',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</td></tr></table><h1>x</h1>',
  '&lt;b&gt;',
  '&#x3C;',
  '\r\nBcc: victim@example.com',
  '\nX-Injected: 1',
  '%0d%0aBcc:x@example.com',
  '=?utf-8?q?=0D=0A?=',
  '{{7*7}}',
  '${7*7}',
];
const oddText = fc
  .array(
    fc.oneof(fc.constantFrom(...ODDITIES), fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 })),
    { maxLength: 6 },
  )
  .map((p) => p.join(''));
/** Around and far past every field limit (20, 100, 200, 254, 4000) and the body caps (~10 and ~59 KiB). */
const longText = fc
  .tuple(
    fc.constantFrom(20, 99, 100, 101, 199, 200, 201, 254, 255, 3999, 4000, 4001, 9000, 20_000),
    fc.constantFrom('a', 'é', '😀', ' ', '\u0000', '<'),
  )
  .map(([n, unit]) => unit.repeat(n));
const deepValue = fc
  .integer({ min: 10, max: 3000 })
  .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown);
const wrongType = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  deepValue,
);

/** A field: usually its valid value, otherwise odd text, a long text, a wrong type, or absent. */
const brokenField = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: fc.tuple(valid, oddText).map(([v, o]) => `${v}${o}`) },
    { weight: 2, arbitrary: oddText },
    { weight: 1, arbitrary: longText },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** A submitter address no other case uses, so the emails of a case are found by it. */
export const submitter = fc.stringMatching(/^[a-z0-9]{12}$/).map((tag) => `fuzz.${tag}@example.in`);
const gstin = fc.constantFrom('27ABCDE1234F1Z5', '29aaacb1234c1zq', '07AAACR5055K1Z0', ' 33ABCDE1234F1ZK ');
const phone = fc.constantFrom('+91 98765 43210', '022-2345-6789', '9876543210');
const company = fc.constantFrom('Bharat Forge Ltd', 'Tata Steel', 'Anand & Sons (Pvt.)', 'शक्ति उद्योग');

const dangerousKeys = fc.dictionary(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'website',
    'extra',
    '',
  ),
  fc.oneof(oddText, wrongType, fc.constant({ isAdmin: true, polluted: 'yes' })),
  { maxKeys: 3 },
);

/** A field that is valid or nearly so: its value, sometimes with odd text (markup, emoji, CR/LF...) appended. */
const plausible = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: fc.tuple(valid, oddText).map(([v, o]) => `${v}${o}`) },
  );

/**
 * A JSON object shaped like the endpoint's body with hostile extra keys. `broken`: each field may be
 * broken; otherwise every field is plausible (so a good share is accepted and emailed).
 */
export function structuredBody(kind: EnquiryKind, broken = true): fc.Arbitrary<Record<string, unknown>> {
  const field = broken ? brokenField : plausible;
  const fields: Record<string, fc.Arbitrary<unknown>> = kind === 'contact'
    ? {
        first_name: field(fc.constantFrom('Asha', 'Ravi', 'Zoë', 'Sri')),
        last_name: fc.option(field(fc.constantFrom('Iyer', "D'Souza", 'Nair')), { nil: undefined }),
        email: field(submitter),
        phone: fc.option(field(phone), { nil: undefined }),
        company: fc.option(field(company), { nil: undefined }),
        gst_number: broken ? fc.option(field(gstin), { nil: undefined }) : gstin,
        subject: field(fc.constantFrom(...CONTACT_SUBJECTS)),
        message: field(
          fc.constantFrom('Please quote 200 pairs of safety shoes.', 'Need EN 388 gloves\nfor 40 workers.'),
        ),
      }
    : {
        name: field(fc.constantFrom('Asha Iyer', 'Ravi Nair')),
        email: field(submitter),
        phone: fc.option(field(phone), { nil: undefined }),
        company: fc.option(field(company), { nil: undefined }),
        catalog: field(fc.constantFrom('Hand protection 2026', 'Footwear', 'Full catalog')),
      };
  // Honeypot: mostly absent, sometimes blank (not filled), sometimes filled.
  const honeypot = broken
    ? fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('', '  ') },
        { weight: 1, arbitrary: oddText },
      )
    : fc.constantFrom(undefined, '');
  return fc.record({ ...fields, website: honeypot, extra: dangerousKeys }).map(({ extra, ...body }) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(body)) if (v !== undefined) out[k] = v;
    // defineProperty: `__proto__` becomes an own key, as JSON.parse makes it on the server.
    for (const [k, v] of Object.entries(extra))
      Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    return out;
  });
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/html',
  '',
  'application/json; charset=utf-16',
];

/**
 * A whole request: mostly a structured JSON body, also random JSON, malformed text, raw bytes, huge bodies, other
 * methods.
 */
export function fuzzRequest(kind: EnquiryKind): fc.Arbitrary<FuzzRequest> {
  const jsonType = fc.constantFrom('application/json', 'application/json; charset=utf-8', undefined);
  const asJson = (value: unknown, contentType: string | undefined): FuzzRequest => ({
    method: 'POST',
    contentType,
    body: JSON.stringify(value) ?? 'null',
    value,
  });
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(structuredBody(kind, false), jsonType).map(([v, t]) => asJson(v, t)) },
    { weight: 10, arbitrary: fc.tuple(structuredBody(kind), jsonType).map(([v, t]) => asJson(v, t)) },
    {
      weight: 2,
      arbitrary: fc.tuple(structuredBody(kind), fc.constantFrom(...CONTENT_TYPES)).map(([v, t]) => asJson(v, t)),
    },
    { weight: 2, arbitrary: fc.tuple(fc.jsonValue({ maxDepth: 4 }), jsonType).map(([v, t]) => asJson(v, t)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.string(),
            fc.string({ unit: 'binary' }),
            structuredBody(kind).map((v) => JSON.stringify(v).slice(0, -1)),
            fc.constantFrom('', ' ', 'null', '{', '{"a":', '[1,]', '{"email":"a@b.in",}', "{'a':1}", 'NaN', '\ufeff{}'),
          ),
          jsonType,
        )
        .map(([body, contentType]) => ({ method: 'POST', contentType, body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 512 }), jsonType)
        .map(([body, contentType]) => ({ method: 'POST', contentType, body })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.integer({ min: 10, max: 50_000 }), fc.boolean()).map(([depth, arrays]) => ({
        method: 'POST',
        contentType: 'application/json',
        body: arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1}'.repeat(depth),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(structuredBody(kind), fc.integer({ min: MAX_BODY_BYTES[kind] - 1024, max: 1024 * 1024 }))
        .map(([v, size]) => asJson({ ...v, padding: 'x'.repeat(size) }, 'application/json')),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE'), structuredBody(kind))
        .map(([method, v]) => ({ ...asJson(v, 'application/json'), method })),
    },
  );
}

// The oracle: the published schema and the documented cleaning rules (docs/enquiries.md),
// written from the docs rather than by calling the service's own validator.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const cleanMessage = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, '')
    .trim();

export type Expectation = 'accepted' | 'honeypot' | 'rejected';

/** What the service must do with `request` (rate limits aside). */
export function expected(kind: EnquiryKind, request: FuzzRequest): Expectation {
  const type = request.contentType ?? '';
  const jsonType = type === '' || /^application\/(json|[a-z0-9.+-]+\+json)\s*(;|$)/i.test(type);
  if (request.method !== 'POST' || !jsonType || typeof request.body !== 'string' || request.value === undefined)
    return 'rejected';
  if (new TextEncoder().encode(request.body).byteLength > MAX_BODY_BYTES[kind]) return 'rejected';
  const body = request.value;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'rejected';
  const record = body as Record<string, unknown>;
  // A filled honeypot (a non-empty string) is answered before validation (spec rule 2); a non-string
  // honeypot is an invalid field like any other.
  const honeypot = record.website;
  if (typeof honeypot === 'string' && honeypot !== '') return 'honeypot';
  if (honeypot !== undefined && typeof honeypot !== 'string') return 'rejected';
  // Values are checked as sent (lengths, email, subject, GSTIN), as the published schema reads them;
  // null is not a string; blank values are absent, but a blank gst_number is sent and so checked;
  // one-line fields hold no control character, not even at their ends.
  const schema = kind === 'contact' ? ContactRequestSchema : DownloadRequestSchema;
  const cleaned: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(record)) {
    if (!Object.hasOwn(schema.shape, key) || key === 'website') continue; // unknown fields are ignored
    if (typeof raw !== 'string') {
      cleaned[key] = raw;
      continue;
    }
    if (key !== 'message' && CONTROL.test(raw)) return 'rejected';
    const text = key === 'message' ? cleanMessage(raw) : raw.trim();
    if (text !== '' || key === 'gst_number') cleaned[key] = raw;
  }
  if (!schema.safeParse(cleaned).success) return 'rejected';
  if (kind === 'contact' && gstRequiredFor(String(cleaned.subject)) && cleaned.gst_number === undefined)
    return 'rejected';
  return 'accepted';
}

/** The response invariants: a documented status, JSON, the error shape with code, message and hint. */
export function expectWellFormed(
  status: number,
  contentType: string | null,
  text: string,
  what: string,
): { code?: string; success?: boolean } {
  expect([200, 400, 405, 429, 500], `${what}: status ${status}`).toContain(status);
  expect(contentType, `${what}: JSON`).toMatch(/^application\/json/);
  const json = JSON.parse(text) as unknown;
  if (status === 200) {
    expect(SuccessResponseSchema.safeParse(json).success, `${what}: ${text}`).toBe(true);
    return { success: true };
  }
  const parsed = ErrorResponseSchema.safeParse(json);
  expect(parsed.success, `${what}: error shape: ${text.slice(0, 300)}`).toBe(true);
  const { code, message, hint } = parsed.data!.error;
  expect(message.length, `${what}: message`).toBeGreaterThan(0);
  expect(hint?.length ?? 0, `${what}: hint`).toBeGreaterThan(0);
  expect(ERROR_STATUS[code], `${what}: ${code} travels with its status`).toBe(status);
  if (status >= 500) expect(code, `${what}: the only 5xx`).toBe('email_delivery_failed');
  expect(text, `${what}: no stack trace`).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  return { code };
}

/** Files under a Blobs store directory: how many enquiries are kept. */
export function countFiles(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

export const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.contentType ?? '(no Content-Type)'} ` +
  `${typeof r.body === 'string' ? JSON.stringify(r.body.slice(0, 200)) : `<${r.body.byteLength} bytes>`}`;

/** What reached the Postmark-compatible server: the JSON body of one `POST /email`. */
export type PostmarkBody = Record<string, unknown> & {
  From: string;
  To: string;
  ReplyTo?: string;
  Subject: string;
  HtmlBody: string;
  TextBody: string;
};

const POSTMARK_KEYS = new Set([
  'From',
  'To',
  'ReplyTo',
  'Subject',
  'TextBody',
  'HtmlBody',
  'Tag',
  'MessageStream',
  'TrackOpens',
]);
/** The elements and attributes the email templates use (src/lib/enquiry/emails.ts); a field can add none. */
const TEMPLATE_TAGS = new Set([
  '!doctype',
  'html',
  'head',
  'meta',
  'title',
  'body',
  'h1',
  'h2',
  'table',
  'tr',
  'th',
  'td',
  'p',
  'br',
  'strong',
  'ul',
  'li',
  'span',
]);
const TEMPLATE_ATTRIBUTES = new Set(['lang', 'charset', 'style']);

/** No header or HTML injection from any field: checked on each message as the Postmark server got it. */
export function expectNoInjection(message: PostmarkBody, what: string) {
  for (const key of Object.keys(message))
    expect(POSTMARK_KEYS.has(key), `${what}: unexpected Postmark field ${key} (Cc, Bcc, Headers...)`).toBe(true);
  for (const key of ['From', 'To', 'ReplyTo', 'Subject'] as const) {
    const value = message[key];
    if (value !== undefined)
      expect(CONTROL.test(value), `${what}: ${key} holds a control character: ${JSON.stringify(value)}`).toBe(false);
  }
  for (const key of ['From', 'To', 'ReplyTo'] as const) {
    if (message[key] !== undefined)
      expect(message[key], `${what}: ${key} is one address`).toMatch(/^[^\s,;<>"]+@[^\s,;<>"]+$/);
  }
  for (const [, name = '', attrs = ''] of message.HtmlBody.matchAll(/<\/?([a-z0-9!]+)([^>]*)>/gi)) {
    expect(TEMPLATE_TAGS.has(name.toLowerCase()), `${what}: element <${name}> in the HTML body`).toBe(true);
    for (const [, attr = ''] of attrs.matchAll(/\s([a-z-]+)=/gi))
      expect(TEMPLATE_ATTRIBUTES.has(attr.toLowerCase()), `${what}: attribute ${attr} in <${name}>`).toBe(true);
  }
  // Every `<` left is the start of a template tag: text from a field is escaped.
  expect(message.HtmlBody.replace(/<\/?[a-z0-9!]+[^>]*>/gi, ''), `${what}: a raw < outside a tag`).not.toContain('<');
}
