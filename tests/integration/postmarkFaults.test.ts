import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '../../src/lib/schemas/error.ts';
import { newClient } from '../helpers/clientAddress.ts';
import { messagesFor, submitterAddress } from '../helpers/postmark.ts';

/**
 * The Postmark faults that the enquiry tests (tests/integration/enquiries.test.ts)
 * leave out: 429 is transient (retried once), 406 "inactive recipient" is permanent (not retried,
 * 500 `email_delivery_failed`, the enquiry kept for the resend command).
 */
const body = (email: string) => ({
  first_name: 'Asha',
  email,
  subject: 'Product Enquiry',
  message: 'Please quote 200 pairs.',
});
const keptLine = (email: string) =>
  execFileSync(process.execPath, ['scripts/enquiries.ts', 'list', '--all'], { encoding: 'utf8', env: process.env })
    .split('\n')
    .find((l) => l.includes(email));

describe('Postmark 429 and 406', () => {
  it('429 on the sales email is retried once and the enquiry goes through', async () => {
    const email = submitterAddress('sales-429once');
    const res = await newClient().post('/api/contact', body(email));
    expect(res.status).toBe(200);
    const { sales, acknowledgment } = await messagesFor(email);
    expect(sales.map((m) => m.outcome)).toEqual(['429once', 'sent']);
    expect(acknowledgment).toHaveLength(1);
  });

  it(
    '406 on the acknowledgment is not retried: 500 ' + 'email_delivery_failed, kept with the acknowledgment failed',
    async () => {
      const email = submitterAddress('ack-406');
      const res = await newClient().post('/api/contact', body(email));
      expect(res.status).toBe(500);
      expect(ErrorResponseSchema.parse(res.json()).error.code).toBe('email_delivery_failed');
      const { sales, acknowledgment } = await messagesFor(email);
      expect(sales.map((m) => m.outcome)).toEqual(['sent']);
      expect(acknowledgment.map((m) => m.outcome)).toEqual(['406']);
      expect(keptLine(email)).toContain('sales=sent acknowledgment=failed');
    },
  );
});
