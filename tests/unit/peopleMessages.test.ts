import { describe, expect, it } from 'vitest';
import {
  FORM_FIELDS,
  GST_CHECK_WARNING,
  GST_HELP,
  gstinToConfirm,
  problemsForPeople,
} from '../../src/lib/enquiry/peopleMessages.ts';
import { HONEYPOT_FIELD, validate } from '../../src/lib/enquiry/validation.ts';
import { normalizeFormInput } from '../../src/lib/enquiry/formInput.ts';
import { ContactRequestSchema, DownloadRequestSchema, PERSON_SUBJECTS } from '../../src/lib/schemas/enquiry.ts';

const contact = {
  subject: 'Request a Quote',
  first_name: 'Asha',
  email: 'asha.rao@example.in',
  gst_number: '27AAPFU0939F1ZV',
  message: 'Please quote 200 pairs of safety shoes.',
};
const download = { name: 'Asha Rao', email: 'asha.rao@example.in', catalog: 'Safety Footwear' };
const fieldsOf = (problems: { field: string }[]) => problems.map((p) => p.field);
const messageFor = (problems: { field: string; message: string }[], field: string) =>
  problems.find((p) => p.field === field)?.message;

describe('problemsForPeople: every problem of a form, in form order, in plain words', () => {
  it('a complete contact form and a complete catalog request have no problem', () => {
    expect(problemsForPeople('contact', contact)).toEqual([]);
    expect(problemsForPeople('download', download)).toEqual([]);
  });

  it('an empty contact form lists every required field in form order: subject, first name, email, message', () => {
    const problems = problemsForPeople('contact', {});
    expect(fieldsOf(problems)).toEqual(['subject', 'first_name', 'email', 'message']);
    expect(messageFor(problems, 'email')).toBe('Enter your email address, for example name@company.in');
    expect(messageFor(problems, 'first_name')).toBe('Enter your first name.');
    expect(messageFor(problems, 'subject')).toBe('Choose a subject.');
  });

  it('a field sent as null is a field left empty', () => {
    expect(messageFor(problemsForPeople('contact', { ...contact, first_name: null }), 'first_name')).toBe(
      'Enter your first name.',
    );
  });

  it('a body that is not an object is an empty form', () => {
    expect(fieldsOf(problemsForPeople('download', null))).toEqual(['name', 'email', 'catalog']);
  });

  it('several problems at once are all reported, each beside its own field', () => {
    const problems = problemsForPeople('contact', { ...contact, first_name: '   ', email: 'asha@', gst_number: '' });
    expect(fieldsOf(problems)).toEqual(['first_name', 'email', 'gst_number']);
    expect(messageFor(problems, 'email')).toBe(
      'Enter your complete email address, without spaces, for example name@company.in',
    );
  });

  it('no message names a field as a program does or shows a regular expression', () => {
    const problems = [
      ...problemsForPeople('contact', { ...contact, first_name: 'x'.repeat(101), gst_number: '27ABC' }),
      ...problemsForPeople('contact', { subject: 'Nonsense' }),
      ...problemsForPeople('download', { name: 'a\u0007b' }),
    ];
    expect(problems.length).toBeGreaterThan(4);
    for (const { message } of problems) {
      expect(message).not.toMatch(/first_name|gst_number|\[0-9\]|\^|missing_fields/);
    }
  });

  it('a value over its limit says the limit and the length', () => {
    const problems = problemsForPeople('contact', { ...contact, first_name: 'x'.repeat(101) });
    expect(messageFor(problems, 'first_name')).toBe(
      'First name is too long: 100 characters at most, this one has 101.',
    );
  });

  it('each required field says what to fill in; the message its limit by its label', () => {
    expect(problemsForPeople('download', {})).toEqual([
      { field: 'name', message: 'Enter your name.' },
      { field: 'email', message: 'Enter your email address, for example name@company.in' },
      { field: 'catalog', message: 'Choose the catalog you want.' },
    ]);
    expect(messageFor(problemsForPeople('contact', { ...contact, message: undefined }), 'message')).toBe(
      'Write your message: what you need and, for a quote, how many of each product.',
    );
    expect(messageFor(problemsForPeople('contact', { ...contact, message: 'x'.repeat(4001) }), 'message')).toBe(
      'Message is too long: 4000 characters at most, this one has 4001.',
    );
  });

  it('a value that is not text, a control character alone, a line break: each in its own words', () => {
    expect(messageFor(problemsForPeople('contact', { ...contact, first_name: 42 }), 'first_name')).toBe(
      'First name must be text.',
    );
    expect(messageFor(problemsForPeople('contact', { ...contact, first_name: '\u0007' }), 'first_name')).toBe(
      'Enter your first name.',
    );
    expect(messageFor(problemsForPeople('download', { ...download, name: 'a\u0007b' }), 'name')).toBe(
      'Name must be a single line, without line breaks.',
    );
  });

  it('a subject the list does not have is "choose from the list"', () => {
    expect(messageFor(problemsForPeople('contact', { ...contact, subject: 'Drop Tables' }), 'subject')).toBe(
      'Choose a subject from the list.',
    );
  });
});

describe('problemsForPeople: the GST number', () => {
  it('required for a quote, it says so and what a person without one can choose ("Product Enquiry")', () => {
    const message = messageFor(problemsForPeople('contact', { ...contact, gst_number: undefined }), 'gst_number');
    expect(message).toContain('"Request a Quote"');
    expect(message).toContain('No GST number? Choose the subject "Product Enquiry".');
  });

  it('not needed for a Product Enquiry', () => {
    expect(problemsForPeople('contact', { ...contact, subject: 'Product Enquiry', gst_number: '' })).toEqual([]);
  });

  it('typed with spaces and in lower case, it is accepted', () => {
    expect(problemsForPeople('contact', { ...contact, gst_number: '27 aapfu 0939 f1zv' })).toEqual([]);
  });

  it('a wrong shape is explained in words, with an example', () => {
    expect(messageFor(problemsForPeople('contact', { ...contact, gst_number: '27AAPFU0939F1Z' }), 'gst_number')).toBe(
      'A GST number has 15 characters: 2 digits for the state, the 10 characters ' +
        'of the PAN, then 3 more, for example 27AAPFU0939F1ZV. Check what you typed.',
    );
  });

  it('one GSTIN rule: a wrong check character is accepted as the API accepts it, and only flagged to confirm', () => {
    const typo = { ...contact, gst_number: '27 aapfu 0939 f1zw' };
    expect(validate('contact', { ...contact, gst_number: '27AAPFU0939F1ZW' }).ok).toBe(true);
    expect(problemsForPeople('contact', typo)).toEqual([]);
    expect(gstinToConfirm('contact', typo)).toBe('27AAPFU0939F1ZW');
    expect(gstinToConfirm('contact', { ...contact, gst_number: '27AAPFU0939F1ZV' })).toBeUndefined();
    expect(gstinToConfirm('contact', { ...contact, gst_number: '27AAPFU0939F1Z' })).toBeUndefined();
    expect(GST_CHECK_WARNING).toBe(
      'This GST number may have a typing mistake: its last character does not match the others. ' +
        'Check it against your GST registration certificate, or press Send again to send it as typed.',
    );
  });

  it('the help under the field says when it is needed and what a person without one can choose', () => {
    expect(GST_HELP).toBe(
      'Needed for every subject except "Product Enquiry": no GST number? Choose that subject. ' +
        'It has 15 characters, for example 27AAPFU0939F1ZV; spaces are fine.',
    );
  });
});

describe('problemsForPeople agrees with the API (one schema)', () => {
  it('the form fields are exactly the schema fields but the honeypot', () => {
    const schemaFields = (shape: object) =>
      Object.keys(shape)
        .filter((f) => f !== HONEYPOT_FIELD)
        .sort();
    expect([...FORM_FIELDS.contact].sort()).toEqual(schemaFields(ContactRequestSchema.shape));
    expect([...FORM_FIELDS.download].sort()).toEqual(schemaFields(DownloadRequestSchema.shape));
  });

  it.each([
    { ...contact, email: 'a b@c.in' },
    { ...contact, message: '' },
    { ...contact, company: 'x'.repeat(201) },
    { ...contact, phone: 'x'.repeat(21) },
    { ...contact, last_name: 'a\u0000' },
    { ...contact, subject: 'Chat' },
    { ...contact, gst_number: 'ABCDEFGHIJKLMNO' },
  ])('whenever the API refuses what the form would send, a person sees a problem (%#)', (body) => {
    expect(validate('contact', normalizeFormInput('contact', body)).ok).toBe(false);
    expect(problemsForPeople('contact', body).length).toBeGreaterThan(0);
  });

  it('people are offered every subject but "Chatbot Enquiry"', () => {
    expect(PERSON_SUBJECTS).toEqual([
      'Request a Quote',
      'Product Information',
      'Technical Support',
      'Partnership Inquiry',
      'Other Inquiry',
      'Free Sample Request',
      'Product Enquiry',
    ]);
  });
});
