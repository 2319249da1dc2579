import { describe, expect, it } from 'vitest';
import { newClient } from '../helpers/clientAddress.ts';
import { messagesFor, submitterAddress } from '../helpers/postmark.ts';
import { BASE_URL } from '../helpers/runtime.ts';

/**
 * Enquiries only from the site's own origin. The JSON endpoints need a preflight
 * from a browser, which other origins get without a grant (tests/integration/enquiries.test.ts), and
 * read only JSON, so a cross-site "simple" request cannot reach them either. The no-JavaScript form
 * path takes plain form posts, which need no preflight: there a post from another site's page is
 * refused with 403 and sends nothing.
 */
const form = (email: string) =>
  new URLSearchParams({
    first_name: 'Asha',
    email,
    subject: 'Product Enquiry',
    message: 'Please quote 200 pairs.',
    website: '',
  }).toString();
const formHeaders = (origin?: string) => ({
  'Content-Type': 'application/x-www-form-urlencoded',
  ...(origin ? { Origin: origin } : {}),
});

describe('enquiries from other origins', () => {
  it.each(['https://evil.example', 'null'])(
    'a form posted from a page of %s is refused with 403 and sends no email',
    async (origin) => {
      const email = submitterAddress();
      const res = await newClient().post('/enquiry/contact', form(email), formHeaders(origin));
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('only be sent from this site');
      expect(res.text).toContain('<form class="enquiry-form" method="post" action="/enquiry/contact"');
      expect((await messagesFor(email)).all).toEqual([]);
    },
  );

  it('the same form from the site itself (or a client sending no Origin) is sent', async () => {
    for (const origin of [new URL(BASE_URL).origin, undefined]) {
      const email = submitterAddress();
      const res = await newClient().post('/enquiry/contact', form(email), formHeaders(origin));
      expect(res.status, String(origin)).toBe(303);
      expect((await messagesFor(email)).all).toHaveLength(2);
    }
  });

  it(
    'a cross-site "simple" request to the JSON endpoint ' + '(text/plain, no preflight) is 400 and sends nothing',
    async () => {
      const email = submitterAddress();
      const body = JSON.stringify({ first_name: 'Asha', email, subject: 'Product Enquiry', message: 'Hi' });
      const res = await newClient().post('/api/contact', body, {
        'Content-Type': 'text/plain',
        Origin: 'https://evil.example',
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect((await messagesFor(email)).all).toEqual([]);
    },
  );
});
