import { describe, expect, it } from 'vitest';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { config as contactConfig } from '../../netlify/functions/contact.ts';
import { config as downloadConfig } from '../../netlify/functions/download-request.ts';
import { emailSetupFor } from '../../netlify/lib/enquiryFunction.ts';
import { emailConfigFromEnv } from '../../src/lib/email/config.ts';
import { escapeHtml, headerText } from '../../src/lib/email/escape.ts';
import { OutboxMailer } from '../../src/lib/email/outbox.ts';
import { isTransient, PostmarkMailer } from '../../src/lib/email/postmarkMailer.ts';
import { acknowledgmentEmail, formatTime, salesEmail } from '../../src/lib/enquiry/emails.ts';
import { FORM_PAGES } from '../../src/lib/enquiry/formResponses.ts';
import { ENQUIRY_POLICIES, rateLimitKey } from '../../src/lib/enquiry/handle.ts';
import { needsResend, newRecord } from '../../src/lib/enquiry/record.ts';
import { enquiryHeaders } from '../../src/lib/http/headers.ts';
import { CATALOG_BUTTON, CATALOG_PROMISE_ANY } from '../../src/lib/enquiry/promises.ts';

const settings = {
  salesEmail: 'sales@kavach.test',
  fromEmail: 'no-reply@kavach.test',
  organizationName: 'Kavach Safety Supply',
};
const record = newRecord(
  'contact',
  { first_name: 'A<b>', email: 'a@example.in', subject: 'Product Enquiry', message: 'x\n<script>' },
  '203.0.113.9',
  'production',
  'abc123',
  new Date('2027-01-02T03:04:05.000Z'),
);

describe('emails', () => {
  it('escape every HTML special character', () =>
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'));
  it('no control character survives in a header value, so no header can be added', () => {
    expect(headerText('Hi\r\nBcc: victim@example.com\u0000')).toBe('Hi Bcc: victim@example.com');
    expect(headerText('x'.repeat(300))).toHaveLength(200);
  });
  it('the sales email carries the time in IST and UTC, the IP and the id; Reply-To is the submitter', () => {
    const email = salesEmail(record, settings);
    expect(email).toMatchObject({ to: 'sales@kavach.test', replyTo: 'a@example.in', tag: 'sales' });
    expect(email.textBody).toContain('Client IP: 203.0.113.9');
    expect(email.textBody).toContain('2027-01-02T03:04:05.000Z');
    expect(email.textBody).toMatch(/8:34:05/); // 03:04:05 UTC is 08:34:05 IST
    expect(email.htmlBody).toContain('A&lt;b&gt;');
    expect(email.htmlBody).not.toContain('<script>');
  });
  it('the IST time is written exactly as Intl writes it (en-IN, Asia/Kolkata), over 40 years of instants', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'long', timeZone: 'Asia/Kolkata' });
    const start = Date.UTC(2000, 0, 1);
    for (let i = 0; i < 5000; i++) {
      // Spread over 40 years, with every hour of the day and both sides of midnight in IST.
      const instant = new Date(start + i * 252_467_113 + (i % 24) * 3_600_000);
      expect(formatTime(instant.toISOString())).toBe(`${intl.format(instant)} (${instant.toISOString()})`);
    }
  });
  it('the acknowledgment goes to the submitter, replies reach sales, and restates the message, escaped', () => {
    const email = acknowledgmentEmail(record, settings);
    expect(email).toMatchObject({ to: 'a@example.in', replyTo: 'sales@kavach.test', tag: 'acknowledgment' });
    expect(email.textBody).toContain('Message:\nx\n<script>');
    expect(email.htmlBody).toContain('x\n&lt;script&gt;');
    expect(email.htmlBody).not.toContain('<script>');
    expect(email.textBody).toContain('Reference: abc123');
  });
  it('the acknowledgment of a quote lists each product with its model and quantity, and the message as sent', () => {
    const quote = newRecord(
      'contact',
      {
        first_name: 'Meera',
        email: 'meera@example.in',
        subject: 'Request a Quote',
        gst_number: '27AAPFU0939F1ZV',
        message:
          'Please send a quote for:\n- Ratchet Helmet <KV> (model KV-H500): quantity 40\n' +
          '- Ear Muff: quantity 12 pairs\nDelivery to Pune & Nashik.',
      },
      '203.0.113.9',
      'production',
      '0123456789abcdef',
      new Date('2027-01-02T03:04:05.000Z'),
    );
    const email = acknowledgmentEmail(quote, settings);
    expect(email.textBody).toContain(
      'Subject: Request a Quote\nProducts:\n- Ratchet Helmet <KV> (model KV-H500): quantity 40\n' +
        '- Ear Muff: quantity 12 pairs\nMessage:\nPlease send a quote for:',
    );
    expect(email.textBody).toContain('Delivery to Pune & Nashik.');
    expect(email.htmlBody).toContain('<li>Ratchet Helmet &lt;KV&gt; (model KV-H500): quantity 40</li>');
    expect(email.htmlBody).toContain('<li>Ear Muff: quantity 12 pairs</li>');
    expect(email.htmlBody).toContain('Delivery to Pune &amp; Nashik.');
    expect(email.htmlBody).not.toContain('<KV>');
  });
  it('the acknowledgment of a catalog request names the catalog', () => {
    const download = newRecord(
      'download',
      { name: 'Sunita', email: 's@example.in', catalog: 'Hand <Protection>' },
      '203.0.113.9',
      'production',
      '0123456789abcdef',
      new Date('2027-01-02T03:04:05.000Z'),
    );
    const email = acknowledgmentEmail(download, settings);
    expect(email.textBody).toContain('Catalog: Hand <Protection>');
    expect(email.htmlBody).toContain('Hand &lt;Protection&gt;');
    expect(email.htmlBody).not.toContain('<Protection>');
  });
});

describe('email configuration', () => {
  it('without POSTMARK_SERVER_TOKEN: the local outbox outside production, a failed delivery in production', () => {
    const outbox = new OutboxMailer({ save: async () => {}, list: async () => [] });
    const mailerFor = (context: string, env: Record<string, string>) => emailSetupFor(context, outbox, env).mailer;
    expect(mailerFor('dev', {})).toBe(outbox);
    expect(mailerFor('deploy-preview', {})).toBe(outbox);
    expect(mailerFor('production', {})).toBeUndefined();
    const addresses = { SALES_EMAIL: 'sales@kavach.test', FROM_EMAIL: 'enquiries@kavach.test' };
    expect(mailerFor('production', { POSTMARK_SERVER_TOKEN: 't', ...addresses })).toBeInstanceOf(PostmarkMailer);
  });
  it('POSTMARK_API_URL points the client at a Postmark-compatible server; the default is Postmark', () => {
    const addresses = { SALES_EMAIL: 'sales@kavach.test', FROM_EMAIL: 'enquiries@kavach.test' };
    const configOf = (env: Record<string, string>) => {
      const result = emailConfigFromEnv({ ...addresses, ...env });
      return result.ok ? result.config : undefined;
    };
    expect(configOf({ POSTMARK_SERVER_TOKEN: 't' })?.postmark?.apiUrl).toBe('https://api.postmarkapp.com');
    expect(configOf({ POSTMARK_SERVER_TOKEN: 't', POSTMARK_API_URL: 'http://127.0.0.1:9' })?.postmark).toMatchObject({
      apiUrl: 'http://127.0.0.1:9',
      messageStream: 'outbound',
    });
    const mailer = new PostmarkMailer({
      serverToken: 't',
      apiUrl: 'http://127.0.0.1:9',
      messageStream: 'outbound',
      timeoutMs: 1000,
      backoffMs: 1,
    });
    expect(mailer.description).toBe('Postmark at 127.0.0.1:9');
  });
  it.each([
    [0, true],
    [429, true],
    [500, true],
    [503, true],
    [401, false],
    [422, false],
    [404, false],
  ])('status %i transient: %s', (status, transient) => {
    expect(isTransient(status)).toBe(transient);
  });
});

describe('enquiry functions and rate-limit keys', () => {
  it(
    'each JSON function answers its API path; the no-JavaScript ' +
      'form paths and thank-you pages have a function of their own',
    async () => {
      expect(contactConfig.path).toBe(FORM_PAGES.contact.api);
      expect(downloadConfig.path).toBe(FORM_PAGES.download.api);
      // Read as Netlify reads it: the form function imports the page server only a build writes.
      const [form] = await listFunctions('netlify/functions', { parseISC: true }).then((all) =>
        all.filter((f) => f.name === 'enquiry-form'),
      );
      expect(form?.routes?.map((r) => r.pattern)).toEqual([
        FORM_PAGES.contact.formAction,
        FORM_PAGES.download.formAction,
        '/contact/sent',
        '/contact/sent/',
        '/catalog-request/sent',
        '/catalog-request/sent/',
      ]);
    },
  );
  it('quotas are kept apart per deploy context and IP, and no IP is stored in clear', () => {
    const policy = ENQUIRY_POLICIES.contact;
    const production = rateLimitKey(policy, { ip: '203.0.113.9', deployContext: 'production' });
    const preview = rateLimitKey(policy, { ip: '203.0.113.9', deployContext: 'deploy-preview' });
    expect(production).not.toBe(preview);
    expect(production.startsWith('production/contact/')).toBe(true);
    expect(production).not.toContain('203.0.113.9');
    expect(rateLimitKey(policy, { ip: '203.0.113.10', deployContext: 'production' })).not.toBe(production);
  });
  it('headers: RateLimit-* and the IETF fields; Retry-After only on a 429; CORS only for the site origin', () => {
    const state = { policy: ENQUIRY_POLICIES.download, remaining: 0, resetSeconds: 120, retryAfterSeconds: 120 };
    const headers = enquiryHeaders(state, {
      siteUrl: 'https://kavach.example',
      requestOrigin: 'https://kavach.example',
    });
    expect(headers).toMatchObject({
      'API-Version': 'v1',
      'RateLimit-Limit': '10',
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': '120',
      'RateLimit-Policy': '"download";q=10;w=3600',
      RateLimit: '"download";r=0;t=120',
      'Retry-After': '120',
      'Access-Control-Allow-Origin': 'https://kavach.example',
    });
    const other = enquiryHeaders(
      { ...state, retryAfterSeconds: undefined },
      { siteUrl: 'https://kavach.example', requestOrigin: 'https://evil.example' },
    );
    expect(other).not.toHaveProperty('Retry-After');
    expect(other).not.toHaveProperty('Access-Control-Allow-Origin');
  });
  it('a failed enquiry, or one still pending after 5 minutes, needs resending', () => {
    const at = Date.parse(record.receivedAt);
    expect(needsResend({ ...record, status: 'failed' }, at)).toBe(true);
    expect(needsResend({ ...record, status: 'pending' }, at + 60_000)).toBe(false);
    expect(needsResend({ ...record, status: 'pending' }, at + 6 * 60_000)).toBe(true);
    expect(needsResend({ ...record, status: 'sent' }, at + 6 * 60_000)).toBe(false);
  });
});

describe('what the emails say (docs/enquiries.md, "Email")', () => {
  const received = new Date('2027-01-02T03:04:05.000Z');
  const contactRecord = newRecord(
    'contact',
    {
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.in',
      phone: '+91 98765 43210',
      company: 'Rao & Sons',
      gst_number: '27ABCDE1234F1Z5',
      subject: 'Request a Quote',
      message: 'Line one\nLine <two>',
    },
    '203.0.113.9',
    'production',
    'ref0001',
    received,
  );
  const downloadRecord = newRecord(
    'download',
    { name: 'Ravi Kumar', email: 'ravi@example.in', catalog: 'Safety Footwear' },
    '203.0.113.10',
    'production',
    'ref0002',
    received,
  );

  it(
    'the acknowledgment of an enquiry thanks the person by name, says what happens next, with the reference, ' +
      'and restates what was sent',
    () => {
      const email = acknowledgmentEmail(contactRecord, settings);
      expect(email.subject).toBe('We received your enquiry (Request a Quote) | Kavach Safety Supply');
      expect(email.textBody).toBe(
        [
          'Dear Asha Rao,',
          '',
          'Thank you for contacting Kavach Safety Supply. We received your enquiry (Request a Quote).',
          'Our sales team replies within one working day.',
          '',
          'Reference: ref0001',
          '',
          'What you sent:',
          'Subject: Request a Quote',
          'Message:',
          'Line one',
          'Line <two>',
          '',
          'If you did not write to us, you can ignore this email: nothing more will be sent.',
          '',
          'Kavach Safety Supply',
        ].join('\n'),
      );
      expect(email.htmlBody).toContain(
        '<p>Dear Asha Rao,</p><p>Thank you for contacting Kavach Safety Supply. ' +
          'We received your enquiry (Request a Quote).<br>Our sales team replies within one working day.</p>',
      );
      expect(email.htmlBody).toContain('<p>Reference: <strong>ref0001</strong></p>');
      expect(email.htmlBody).toContain('<span style="white-space:pre-wrap">Line one\nLine &lt;two&gt;</span>');
      expect(email.htmlBody).toMatch(/nothing more will be sent\.<\/p><p>Kavach Safety Supply<\/p><\/body>/);
      expect(email).toMatchObject({ from: 'no-reply@kavach.test', to: 'asha@example.in' });
    },
  );

  it('the acknowledgment of a catalog request names the catalog and says the sales team emails it', () => {
    const email = acknowledgmentEmail(downloadRecord, settings);
    expect(email.subject).toBe('We received your request for the catalog "Safety Footwear" | Kavach Safety Supply');
    expect(email.textBody).toBe(
      [
        'Dear Ravi Kumar,',
        '',
        'Thank you for contacting Kavach Safety Supply. We received your request for the catalog "Safety Footwear".',
        'Our sales team emails you the Safety Footwear catalog, with current prices and availability, ' +
          'within one working day.',
        '',
        'Reference: ref0002',
        '',
        'What you sent:',
        'Catalog: Safety Footwear',
        '',
        'If you did not write to us, you can ignore this email: nothing more will be sent.',
        '',
        'Kavach Safety Supply',
      ].join('\n'),
    );
    expect(email.htmlBody).toContain('your request for the catalog &quot;Safety Footwear&quot;');
    expect(email.htmlBody).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8"><title>We received/);
  });

  it(
    'the sales email lists every field given, in order, ' + 'then the time, the client and the id, then the message',
    () => {
      const email = salesEmail(contactRecord, settings);
      expect(email.subject).toBe('Enquiry: Request a Quote from Asha Rao (Rao & Sons)');
      expect(email).toMatchObject({
        from: 'no-reply@kavach.test',
        to: 'sales@kavach.test',
        replyTo: 'asha@example.in',
      });
      expect(email.textBody).toBe(
        [
          'Enquiry: Request a Quote',
          '',
          'First name: Asha',
          'Last name: Rao',
          'Email: asha@example.in',
          'Phone: +91 98765 43210',
          'Company: Rao & Sons',
          'GST number: 27ABCDE1234F1Z5',
          'Subject: Request a Quote',
          'Received: 2 Jan 2027, 8:34:05 am IST (2027-01-02T03:04:05.000Z)',
          'Client IP: 203.0.113.9',
          'Enquiry id: ref0001',
          '',
          'Message:',
          'Line one\nLine <two>',
          '',
          'Reply to this email to answer the submitter directly.',
        ].join('\n'),
      );
      expect(email.htmlBody).toContain('<h1 style="font-size:1.2rem">Enquiry: Request a Quote</h1>');
      expect(email.htmlBody).toContain('<th style="text-align:left;padding:.2rem 1rem .2rem 0;vertical-align:top">');
      expect(email.htmlBody).toContain('Company</th><td>Rao &amp; Sons</td></tr>');
      expect(email.htmlBody).toContain('ref0001</td></tr></table><h2');
      expect(email.htmlBody).not.toContain('Message</th>'); // once, under its heading
      expect(email.htmlBody).toContain(
        '<h2 style="font-size:1rem">Message</h2><p style="white-space:pre-wrap">Line one\nLine &lt;two&gt;</p>',
      );
      expect(email.htmlBody).toContain('Reply to this email to answer the submitter directly.</p></body></html>');
      expect(email.htmlBody).toContain('<title>Enquiry: Request a Quote from Asha Rao (Rao &amp; Sons)</title>');
    },
  );

  it(
    'a catalog request: the catalog in the subject, no ' + 'company in brackets when none was given, no message part',
    () => {
      const email = salesEmail(downloadRecord, settings);
      expect(email.subject).toBe('Catalog request: Safety Footwear from Ravi Kumar');
      expect(email.textBody).toBe(
        [
          'Catalog request: Safety Footwear',
          '',
          'Name: Ravi Kumar',
          'Email: ravi@example.in',
          'Catalog: Safety Footwear',
          'Received: 2 Jan 2027, 8:34:05 am IST (2027-01-02T03:04:05.000Z)',
          'Client IP: 203.0.113.10',
          'Enquiry id: ref0002',
          '',
          'Reply to this email to answer the submitter directly.',
        ].join('\n'),
      );
      expect(email.htmlBody).not.toContain('Message');
      expect(email.htmlBody).toContain(
        'ref0002</td></tr></table><p style="color:#4a5565">Reply to this email to answer the submitter directly.</p>',
      );
    },
  );

  it('a first name alone is the name the emails use', () => {
    const record = newRecord(
      'contact',
      { first_name: 'Asha', email: 'a@example.in', subject: 'Product Enquiry', message: 'm' },
      '203.0.113.9',
      'production',
      'r',
      received,
    );
    expect(acknowledgmentEmail(record, settings).textBody.split('\n')[0]).toBe('Dear Asha,');
    expect(salesEmail(record, settings).subject).toBe('Enquiry: Product Enquiry from Asha');
  });

  it.each([
    ['2027-01-02T18:30:00.000Z', '3 Jan 2027, 12:00:00 am IST'],
    ['2027-01-02T06:30:00.000Z', '2 Jan 2027, 12:00:00 pm IST'],
    ['2027-09-30T18:29:59.000Z', '30 Sept 2027, 11:59:59 pm IST'],
    ['2027-12-31T20:05:09.000Z', '1 Jan 2028, 1:35:09 am IST'],
  ])('%s is written %s (UTC+05:30, 12-hour clock)', (iso, ist) => {
    expect(formatTime(iso)).toBe(`${ist} (${iso})`);
  });
});

describe('what happens next, in the same words in the page as in the email (promises.ts)', () => {
  it('the catalog thank-you page, where the catalog is not named, and the catalog form button', () => {
    expect(CATALOG_PROMISE_ANY).toBe(
      'Our sales team emails you the catalog, with current prices and availability, within one working day.',
    );
    expect(CATALOG_BUTTON).toBe('Email me the catalog');
  });
});
