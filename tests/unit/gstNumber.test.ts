import { describe, expect, it } from 'vitest';
import { validateContact } from '../../src/lib/enquiry/validation.ts';
import { openApiDocument } from '../helpers/openApiDocument.ts';

/**
 * The GSTIN rule of spec sections 2 and 4 (rule 7), as the validator applies it and as /openapi.json
 * publishes it: the document is generated in-process from the same schemas, as openapi.test.ts does.
 */
const contactSchema = openApiDocument().schemas.ContactRequest;
const published: string = contactSchema.properties.gst_number.pattern;
/** JSON Schema's `pattern`: an ECMA-262 regular expression that matches anywhere unless anchored. */
const publishedAccepts = (value: string) => new RegExp(published, 'u').test(value);

const contact = {
  first_name: 'Asha',
  email: 'asha.rao@example.in',
  subject: 'Product Enquiry',
  message: 'Please quote 200 pairs of safety shoes.',
};
const validatorAccepts = (gst_number: string) => validateContact({ ...contact, gst_number }).ok;

const SIX_SUBJECTS = [
  'Request a Quote',
  'Product Information',
  'Technical Support',
  'Partnership Inquiry',
  'Other Inquiry',
  'Free Sample Request',
];

const ACCEPTED = ['27ABCDE1234F1Z5', '07AAACB1234C1ZV', '36AAPFU0939F9ZA', '01ZZZZZ0000Z1Z0', '99AAAAA9999AAZZ'];
const REFUSED = [
  'X27ABCDE1234F1Z5', // anything before it
  '127ABCDE1234F1Z5',
  ' 27ABCDE1234F1Z5',
  '27ABCDE1234F1Z5X', // anything after it
  '27ABCDE1234F1Z59',
  '27ABCDE1234F1Z5 ',
  '27ABCDE1234F1Z5\n',
  'GSTIN 27ABCDE1234F1Z5 OK',
  '27ABCDE1234F1Z', // 14 characters
  '27abcde1234f1z5', // lower case
  '2AABCDE1234F1Z5', // state code not two digits
  '27ABCD11234F1Z5', // PAN letters
  '27ABCDEA234F1Z5', // PAN digits
  '27ABCDE12341 Z5',
  '27ABCDE12345F1Z', // PAN's last character not a letter
  '27ABCDE1234F0Z5', // entity number 0
  '27ABCDE1234F-Z5',
  '27ABCDE1234F1Y5', // no Z
  '27ABCDE1234F1Z-', // check character
  '',
];

describe('the GSTIN rule (spec sections 2 and 4, rule 7)', () => {
  it('/openapi.json publishes exactly the pattern the spec gives', () => {
    expect(published).toBe('^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$');
  });

  it.each(ACCEPTED)('%j: a GSTIN, accepted by the validator and by the published pattern', (gst) => {
    expect(validatorAccepts(gst)).toBe(true);
    expect(publishedAccepts(gst)).toBe(true);
  });

  it.each(REFUSED)(
    '%j: not exactly a GSTIN, refused by the validator and by the published pattern (nothing before or after)',
    (gst) => {
      expect(validatorAccepts(gst)).toBe(false);
      expect(publishedAccepts(gst)).toBe(false);
    },
  );

  it('a value that does not match is invalid_gst_number with a hint giving the shape and an example', () => {
    const result = validateContact({ ...contact, gst_number: 'X27ABCDE1234F1Z5' });
    expect(result).toEqual({
      ok: false,
      field: 'gst_number',
      error: {
        code: 'invalid_gst_number',
        message: 'gst_number "X27ABCDE1234F1Z5" is not a valid 15-character GSTIN.',
        hint:
          'A GSTIN is 2 digits, 5 letters, 4 digits, a letter, a character ' +
          '1-9 or A-Z, Z, and a digit or letter, e.g. 27ABCDE1234F1Z5.',
      },
    });
  });

  it.each(SIX_SUBJECTS)(
    '"%s" needs a gst_number: without one it is invalid_gst_number naming the subject',
    (subject) => {
      const result = validateContact({ ...contact, subject });
      expect(result).toEqual({
        ok: false,
        field: 'gst_number',
        error: {
          code: 'invalid_gst_number',
          message: `gst_number is required for the subject "${subject}".`,
          hint: 'Give your 15-character GSTIN, for example 27ABCDE1234F1Z5.',
        },
      });
      expect(validateContact({ ...contact, subject, gst_number: '27ABCDE1234F1Z5' }).ok).toBe(true);
    },
  );

  it.each(['Product Enquiry', 'Chatbot Enquiry'])('"%s" needs none', (subject) => {
    expect(validateContact({ ...contact, subject }).ok).toBe(true);
  });

  it('/openapi.json states the same condition: gst_number required for exactly the six subjects', () => {
    const [condition] = contactSchema.allOf;
    expect(condition.if.properties.subject.enum).toEqual(SIX_SUBJECTS);
    expect(condition.then.required).toEqual(['gst_number']);
    expect(contactSchema.properties.gst_number.description).toBe(
      '15-character Indian GST number, checked against the pattern only: the check character ' +
        '(the 15th) is not verified, so any string matching the pattern is accepted. Required when ' +
        `subject is one of: ${SIX_SUBJECTS.join(', ')}`,
    );
  });

  it('one rule: a GSTIN matching the pattern with a wrong check character is accepted (27ABCDE1234F1Z5 is one)', () => {
    expect(validateContact({ ...contact, gst_number: '27AAPFU0939F1ZW' }).ok).toBe(true);
    expect(validateContact({ ...contact, gst_number: '27AAPFU0939F1ZV' }).ok).toBe(true);
  });

  it('the eight subjects, in the order the form offers them', () => {
    expect(contactSchema.properties.subject.enum).toEqual([...SIX_SUBJECTS, 'Product Enquiry', 'Chatbot Enquiry']);
  });
});
