import { safeParse, type ZodMiniObject } from 'zod/mini';
import {
  ContactRequestSchema,
  DownloadRequestSchema,
  GST_NUMBER_PATTERN,
  NOT_BLANK_PATTERN,
  ONE_LINE_PATTERN,
  PERSON_SUBJECTS,
  gstRequiredFor,
} from '../schemas/enquiry.ts';
import { FIELD_LABELS } from './fieldLabels.ts';
import { normalizeFormInput } from './formInput.ts';
import { GSTIN_EXAMPLE, gstinChecksumValid } from './gstin.ts';
import { isPlainObject } from './validation.ts';

/**
 * The enquiry rules in plain words, for people filling in the website's forms: every problem of
 * a form at once, field by field in the order the form shows them. The rules are the request
 * schemas' (each field is checked with its own zod schema) plus the GST condition; a GSTIN check
 * character that does not match is a warning (gstinToConfirm), never a refusal. The JSON API keeps
 * its own messages and codes for programs (validation.ts). Used by the forms' script and by the
 * pages answering a form sent without JavaScript.
 */
export type EnquiryForm = 'contact' | 'download';

export interface FieldProblem {
  /** The field's `name` in the form (the request body's property). */
  field: string;
  message: string;
}

/** The fields of each form in the order the form shows them (the honeypot is not one of them). */
export const FORM_FIELDS: Record<EnquiryForm, readonly string[]> = {
  contact: ['subject', 'first_name', 'last_name', 'email', 'phone', 'company', 'gst_number', 'message'],
  download: ['name', 'email', 'phone', 'company', 'catalog'],
};

const SCHEMAS: Record<EnquiryForm, ZodMiniObject> = { contact: ContactRequestSchema, download: DownloadRequestSchema };

/** Subjects a person without a GST number can choose. */
export const SUBJECTS_WITHOUT_GST = PERSON_SUBJECTS.filter((subject) => !gstRequiredFor(subject));

const quoted = (subjects: readonly string[]) => subjects.map((s) => `"${s}"`).join(' or ');

/** What the form says under the GST field: when it is needed, what to choose without one. */
export const GST_HELP =
  `Needed for every subject except ${quoted(SUBJECTS_WITHOUT_GST)}: no GST number? Choose that subject. ` +
  `It has 15 characters, for example ${GSTIN_EXAMPLE}; spaces are fine.`;

const EMAIL_EXAMPLE = 'Enter your email address, for example name@company.in';

/** What to do about a required field left empty, where "Enter your <label>." would not say it. */
const MISSING: Record<string, string> = {
  subject: 'Choose a subject.',
  email: EMAIL_EXAMPLE,
  message: 'Write your message: what you need and, for a quote, how many of each product.',
  catalog: 'Choose the catalog you want.',
};

const INVALID_EMAIL = 'Enter your complete email address, without spaces, for example name@company.in';
const INVALID_SUBJECT = 'Choose a subject from the list.';
const GST_FORMAT =
  `A GST number has 15 characters: 2 digits for the state, the 10 characters of the PAN, then 3 more, ` +
  `for example ${GSTIN_EXAMPLE}. Check what you typed.`;
/** A warning, not a refusal: the page shows it once and a second Send sends the GSTIN as typed. */
export const GST_CHECK_WARNING =
  'This GST number may have a typing mistake: its last character does not match the others. ' +
  'Check it against your GST registration certificate, or press Send again to send it as typed.';
const gstMissing = (subject: string) =>
  `Enter your GST number for "${subject}", for example ${GSTIN_EXAMPLE}. ` +
  `No GST number? Choose the subject ${quoted(SUBJECTS_WITHOUT_GST)}.`;

const label = (field: string) => FIELD_LABELS[field] ?? field;
/** A required field left empty, or holding nothing but spaces and control characters. */
const missing = (field: string) => MISSING[field] ?? `Enter your ${label(field).toLowerCase()}.`;

/**
 * The GSTIN a form would send when its check character does not match (a likely typo), else
 * undefined. Accepted everywhere all the same: the one rule is the published pattern
 * (docs/enquiries.md, "One GSTIN rule").
 */
export function gstinToConfirm(form: EnquiryForm, body: unknown): string | undefined {
  if (form !== 'contact' || !isPlainObject(body)) return undefined;
  const gst = normalizeFormInput(form, body).gst_number;
  return typeof gst === 'string' && GST_NUMBER_PATTERN.test(gst) && !gstinChecksumValid(gst) ? gst : undefined;
}

/** Every problem of a form's fields, in form order; none when the form can be sent. */
export function problemsForPeople(form: EnquiryForm, body: unknown): FieldProblem[] {
  const fields = isPlainObject(body) ? normalizeFormInput(form, body) : {};
  return FORM_FIELDS[form].flatMap((field) => {
    const message = problemOf(form, field, fields);
    return message === undefined ? [] : [{ field, message }];
  });
}

function problemOf(form: EnquiryForm, field: string, fields: Record<string, unknown>): string | undefined {
  const schema = SCHEMAS[form].shape[field]!;
  const value = fields[field];
  const subject = typeof fields.subject === 'string' ? fields.subject : '';
  if (value === undefined || value === null) {
    // Only the contact form has a GST number.
    if (field === 'gst_number' && gstRequiredFor(subject)) return gstMissing(subject);
    const required = !safeParse(schema, undefined).success;
    return required ? missing(field) : undefined;
  }
  const result = safeParse(schema, value);
  if (result.success) {
    return undefined;
  }
  // One message per field, the most basic problem first.
  const issues = result.error.issues;
  const has = (code: string, pattern?: RegExp) =>
    issues.find((i) => i.code === code && (pattern === undefined || ('pattern' in i && i.pattern === String(pattern))));
  if (has('invalid_type')) return `${label(field)} must be text.`;
  if (has('too_small') || has('invalid_format', NOT_BLANK_PATTERN)) return missing(field);
  if (has('invalid_format', ONE_LINE_PATTERN)) return `${label(field)} must be a single line, without line breaks.`;
  const tooBig = has('too_big');
  if (tooBig && 'maximum' in tooBig) {
    const length = [...String(value)].length;
    return `${label(field)} is too long: ${String(tooBig.maximum)} characters at most, this one has ${length}.`;
  }
  if (issues.some((i) => i.code === 'invalid_format' && 'format' in i && i.format === 'email')) return INVALID_EMAIL;
  if (has('invalid_format', GST_NUMBER_PATTERN)) return GST_FORMAT;
  if (has('invalid_value')) return INVALID_SUBJECT;
  // Stryker disable next-line StringLiteral,MethodExpression: no field's rule ends here today (a net for new ones).
  return `Check ${label(field).toLowerCase()}.`;
}
