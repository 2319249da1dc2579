import { describe, expect, it } from 'vitest';
import {
  FORM_ANSWER_PATH,
  FORM_PAGES,
  foreignOriginAnswer,
  formAnswer,
  sentReference,
} from '../../src/lib/enquiry/formResponses.ts';
import { isForeignOrigin } from '../../src/lib/http/origin.ts';
import {
  emailDeliveryFailedError,
  enquiryMethodNotAllowedError,
  enquiryRateLimitedError,
  ENQUIRY_POLICIES,
} from '../../src/lib/enquiry/handle.ts';
import { sentPageResponse } from '../../src/lib/enquiry/sentPage.ts';
import { sentCookie, sentEnquiryFor } from '../../src/lib/enquiry/sentEnquiry.ts';
import { enquiryKey, newRecord } from '../../src/lib/enquiry/record.ts';
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

  it('one problem is "one thing"; each is marked beside its field, nothing sent yet', () => {
    const one = validateContact({ ...body, first_name: 'Asha', gst_number: '27AAPFU0939F1ZV' });
    if (one.ok) throw new Error('the address must be refused');
    const answer = formAnswer('contact', one.error, { ...body, first_name: 'Asha', gst_number: '27AAPFU0939F1ZV' });
    expect([answer.message, answer.hint, answer.problems.map((p) => p.field)]).toEqual([
      'Please correct one thing in the form.',
      'Each is marked beside its field below; nothing was sent yet.',
      ['email'],
    ]);
  });

  it('a post that could not be read as fields says so, and asks for none of the fields it may have held', () => {
    const unreadable = {
      code: 'input_too_long',
      message: 'The request body is larger than 60150 bytes.',
      hint: 'Keep every field within its documented maximum length.',
    } as const;
    for (const read of [undefined, [body], 'first_name=Asha'])
      expect(formAnswer('contact', unreadable, read), JSON.stringify(read)).toEqual({
        kind: 'contact',
        status: 400,
        message: 'The form could not be read as it was sent.',
        hint: 'Please fill it in again below and send it.',
        problems: [],
        values: {},
      });
  });

  it('a wrong method: the address only receives the form, with a 405', () => {
    expect(formAnswer('download', enquiryMethodNotAllowedError('GET', '/enquiry/download-request'))).toEqual({
      kind: 'download',
      status: 405,
      message: 'This address only receives the form when it is sent.',
      hint: 'Fill in the form below and send it.',
      problems: [],
      values: {},
    });
  });

  it('the hourly limit: why it was not sent, and when to send again, in whole minutes (at least one)', () => {
    const limited = (seconds: number | undefined) =>
      formAnswer('contact', enquiryRateLimitedError(ENQUIRY_POLICIES.contact, seconds ?? 3600), body, seconds);
    expect(limited(61)).toMatchObject({
      status: 429,
      message: 'Several messages were sent from your connection in the last hour, so this one was not sent.',
      hint: 'Please send it again in 2 minutes: the form below keeps what you typed.',
      problems: [],
      // What was typed, to fill the form again (never the honeypot).
      values: {
        subject: 'Request a Quote',
        first_name: ' ',
        email: 'asha@',
        gst_number: '27 aapfu',
        message: 'Need 200 pairs',
      },
    });
    expect(limited(60).hint).toMatch(/^Please send it again in a minute: /);
    expect(limited(1).hint).toMatch(/^Please send it again in a minute: /);
    expect(limited(0).hint).toMatch(/^Please send it again in a minute: /);
    expect(limited(undefined).hint).toMatch(/^Please send it again in 60 minutes: /);
  });

  it('a failed delivery: the words and the hint of the API, which give the reference; never the code', () => {
    expect(formAnswer('download', emailDeliveryFailedError('download', '3f9c2a7d41b0e865'), {})).toEqual({
      kind: 'download',
      status: 500,
      message: 'Your request was recorded (reference 3f9c2a7d41b0e865) but the email could not be sent.',
      hint: 'Please try again in a few minutes; the sales team also follows up recorded enquiries.',
      problems: [],
      values: {},
    });
  });

  it('what was typed comes back as text only: a value that is not a string is left out', () => {
    expect(formAnswer('contact', refused.error, { first_name: 'Asha', phone: 42, company: null }).values).toEqual({
      first_name: 'Asha',
    });
  });

  it("another site's page: 403, in plain words, nothing kept of what it posted", () => {
    expect(foreignOriginAnswer('download')).toEqual({
      kind: 'download',
      status: 403,
      message: "This form can only be sent from this site's own pages.",
      hint: 'Fill in the form below and send it again.',
      problems: [],
      values: {},
    });
  });
});

describe("a post's origin on the form path", () => {
  it.each([
    [null, false], // no Origin header: a browser that does not send one, or not a browser
    ['https://kavach.example', false],
    ['https://evil.example', true],
    ['null', true], // a sandboxed page or a file
    ['http://kavach.example', true],
    ['https://kavach.example:8443', true],
    ['https://shop.kavach.example', true],
  ])('Origin %j is another site: %s', (origin, foreign) => {
    expect(isForeignOrigin(origin, ['https://kavach.example/'])).toBe(foreign);
  });
});

describe('where the forms post and where they lead (docs/enquiries.md, "Forms and progressive enhancement")', () => {
  it('with JavaScript to the API, without it to /enquiry/...; then the thank-you page, or the form again', () => {
    expect(FORM_PAGES).toEqual({
      contact: { api: '/api/contact', formAction: '/enquiry/contact', sent: '/contact/sent/', form: '/contact/' },
      download: {
        api: '/api/download-request',
        formAction: '/enquiry/download-request',
        sent: '/catalog-request/sent/',
        form: '/products/',
      },
    });
    expect(FORM_ANSWER_PATH).toBe('/enquiry/not-sent');
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

describe('the thank-you page shows what was sent to the browser that sent it, for an hour', () => {
  const sentAt = new Date('2027-01-02T03:04:05.000Z');
  const record = newRecord(
    'contact',
    { first_name: 'Meera', email: 'meera@example.in', subject: 'Product Enquiry', message: 'Is the KV-200 in stock?' },
    '203.0.113.9',
    'production',
    '0123456789abcdef',
    sentAt,
  );
  const key = enquiryKey(record);
  const lookup = async (asked: string) => (asked === key ? record : undefined);
  const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;
  const page = (path: string, cookie?: string) =>
    new Request(`https://x${path}`, { headers: cookie ? { Cookie: `other=1; ${cookie}` } : {} });
  const at = (minutes: number) => sentAt.getTime() + minutes * 60_000;

  it('the answer to the post sets a cookie for that thank-you page only, unreadable by scripts, for an hour', () => {
    const cookie = sentCookie('contact', key, true);
    expect(cookie).toContain('Path=/contact/sent;');
    expect(cookie).toContain('Max-Age=3600;');
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
    expect(sentCookie('download', key, false)).toMatch(/Path=\/catalog-request\/sent;.*SameSite=Lax$/);
  });

  it('with the cookie, the page of the reference it names shows the fields sent', async () => {
    const cookie = cookiePair(sentCookie('contact', key, true));
    expect(await sentEnquiryFor(page('/contact/sent/?reference=0123456789abcdef', cookie), lookup, at(59))).toEqual({
      kind: 'contact',
      fields: record.fields,
    });
  });

  it('shows only the reference without the cookie, for another reference or page, after an hour', async () => {
    const cookie = cookiePair(sentCookie('contact', key, true));
    const shown = (path: string, withCookie = cookie, now = at(1)) =>
      sentEnquiryFor(page(path, withCookie), lookup, now);
    expect(await shown('/contact/sent/?reference=0123456789abcdef', '')).toBeUndefined();
    expect(await shown('/contact/sent/?reference=fedcba9876543210')).toBeUndefined();
    expect(await shown('/catalog-request/sent/?reference=0123456789abcdef')).toBeUndefined();
    expect(await shown('/contact/sent/?reference=0123456789abcdef', cookie, at(61))).toBeUndefined();
    expect(await shown('/contact/sent/?reference=0123456789abcdef', 'enquiry-sent=..%2Fsecret')).toBeUndefined();
  });

  it('a store that fails or hangs leaves the page with the reference alone, never an error', async () => {
    const cookie = cookiePair(sentCookie('contact', key, true));
    const rendered: unknown[] = [];
    const render = async (_: Request, sent: unknown) => {
      rendered.push(sent);
      return new Response('<h1>Thank you</h1>', { status: 200 });
    };
    const failing = async () => {
      throw new Error('store down');
    };
    const answer = await sentPageResponse(
      page('/contact/sent/?reference=0123456789abcdef', cookie),
      render,
      failing,
      () => {},
    );
    expect(answer.status).toBe(200);
    expect(rendered).toEqual([undefined]);
  });
});
