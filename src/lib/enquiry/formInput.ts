import type { EnquiryKind } from './validation.ts';

/**
 * What the website's forms do to what a person typed before it is validated: a GSTIN typed in
 * lower case is upper-cased. The JSON API itself takes `gst_number` exactly as the published
 * pattern states (upper case), so its contract has one reading; only the forms are lenient.
 */
export function normalizeFormInput<T extends Record<string, unknown>>(kind: EnquiryKind, fields: T): T {
  if (kind !== 'contact' || typeof fields.gst_number !== 'string') return fields;
  return { ...fields, gst_number: fields.gst_number.toUpperCase() };
}
