import { describe, expect, it } from 'vitest';
import {
  GST_INPUT_MAX_LENGTH,
  GSTIN_EXAMPLE,
  gstinCheckCharacter,
  gstinChecksumValid,
  normalizeGstin,
} from '../../src/lib/enquiry/gstin.ts';
import { normalizeFormInput } from '../../src/lib/enquiry/formInput.ts';
import { validateContact } from '../../src/lib/enquiry/validation.ts';

// Real-format GSTINs whose check characters were computed by hand with the GSTN's mod-36 rule
// (the first two are GSTINs published as examples; the others made up for this test).
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACR5055K1Z9', '33AAACI1195H1ZT', '27ABCDE1234F1Z0'];

describe('GSTIN as people type it: spaces, hyphens and lower case are tidied before posting', () => {
  it.each([
    ['27 AAPFU 0939 F1ZV', '27AAPFU0939F1ZV'],
    ['27aapfu0939f1zv', '27AAPFU0939F1ZV'],
    ['  27-aapfu-0939-f1zv ', '27AAPFU0939F1ZV'],
    ['2 7 A A P F U 0 9 3 9 F 1 Z V', '27AAPFU0939F1ZV'],
  ])('"%s" becomes %s', (typed, gstin) => {
    expect(normalizeGstin(typed)).toBe(gstin);
    expect(normalizeFormInput('contact', { gst_number: typed }).gst_number).toBe(gstin);
  });

  it('the field takes a GSTIN with a space after every character: maxlength is not what cuts it', () => {
    expect('2 7 A A P F U 0 9 3 9 F 1 Z V'.length).toBeLessThanOrEqual(GST_INPUT_MAX_LENGTH);
  });

  it('the API keeps the published pattern: a spaced or lower-case GSTIN sent as JSON is still refused', () => {
    const body = {
      first_name: 'Asha',
      email: 'asha@example.in',
      subject: 'Request a Quote',
      message: 'Quote please',
    };
    expect(validateContact({ ...body, gst_number: '27 AAPFU 0939 F1ZV' }).ok).toBe(false);
    expect(validateContact({ ...body, gst_number: '27AAPFU0939F1ZV' }).ok).toBe(true);
  });
});

describe('GSTIN check character (mod 36, factors 1 and 2 from the left)', () => {
  it.each(VALID)('%s: its 15th character is the check character of the first 14', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(gstinChecksumValid(gstin)).toBe(true);
  });

  it('every single-character change of a valid GSTIN is caught', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const gstin of VALID) {
      for (let i = 0; i < 15; i++) {
        for (const c of alphabet) {
          if (c === gstin[i]) continue;
          const changed = gstin.slice(0, i) + c + gstin.slice(i + 1);
          expect(gstinChecksumValid(changed), changed).toBe(false);
        }
      }
    }
  });

  it('a GSTIN that does not match the pattern is not valid, whatever its last character', () => {
    expect(gstinChecksumValid('27AAPFU0939F1Z')).toBe(false);
    expect(gstinChecksumValid('27aapfu0939f1zv')).toBe(false);
  });

  it('the example the forms show is valid', () => {
    expect(gstinChecksumValid(GSTIN_EXAMPLE)).toBe(true);
  });
});
