import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { honeypotFilled, isPlainObject, validate } from '../../src/lib/enquiry/validation.ts';
import { ErrorResponseSchema } from '../../src/lib/schemas/error.ts';
import { newClient } from '../helpers/clientAddress.ts';
import { expectToConform, requestViolations, type Violation } from '../helpers/contract.ts';
import { FUZZ_SEED, fuzzRuns } from '../helpers/enquiryFuzz.ts';
import { submitterAddress } from '../helpers/postmark.ts';
import { get, getDirect } from '../helpers/runtime.ts';

describe('the contract test: responses are checked against the served /openapi.json by Stoplight Prism', () => {
  it('get() goes through the validating proxy (Prism reports on every exchange it cannot match)', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('sl-violations')).toContain('Selected route not found');
  });

  it('the in-process validator for direct requests accepts a real response and rejects a tampered one', async () => {
    const real = await getDirect('/api/v1/products/no-such-slug');
    await expectToConform({ method: 'GET', path: '/api/v1/products/no-such-slug' }, real);

    const body = { ...(await real.clone().json()), extra: true };
    const headers = new Headers(real.headers);
    headers.delete('api-version');
    const tampered = new Response(JSON.stringify(body), { status: 404, headers });
    await expect(expectToConform({ method: 'GET', path: '/api/v1/products/no-such-slug' }, tampered)).rejects.toThrow(
      /api-version[\s\S]*|extra/i,
    );
  });
});

/**
 * The enquiry bodies both ways: a body the served document refuses gets 400 with the code
 * of a rule it breaks; a body the document allows is accepted. Prism's validator is the oracle for
 * the document; the service's own validator (in process, many cases) and the service on the runtime
 * (concrete cases, then a sample) are what is checked.
 */
type Kind = 'contact' | 'download';
const PATHS: Record<Kind, string> = { contact: '/api/contact', download: '/api/download-request' };

/** Required fields (spec section 2): one missing, empty or blank is missing_fields, whatever else it breaks. */
const REQUIRED: Record<Kind, string[]> = {
  contact: ['first_name', 'email', 'subject', 'message'],
  download: ['name', 'email', 'catalog'],
};
/** A visible character: neither whitespace nor a control character (the document's not-blank pattern). */
const VISIBLE = /[^\s\u0000-\u001f\u007f-\u009f]/;
/** What no one-line field (every field but `message`) may hold (the document's one-line pattern). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The codes of the rules Prism's findings say a body breaks, as the document's 400 response words
 * them (spec section 7): the service must answer one of them.
 */
function ruleCodes(kind: Kind, body: unknown, violations: readonly Violation[]): Set<string> {
  const codes = new Set<string>();
  for (const v of violations.filter((v) => v.severity === 'Error')) {
    const field = v.location[2] ?? /required property '([^']+)'/.exec(v.message)?.[1];
    const sent = field === undefined ? undefined : (body as Record<string, unknown>)[field];
    if (v.code === 'if')
      continue; // the GST condition: its `then` finding says what broke
    // Checked first, as the document's missing_fields says, whichever rule of the field Prism names.
    else if (REQUIRED[kind].includes(field!) && typeof sent === 'string' && !VISIBLE.test(sent))
      codes.add('missing_fields');
    else if (field !== 'message' && typeof sent === 'string' && CONTROL.test(sent)) codes.add('missing_fields');
    else if (v.code === 'maxLength') codes.add('input_too_long');
    else if (v.code === 'enum') codes.add('invalid_subject');
    else if (v.code === 'format' || (v.code === 'pattern' && field === 'email')) codes.add('invalid_email');
    else if (field === 'gst_number' && ['pattern', 'required', 'minLength'].includes(String(v.code)))
      codes.add('invalid_gst_number');
    else codes.add('missing_fields'); // absent, not a string, a control character in a one-line field
  }
  return codes;
}

const documentRefusal = async (kind: Kind, body: unknown) =>
  (await requestViolations({ method: 'POST', path: PATHS[kind], body })).filter((v) => v.severity === 'Error');

const contactBody = (email = submitterAddress()) => ({
  first_name: 'Asha',
  last_name: 'Rao',
  email,
  phone: '+91 98765 43210',
  company: 'Rao Fabrication',
  gst_number: '27ABCDE1234F1Z5',
  subject: 'Request a Quote',
  message: 'Please quote 200 pairs of safety shoes.',
});
const downloadBody = (email = submitterAddress()) => ({
  name: 'Asha Rao',
  email,
  phone: '9876543210',
  company: 'Rao Fabrication',
  catalog: 'Safety Footwear',
});
const bodyOf = (kind: Kind, change: Record<string, unknown>) => ({
  ...(kind === 'contact' ? contactBody() : downloadBody()),
  ...change,
});

describe('enquiry bodies: what /openapi.json refuses gets the ' + "rule's 400, what it allows is accepted", () => {
  it.each([
    [
      'contact',
      'a message of control characters only ("\\u0007\\u0001")',
      { message: '\u0007\u0001' },
      'missing_fields',
    ],
    ['contact', 'last_name null (the document says string)', { last_name: null }, 'missing_fields'],
    ['contact', 'phone null', { phone: null }, 'missing_fields'],
    ['contact', 'company null', { company: null }, 'missing_fields'],
    ['contact', 'gst_number null', { gst_number: null }, 'missing_fields'],
    ['download', 'phone null', { phone: null }, 'missing_fields'],
    ['download', 'company null', { company: null }, 'missing_fields'],
    ['contact', 'the honeypot website as a number', { website: 5 }, 'missing_fields'],
    ['download', 'the honeypot website null', { website: null }, 'missing_fields'],
    [
      'contact',
      'an email whose domain label ends with a hyphen (not an email format)',
      { email: 'asha@rao-.in' },
      'invalid_email',
    ],
  ] as const)('%s: %s -> the document refuses it, the service answers 400 %s', async (kind, _, change, code) => {
    const body = bodyOf(kind, change);
    expect(await documentRefusal(kind, body)).not.toEqual([]);
    const res = await newClient().post(PATHS[kind], body);
    expect(res.status).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).error.code).toBe(code);
  });

  it.each([
    ['contact', 'a message with a control character beside visible text', { message: '\u0007Need 20 helmets.' }],
    ['contact', 'optional fields left out', { last_name: undefined, phone: undefined, company: undefined }],
    ['contact', 'an empty optional field', { last_name: '' }],
    ['contact', 'a first name after a space (checked as sent, kept trimmed)', { first_name: ' Asha' }],
    ['contact', 'a hyphen inside a domain label', { email: `asha.${Date.now()}@rao-steel.in` }],
    ['download', 'an empty honeypot', { website: '' }],
    ['download', 'a filled honeypot on a valid body (answered 200, nothing sent)', { website: 'https://spam.example' }],
    [
      'contact',
      'a filled honeypot beside a blank required field (rule 2: 200, nothing sent)',
      { website: 'spam', first_name: '  ' },
    ],
  ] as const)('%s: %s -> the document allows it, the service answers 200', async (kind, _, change) => {
    const body = bodyOf(kind, change);
    expect(await documentRefusal(kind, body)).toEqual([]);
    const res = await newClient().post(PATHS[kind], body);
    expect(res.status).toBe(200);
  });
});

// Values near every rule: valid ones, blank and invisible text, control characters, code points the
// cleaning treats specially, lengths at and past the limits, emails and GSTINs at their edges, non-strings.
const TEXT = ['', ' ', '   ', '\u0007\u0001', '\u0007a', 'a\u0007', '\u00a0', '\ufeff', '\u200b', '\u0085', 'x\u2028y']
  .concat(['Asha\n', 'Rao\tK', '\r\n', '\t', ' Asha', 'Asha ', 'ए', '😀'.repeat(100), '😀'.repeat(101), '<b>x</b>'])
  .concat([20, 21, 100, 101, 200, 201, 254, 255, 4000, 4001].map((n) => 'x'.repeat(n)));
const NOT_STRINGS = [null, 42, true, [], {}];
const EMAILS = ['asha.rao@example.in', 'a@b-c.co', "o'neil@example.co", 'a_b+c@x.io', 'a@b-.co', 'a@-b.co'].concat([
  'a@b.c0',
  ' a@b.co ',
  'a.@x.co',
  'a..b@x.co',
  'a@x',
  'a@xn--p1ai.xn--p1ai',
  `${'a'.repeat(243)}@example.in`,
]);
const GSTINS = ['27ABCDE1234F1Z5', '27abcde1234f1z5', ' 27ABCDE1234F1Z5 ', '27ABCDE1234F1Z', '27ABCDE1234F0Z5'];
const SUBJECTS = [
  'Request a Quote',
  'Product Enquiry',
  'Chatbot Enquiry',
  'Technical Support',
  ' Request a Quote ',
  'Nope',
];

const value = (...valid: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...valid) },
    { weight: 3, arbitrary: fc.constantFrom(...TEXT) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(...NOT_STRINGS) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
const withoutUndefined = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
const website = fc.constantFrom<unknown>(undefined, undefined, undefined, '', 'https://spam.example', null, 5);

const enquiryBody = (kind: Kind) =>
  (kind === 'contact'
    ? fc.record({
        first_name: value('Asha', 'Zoë'),
        last_name: value('Rao', "D'Souza"),
        email: value(...EMAILS),
        phone: value('+91 98765 43210'),
        company: value('Rao Fabrication'),
        gst_number: value(...GSTINS),
        subject: value(...SUBJECTS),
        message: value('Please quote 200 pairs.', 'Need gloves\nfor 40 workers.'),
        website,
      })
    : fc.record({
        name: value('Asha Rao'),
        email: value(...EMAILS),
        phone: value('9876543210'),
        company: value('Rao Fabrication'),
        catalog: value('Safety Footwear'),
        website,
      })
  ).map(withoutUndefined);
const bodies = fc.oneof(
  {
    weight: 20,
    arbitrary: fc
      .constantFrom<Kind>('contact', 'download')
      .chain((kind) => enquiryBody(kind).map((body): { kind: Kind; body: unknown } => ({ kind, body }))),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom<Kind>('contact', 'download'),
      body: fc.constantFrom<unknown>([], 'text', 42, {}),
    }),
  },
);

/** The service's verdict and, when refused, whether its code is one the document's findings state. */
async function agreement({ kind, body }: { kind: Kind; body: unknown }, service: { status: number; code?: string }) {
  const refused = await documentRefusal(kind, body);
  const what = `${kind} ${JSON.stringify(body)}: document ${refused.map((v) => v.message).join('; ') || 'allows it'}`;
  if (refused.length === 0) expect(service.status, what).toBe(200);
  else {
    expect(service.status, what).toBe(400);
    expect([...ruleCodes(kind, body, refused)], what).toContain(service.code);
  }
}

describe('enquiry bodies, property-based: the service accepts exactly what /openapi.json allows', () => {
  it(
    'in process: the validator agrees with the document on every ' +
      "generated body, and refuses with a broken rule's code",
    async () => {
      await fc.assert(
        fc.asyncProperty(bodies, async (input) => {
          // As the handler does: a filled honeypot is answered 200 before validation (rule 2).
          if (isPlainObject(input.body) && honeypotFilled(input.body)) return agreement(input, { status: 200 });
          const result = validate(input.kind, input.body);
          await agreement(input, result.ok ? { status: 200 } : { status: 400, code: result.error.code });
        }),
        { seed: FUZZ_SEED, numRuns: fuzzRuns(1000), endOnFailure: true },
      );
    },
  );

  it(
    'on the runtime: each generated body gets 200 when the ' + "document allows it, else 400 with a broken rule's code",
    async () => {
      await fc.assert(
        fc.asyncProperty(bodies, async (input) => {
          const res = await newClient().post(PATHS[input.kind], input.body);
          const code = res.status === 200 ? undefined : ErrorResponseSchema.parse(res.json()).error.code;
          await agreement(input, { status: res.status, code });
        }),
        { seed: FUZZ_SEED, numRuns: fuzzRuns(25, 'runtime'), endOnFailure: true },
      );
    },
  );
});
