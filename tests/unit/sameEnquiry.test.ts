import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../src/lib/email/message.ts';
import { handleEnquiry, type EnquiryDeps } from '../../src/lib/enquiry/handle.ts';
import { resendOnce } from '../../src/lib/enquiry/sameEnquiry.ts';
import { startInProcessEnquiries } from '../helpers/inProcessEnquiries.ts';
import { SALES_EMAIL } from '../helpers/postmark.ts';

/**
 * The same enquiry arriving several times at once (a double submit, a client retrying on a timeout)
 * against the real handler, a real Blobs server and the local Postmark server, in one process so the
 * requests truly overlap (through the local runtime each waits for its own cold worker).
 */
describe('the same enquiry at the same time: one sender', () => {
  let env: Awaited<ReturnType<typeof startInProcessEnquiries>>;
  let deps: EnquiryDeps;
  beforeAll(async () => {
    env = await startInProcessEnquiries('same-enquiry');
    deps = env.depsFor(env.blobsUrl);
  });
  afterAll(() => env?.stop());

  const post = (ip: string, email: string, using = deps) =>
    handleEnquiry(
      'download',
      new Request('http://localhost:8888/api/download-request', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Asha Rao', email, catalog: 'Full catalog' }),
      }),
      { ip, deployContext: 'same-enquiry' },
      using,
    );
  const received = (email: string) => ({
    sales: env.postmark.messages.filter(
      (m: { body: { ReplyTo?: string; To: string } }) => m.body.ReplyTo === email && m.body.To === SALES_EMAIL,
    ),
    acknowledgment: env.postmark.messages.filter((m: { body: { To: string } }) => m.body.To === email),
  });

  it(
    '10 rounds of 4 identical posts at once: all answered 200; sales ' +
      'got one copy and the submitter one acknowledgment per round',
    async () => {
      for (let round = 0; round < 10; round++) {
        const email = `same.${round}.${Date.now()}@example.in`;
        const responses = await Promise.all([1, 2, 3, 4].map(() => post(`192.0.2.${round}`, email)));
        expect(
          responses.map((r) => r.status),
          `round ${round}`,
        ).toEqual([200, 200, 200, 200]);
        const { sales, acknowledgment } = received(email);
        expect(sales, `round ${round}`).toHaveLength(1);
        expect(acknowledgment, `round ${round}`).toHaveLength(1);
      }
    },
  );

  it(
    'a post arriving while the first is still sending (its enquiry ' +
      'kept, no email out yet) waits for it and sends nothing',
    async () => {
      const email = `same.slow.${Date.now()}@example.in`;
      const slowMailer: Mailer = {
        description: 'Postmark, 400 ms late',
        send: async (message) => (await new Promise((r) => setTimeout(r, 400)), deps.mailer!.send(message)),
      };
      const first = post('192.0.2.150', email, { ...deps, mailer: slowMailer });
      await new Promise((r) => setTimeout(r, 200)); // the first has kept the enquiry and is sending
      const second = await post('192.0.2.150', email);
      expect([(await first).status, second.status]).toEqual([200, 200]);
      expect(received(email).sales).toHaveLength(1);
      expect(received(email).acknowledgment).toHaveLength(1);
    },
  );

  it(
    'the resend command and a client retry of the same failed enquiry ' +
      'at once: the missing email goes out once, sales is not sent again',
    async () => {
      const email = `same+pm-ack-500twice-${Date.now()}@example.in`;
      expect((await post('192.0.2.210', email)).status).toBe(500);
      const kept = (await deps.enquiries.list()).find((r) => (r.fields as { email: string }).email === email)!;
      const slowMailer: Mailer = {
        description: 'Postmark, 400 ms late',
        send: async (message) => (await new Promise((r) => setTimeout(r, 400)), deps.mailer!.send(message)),
      };
      const resent = resendOnce(kept, { ...deps, mailer: slowMailer });
      await new Promise((r) => setTimeout(r, 150)); // the resend holds the round and is sending
      const retried = await post('192.0.2.210', email);
      expect([(await resent).ok, retried.status]).toEqual([true, 200]);
      expect(received(email).sales.map((m: { outcome: string }) => m.outcome)).toEqual(['sent']);
      expect(received(email).acknowledgment.filter((m: { outcome: string }) => m.outcome === 'sent')).toHaveLength(1);
    },
  );

  it(
    'the acknowledgment failing: 3 identical posts at once send ' +
      'sales one copy; each answers 500 email_delivery_failed',
    async () => {
      const email = `same+pm-ack-500-${Date.now()}@example.in`;
      const responses = await Promise.all([1, 2, 3].map(() => post('192.0.2.200', email)));
      expect(responses.map((r) => r.status)).toEqual([500, 500, 500]);
      for (const res of responses)
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('email_delivery_failed');
      expect(received(email).sales.map((m: { outcome: string }) => m.outcome)).toEqual(['sent']);
    },
  );
});
