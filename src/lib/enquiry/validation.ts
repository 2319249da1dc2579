import { safeParse, type ZodMiniObject } from 'zod/mini';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  ContactRequestSchema,
  HoneypotFilledRequestSchema,
  DOWNLOAD_LIMITS,
  DownloadRequestSchema,
  GST_NUMBER_PATTERN,
  ONE_LINE_PATTERN,
  gstRequiredFor,
  type ContactRequest,
  type DownloadRequest,
} from '../schemas/enquiry.ts';
import type { ApiError } from '../schemas/error.ts';

/**
 * Which of the five 400 codes a body gets, and in which order checks run (decided here; the spec
 * leaves it open; docs/enquiries.md). The first failing step wins:
 *   1. not a JSON object, a field that is not a string (`null` included, `website` too), a required
 *      field absent or without a visible character, or a one-line field with control characters
 *                                                     -> missing_fields (naming every such field)
 *   2. a field over its maximum length                -> input_too_long
 *   3. `email` not a local@domain.tld address          -> invalid_email
 *   4. `subject` not one of the eight values           -> invalid_subject  (contact)
 *   5. `gst_number` absent where the subject needs it,
 *      or not a GSTIN                                  -> invalid_gst_number (contact)
 * Values are checked as sent, as /openapi.json reads them: lengths count the characters sent, and
 * `email`, `subject` and `gst_number` are not trimmed or upper-cased (the forms tidy what a person
 * typed first: formInput.ts). Accepted text is then trimmed; `message` keeps newlines and tabs and
 * loses other control characters. Unknown fields are ignored. Shapes and limits come from the schemas.
 */
export type EnquiryKind = 'contact' | 'download';

/** `field`: the first field at fault, for forms to point at (not part of the API response). */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; error: ApiError; field?: string };

interface KindRules {
  schema: ZodMiniObject;
  limits: Record<string, number>;
  /** Fields that may span lines. */
  multiLine: readonly string[];
}

const RULES: Record<EnquiryKind, KindRules> = {
  contact: { schema: ContactRequestSchema, limits: CONTACT_LIMITS, multiLine: ['message'] },
  download: { schema: DownloadRequestSchema, limits: DOWNLOAD_LIMITS, multiLine: [] },
};

/** The honeypot field: a person never fills it in; anything in it marks a bot. */
export const HONEYPOT_FIELD = 'website';

const CONTROL_EXCEPT_NEWLINE_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** `message` text: line breaks normalised to `\n`, other control characters removed. */
export function cleanMultiLine(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_NEWLINE_TAB, '').trim();
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * True when the honeypot holds a non-empty string (whitespace too). Any other value is not a string,
 * as the document says the field is: validation refuses it like any other field of the wrong type.
 */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  return safeParse(HoneypotFilledRequestSchema, body).success;
}

const list = (fields: string[]) => fields.join(', ');

export function validateContact(body: unknown): ValidationResult<ContactRequest> {
  return validate('contact', body) as ValidationResult<ContactRequest>;
}

export function validateDownload(body: unknown): ValidationResult<DownloadRequest> {
  return validate('download', body) as ValidationResult<DownloadRequest>;
}

export function validate(kind: EnquiryKind, body: unknown): ValidationResult<ContactRequest | DownloadRequest> {
  const { schema, limits, multiLine } = RULES[kind];
  const fields = Object.keys(schema.shape).filter((f) => f !== HONEYPOT_FIELD);
  const required = fields.filter((f) => !safeParse(schema.shape[f]!, undefined).success);

  if (!isPlainObject(body)) {
    return fail(
      'missing_fields',
      'The request body must be a JSON object.',
      `Send a JSON object with the fields ${list(required)}.`,
    );
  }

  // Step 1: presence, type, one-line text.
  const cleaned: Record<string, string> = {};
  const missing: string[] = [];
  const wrongType: string[] = [];
  const multiLineIn: string[] = [];
  // `null` is not absent: the document types every field as a string, and `null` is not one.
  for (const field of fields) {
    const raw = body[field];
    if (raw === undefined) {
      if (required.includes(field)) missing.push(field);
      continue;
    }
    if (typeof raw !== 'string') {
      wrongType.push(field);
      continue;
    }
    let text: string;
    if (multiLine.includes(field)) {
      text = cleanMultiLine(raw);
    } else {
      // As sent, as the published pattern reads it: a trailing line break is a control character too.
      if (!ONE_LINE_PATTERN.test(raw)) {
        multiLineIn.push(field);
        continue;
      }
      text = raw.trim();
    }
    if (text === '') {
      if (required.includes(field)) missing.push(field);
      continue;
    }
    cleaned[field] = text;
  }
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && typeof honeypot !== 'string') wrongType.push(HONEYPOT_FIELD);
  if (wrongType.length > 0) {
    return fail(
      'missing_fields',
      `These fields must be strings: ${list(wrongType)}.`,
      'Send every field as a JSON string, and leave out an optional ' +
        'field you have no value for (null is not a string).',
      wrongType[0],
    );
  }
  if (missing.length > 0) {
    return fail(
      'missing_fields',
      `Missing required ${missing.length === 1 ? 'field' : 'fields'}: ${list(missing)}.`,
      `Fill in ${list(missing)}; blank or whitespace-only values count as missing.`,
      missing[0],
    );
  }
  if (multiLineIn.length > 0) {
    return fail(
      'missing_fields',
      `These fields must be a single line without control characters: ${list(multiLineIn)}.`,
      'Remove line breaks and control characters from them.',
      multiLineIn[0],
    );
  }

  // Step 2: lengths of the values as sent, in characters (Unicode code points), as JSON Schema's
  // maxLength and zod 4 count them: an emoji is one character, not two UTF-16 units.
  for (const field of fields) {
    const max = limits[field];
    const raw = body[field];
    const length = typeof raw === 'string' ? [...raw].length : 0;
    if (max !== undefined && length > max) {
      return fail(
        'input_too_long',
        `${field} is ${length} characters long; the maximum is ${max}.`,
        `Shorten ${field} to at most ${max} characters.`,
        field,
      );
    }
  }

  // Steps 3 to 5 take the values as sent: " a@b.co " is not an address the published pattern allows.
  const asSent = body as Record<string, string | undefined>;
  // Step 3: email.
  if (!safeParse(schema.shape.email!, asSent.email).success) {
    return fail(
      'invalid_email',
      `email "${asSent.email}" is not a valid email address.`,
      'Give an address of the form name@example.com, without spaces.',
      'email',
    );
  }

  if (kind === 'contact') {
    // Step 4: subject.
    const subject = asSent.subject!;
    if (!(CONTACT_SUBJECTS as readonly string[]).includes(subject)) {
      return fail(
        'invalid_subject',
        `subject "${subject}" is not one of the allowed subjects.`,
        `Use one of: ${CONTACT_SUBJECTS.join(', ')}.`,
        'subject',
      );
    }
    // Step 5: GST number.
    // Sent at all (even blank), it must match the pattern; blank where one is needed says so.
    const gst = asSent.gst_number ?? undefined;
    if ((gst === undefined || gst.trim() === '') && gstRequiredFor(subject)) {
      return fail(
        'invalid_gst_number',
        `gst_number is required for the subject "${subject}".`,
        'Give your 15-character GSTIN, for example 27ABCDE1234F1Z5.',
        'gst_number',
      );
    }
    if (gst !== undefined && !GST_NUMBER_PATTERN.test(gst)) {
      return fail(
        'invalid_gst_number',
        `gst_number "${gst.slice(0, 20)}" is not a valid 15-character GSTIN.`,
        'A GSTIN is 2 digits, 5 letters, 4 digits, a letter, a character ' +
          '1-9 or A-Z, Z, and a digit or letter, e.g. 27ABCDE1234F1Z5.',
        'gst_number',
      );
    }
  }

  // The schema has the last word: anything it refuses is a 400, never a 500.
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
    return fail('missing_fields', `${field} is invalid.`, `Check ${field} against the API description.`, field);
  }
  return { ok: true, value: parsed.data as ContactRequest | DownloadRequest };
}

function fail(
  code: ApiError['code'],
  message: string,
  hint: string,
  field?: string,
): { ok: false; error: ApiError; field?: string } {
  return { ok: false, error: { code, message, hint }, ...(field ? { field } : {}) };
}
