import { normalizeGstin } from './gstin.ts';
import { cleanMultiLine, HONEYPOT_FIELD, type EnquiryKind } from './validation.ts';

/**
 * What the website's forms do to what a person typed before it is validated and sent: every field
 * but the honeypot is trimmed (a blank one is left out, as an empty input means "not given"),
 * `message` gets `\n` line breaks (browsers post CRLF), and the GSTIN loses its spaces and hyphens
 * and is upper-cased ("27 aapfu 0939 f1zv" -> "27AAPFU0939F1ZV"). The JSON API itself validates
 * values as sent, as `/openapi.json` states them; only the forms are lenient.
 */
export function normalizeFormInput(kind: EnquiryKind, fields: Record<string, unknown>): Record<string, unknown> {
  const tidied = Object.entries(fields).map(([name, value]): [string, unknown] => {
    if (typeof value !== 'string' || name === HONEYPOT_FIELD) return [name, value];
    const tidy = name === 'message' ? cleanMultiLine(value) : value.trim();
    return [name, kind === 'contact' && name === 'gst_number' ? normalizeGstin(tidy) : tidy];
  });
  // fromEntries defines own properties: a posted `__proto__` field stays a field.
  return Object.fromEntries(tidied.filter(([, value]) => value !== ''));
}
