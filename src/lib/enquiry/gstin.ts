import { GST_NUMBER_LENGTH, GST_NUMBER_PATTERN } from '../schemas/enquiry.ts';

/**
 * GSTINs as people type them, for the website's forms: spaces, hyphens and lower case are tidied
 * away, and the check character (the 15th) is verified with the GSTN's mod-36 algorithm. The JSON
 * API keeps the published pattern only (docs/enquiries.md, "GSTIN as people type it").
 */

/** Characters a person may put between the parts of a GSTIN ("27 AAPFU 0939 F1ZV", "27-AAPFU-..."). */
// Stryker disable next-line Regex: a run of separators or each alone, all are replaced by nothing
const SEPARATORS = /[\s-]+/g;

/** A GSTIN as typed, without separators and in capitals: "27 aapfu 0939 f1zv" -> "27AAPFU0939F1ZV". */
export function normalizeGstin(typed: string): string {
  return typed.replace(SEPARATORS, '').toUpperCase();
}

/**
 * The longest GSTIN input a form accepts: every character of a GSTIN with a separator after it,
 * so the field's `maxlength` never cuts a GSTIN typed with spaces.
 */
export const GST_INPUT_MAX_LENGTH = GST_NUMBER_LENGTH * 2;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0-9, A-Z as
 * 10-35) times 1 or 2 in turn from the left, each product's quotient and remainder by 36 summed;
 * the check is (36 - sum mod 36) mod 36, written in the same alphabet.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < GST_NUMBER_LENGTH - 1; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / ALPHABET.length) + (product % ALPHABET.length);
  }
  return ALPHABET[(ALPHABET.length - (sum % ALPHABET.length)) % ALPHABET.length]!;
}

/** True for a GSTIN that matches the published pattern and whose 15th character is its check character. */
export function gstinChecksumValid(gstin: string): boolean {
  return GST_NUMBER_PATTERN.test(gstin) && gstinCheckCharacter(gstin) === gstin[GST_NUMBER_LENGTH - 1];
}

/** The GSTIN the forms show as an example (a real-format GSTIN with a valid check character). */
export const GSTIN_EXAMPLE = '27AAPFU0939F1ZV';
