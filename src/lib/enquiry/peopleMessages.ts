import { safeParse, type ZodMiniObject } from 'zod/mini';
import {
  CONTACT_LIMITS,
  ContactRequestSchema,
  DOWNLOAD_LIMITS,
  DownloadRequestSchema,
  gstRequiredFor,
} from '../schemas/enquiry.ts';
import { isPlainObject } from './validation.ts';

/**
 * Every problem of a posted form in plain words for a person, field by field in the form's order,
 * from the same schemas as the API (whose JSON messages stay as they are, for programs).
 */
export type EnquiryForm = 'contact' | 'download';
export interface FieldProblem {
  field: string;
  message: string;
}

interface FieldWords {
  field: string;
  /** What to do when it is empty. */
  empty: string;
  /** What is wrong when it is filled but refused (not its length). */
  wrong?: string;
}

const FORMS: Record<EnquiryForm, { schema: ZodMiniObject; limits: Record<string, number>; fields: FieldWords[] }> = {
  contact: {
    schema: ContactRequestSchema,
    limits: CONTACT_LIMITS,
    fields: [
      { field: 'subject', empty: 'Choose what your message is about.', wrong: 'Choose a subject from the list.' },
      { field: 'first_name', empty: 'Enter your first name.', wrong: 'Write your first name on one line.' },
      { field: 'last_name', empty: '', wrong: 'Write your last name on one line.' },
      {
        field: 'email',
        empty: 'Enter your email address, so we can reply.',
        wrong: 'Enter an email address like name@company.in.',
      },
      { field: 'phone', empty: '', wrong: 'Write your phone number on one line.' },
      { field: 'company', empty: '', wrong: 'Write your company name on one line.' },
      {
        field: 'gst_number',
        empty: 'Enter your GST number: this subject needs it.',
        wrong: 'A GST number has 15 letters and digits, like 27ABCDE1234F1Z5. Check it against your GST certificate.',
      },
      { field: 'message', empty: 'Write your message.' },
    ],
  },
  download: {
    schema: DownloadRequestSchema,
    limits: DOWNLOAD_LIMITS,
    fields: [
      { field: 'name', empty: 'Enter your name.', wrong: 'Write your name on one line.' },
      {
        field: 'email',
        empty: 'Enter your email address, so we can send the catalog.',
        wrong: 'Enter an email address like name@company.in.',
      },
      { field: 'phone', empty: '', wrong: 'Write your phone number on one line.' },
      { field: 'company', empty: '', wrong: 'Write your company name on one line.' },
      { field: 'catalog', empty: 'Open the form from a catalog page: it says which catalog to send.' },
    ],
  },
};

export function problemsForPeople(form: EnquiryForm, body: unknown): FieldProblem[] {
  const { schema, limits, fields } = FORMS[form];
  const values = isPlainObject(body) ? body : {};
  const problems: FieldProblem[] = [];
  for (const { field, empty, wrong } of fields) {
    const raw = values[field];
    const value = typeof raw === 'string' ? raw.trim() : undefined;
    const required = !safeParse(schema.shape[field]!, undefined).success;
    const needed = required || (field === 'gst_number' && gstRequiredFor(String(values.subject ?? '')));
    if (!value) {
      if (needed) problems.push({ field, message: empty });
      continue;
    }
    const limit = limits[field];
    if (limit !== undefined && value.length > limit) {
      problems.push({ field, message: `This is too long: at most ${limit} characters (you wrote ${value.length}).` });
    } else if (!safeParse(schema.shape[field]!, value).success) {
      problems.push({ field, message: wrong ?? empty });
    }
  }
  return problems;
}
