import { describe, expect, it } from 'vitest';
import { foreignOriginAnswer, formAnswer, sentReference } from '../../src/lib/enquiry/formResponses.ts';
import { sentPageResponse } from '../../src/lib/enquiry/sentPage.ts';
import { emailDeliveryFailedError, enquiryRateLimitedError, ENQUIRY_POLICIES } from '../../src/lib/enquiry/handle.ts';
import { validateContact } from '../../src/lib/enquiry/validation.ts';

/** A form posted without JavaScript that was not sent: what its page says (src/pages/enquiry/not-sent.astro). */
describe('the answer to a form not sent', () => {
  const body = {
    subject: 'Request a Quote',
    first_name: ' ',
    email: 'asha@',
    gst_number: '27 aapfu',
    message: 'Need 200 pairs',
    website: '',
  };
  const refused = validateContact(body);
  if (refused.ok) throw new Error('the sample must be refused');

  it('keeps the status of the API error, names every field problem in form order, in plain words', () => {
    const answer = formAnswer('contact', refused.error, body);
    expect(answer.status).toBe(400);
    expect(answer.problems).toEqual([
      { field: 'first_name', message: 'Enter your first name.' },
      { field: 'email', message: 'Enter your complete email address, without spaces, for example name@company.in' },
      {
        field: 'gst_number',
        message:
          'A GST number has 15 characters: 2 digits for the state, the 10 characters of the PAN, then 3 more, ' +
          'for example 27AAPFU0939F1ZV. Check what you typed.',
      },
    ]);
    expect(answer.message).toBe('Please correct 3 things in the form.');
    expect(JSON.stringify(answer)).not.toContain(refused.error.code);
  });

  it('keeps what was typed to fill the form again, never the honeypot', () => {
    expect(formAnswer('contact', refused.error, body).values).toEqual({
      subject: 'Request a Quote',
      first_name: ' ',
      email: 'asha@',
      gst_number: '27 aapfu',
      message: 'Need 200 pairs',
    });
  });

  it('a rate-limited post is a 429 that says when to try again, in minutes', () => {
    const answer = formAnswer('download', enquiryRateLimitedError(ENQUIRY_POLICIES.download, 125), {}, 125);
    expect(answer.status).toBe(429);
    expect(answer.hint).toContain('Please send it again in 3 minutes');
    expect(answer.message).not.toContain('per client');
  });

  it('a failed delivery is a 500 that gives the reference; a post from another site a 403', () => {
    const failed = formAnswer('contact', emailDeliveryFailedError('contact', 'enq-123'), body);
    expect(failed.status).toBe(500);
    expect(failed.message).toContain('reference enq-123');
    expect(foreignOriginAnswer('contact')).toMatchObject({ status: 403, values: {}, problems: [] });
  });
});

describe('the thank-you page of a form sent without JavaScript', () => {
  const reference = (query: string) => sentReference(new URL(`https://x/contact/sent/?${query}`));

  it('shows the reference its address carries, 16 lowercase hexadecimal digits', () => {
    expect(reference('reference=0123456789abcdef')).toBe('0123456789abcdef');
  });

  it('is only read: a POST is a 405 naming GET and HEAD, and a page is never cached', async () => {
    const render = async () => new Response('<h1>Thank you</h1>', { status: 200 });
    const post = await sentPageResponse(new Request('https://x/contact/sent/', { method: 'POST' }), render);
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const get = await sentPageResponse(new Request('https://x/contact/sent/?reference=0123456789abcdef'), render);
    expect(get.headers.get('cache-control')).toBe('no-store');
    expect(await get.text()).toBe('<h1>Thank you</h1>');
    const head = await sentPageResponse(new Request('https://x/contact/sent/', { method: 'HEAD' }), render);
    expect(await head.text()).toBe('');
  });

  it('echoes nothing else a link may carry: no reference, a malformed one, markup', () => {
    expect(reference('')).toBeUndefined();
    for (const bad of ['0123456789ABCDEF', '0123456789abcde', '0123456789abcdef0', '<script>alert(1)</script>'])
      expect(reference(`reference=${encodeURIComponent(bad)}`), bad).toBeUndefined();
  });
});
