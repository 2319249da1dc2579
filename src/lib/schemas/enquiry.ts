// zod's "mini" build: the same schemas (and JSON Schema) as the classic API, without its
// chainable methods, so the enquiry functions, which import these and error.ts only, load a
// fraction of zod in every cold instance (bundle sizes: docs/benchmarks.md).
import * as z from 'zod/mini';

/**
 * The two enquiry request bodies (spec section 2), once. The functions validate with them, the
 * forms read their limits and subjects from them, and `/openapi.json` is generated from them.
 * Which error code a failure gets, and in which order checks run, is decided in
 * `src/lib/enquiry/validation.ts`; these schemas only state the shapes and limits.
 */

/** Subjects that need a GST number (spec section 4, enquiry rule 7). */
export const GST_REQUIRED_SUBJECTS = [
  'Request a Quote',
  'Product Information',
  'Technical Support',
  'Partnership Inquiry',
  'Other Inquiry',
  'Free Sample Request',
] as const;

/** The eight subjects a contact enquiry may carry, in the order the form offers them. */
export const CONTACT_SUBJECTS = [...GST_REQUIRED_SUBJECTS, 'Product Enquiry', 'Chatbot Enquiry'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const gstRequiredFor = (subject: string): boolean =>
  (GST_REQUIRED_SUBJECTS as readonly string[]).includes(subject);

/**
 * The subjects the website's contact form offers people: all but "Chatbot Enquiry", which the
 * site's chatbot sends, not a person. The API accepts all eight.
 */
export const PERSON_SUBJECTS = CONTACT_SUBJECTS.filter((subject) => subject !== 'Chatbot Enquiry');

/** A 15-character Indian GSTIN: state code, PAN, entity number, `Z`, check character. */
export const GST_NUMBER_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Length of a GSTIN (the pattern's 15 characters). */
export const GST_NUMBER_LENGTH = 15;

/** Maximum lengths in characters (spec section 8; `phone` and `company` as on the download form). */
export const CONTACT_LIMITS = {
  first_name: 100,
  last_name: 100,
  email: 254,
  phone: 20,
  company: 200,
  subject: 200,
  message: 4000,
} as const;
export const DOWNLOAD_LIMITS = { name: 100, email: 254, phone: 20, company: 200, catalog: 200 } as const;

const HONEYPOT_DESCRIPTION =
  'Honeypot. Clients leave it out or empty; a non-empty string is answered 200 and sends nothing';

// No trimming here: the API validates each value as sent, as the published JSON Schema reads it;
// cleaning (trimming, line breaks) is the validator's, after the checks (docs/enquiries.md).
const text = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(...checks);

/** C0 controls and DEL, C1 controls, Unicode line and paragraph separators: never in a one-line field. */
export const ONE_LINE_PATTERN = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
/**
 * A required field holds at least one character that is neither whitespace nor a control character:
 * what is left once the field is cleaned (trimmed; `message` loses its control characters), so a
 * value this pattern allows is never refused as blank. Anchored, though a search would do: tools that
 * merge a field's patterns into one (`(?=p1)(?=p2)`, as Prism does) then still read it right.
 */
export const NOT_BLANK_PATTERN = /^[\s\u0000-\u001f\u007f-\u009f]*[^\s\u0000-\u001f\u007f-\u009f]/;
/**
 * zod's email pattern with domain labels that neither start nor end with a hyphen, as the published
 * `format: email` requires (RFC 1035 labels): every address the pattern allows satisfies the format too.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const email = (max: number) => z.email({ pattern: EMAIL_PATTERN }).check(z.maxLength(max));
const oneLine = (max: number) => text(z.regex(ONE_LINE_PATTERN), z.maxLength(max));
const requiredOneLine = (max: number) =>
  text(z.minLength(1), z.regex(NOT_BLANK_PATTERN), z.regex(ONE_LINE_PATTERN), z.maxLength(max));

export const ContactRequestSchema = z
  .object({
    first_name: requiredOneLine(CONTACT_LIMITS.first_name),
    last_name: z.optional(oneLine(CONTACT_LIMITS.last_name)),
    email: email(CONTACT_LIMITS.email),
    phone: z.optional(oneLine(CONTACT_LIMITS.phone)),
    company: z.optional(oneLine(CONTACT_LIMITS.company)),
    gst_number: z.optional(text(z.regex(GST_NUMBER_PATTERN))).register(z.globalRegistry, {
      description:
        `15-character Indian GST number, checked against the pattern only: the check character ` +
        `(the 15th) is not verified, so any string matching the pattern is accepted. Required when ` +
        `subject is one of: ${GST_REQUIRED_SUBJECTS.join(', ')}`,
    }),
    // maxLength as metadata: zod states no length for an enum, and the validator checks it before the
    // value (a 201-character subject is input_too_long), so the document says so too.
    subject: z.enum(CONTACT_SUBJECTS).register(z.globalRegistry, {
      description: 'One of the eight subjects',
      maxLength: CONTACT_LIMITS.subject,
    }),
    message: text(z.minLength(1), z.regex(NOT_BLANK_PATTERN), z.maxLength(CONTACT_LIMITS.message)),
    website: z.optional(z.string()).register(z.globalRegistry, { description: HONEYPOT_DESCRIPTION }),
  })
  .register(
    z.globalRegistry,
    // Stryker disable next-line ObjectLiteral,StringLiteral: a label only, /openapi.json names its components itself
    { id: 'ContactRequest' },
  );
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const DownloadRequestSchema = z
  .object({
    name: requiredOneLine(DOWNLOAD_LIMITS.name),
    email: email(DOWNLOAD_LIMITS.email),
    phone: z.optional(oneLine(DOWNLOAD_LIMITS.phone)),
    company: z.optional(oneLine(DOWNLOAD_LIMITS.company)),
    catalog: requiredOneLine(DOWNLOAD_LIMITS.catalog).register(z.globalRegistry, {
      description: 'Name of the requested catalog',
    }),
    website: z.optional(z.string()).register(z.globalRegistry, { description: HONEYPOT_DESCRIPTION }),
  })
  .register(
    z.globalRegistry,
    // Stryker disable next-line ObjectLiteral,StringLiteral: a label only, /openapi.json names its components itself
    { id: 'DownloadRequest' },
  );
export type DownloadRequest = z.infer<typeof DownloadRequestSchema>;

/**
 * Any object whose honeypot `website` holds a non-empty string (whitespace too): answered 200 and
 * dropped before validation (spec section 4, enquiry rule 2), so /openapi.json lists it as the
 * request body's second form.
 */
export const HoneypotFilledRequestSchema = z.looseObject({ website: z.string().check(z.minLength(1)) }).register(
  z.globalRegistry,
  // Stryker disable next-line ObjectLiteral,StringLiteral: a label only, /openapi.json names its components itself
  { id: 'HoneypotFilledRequest' },
);
