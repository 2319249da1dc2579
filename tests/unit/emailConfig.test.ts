import { describe, expect, it } from 'vitest';
import { emailSetupFor } from '../../netlify/lib/enquiryFunction.ts';
import { emailConfigFromEnv, UnconfiguredMailer } from '../../src/lib/email/config.ts';
import { OutboxMailer } from '../../src/lib/email/outbox.ts';
import { deliver } from '../../src/lib/enquiry/deliver.ts';
import { newRecord, type EnquiryRecord } from '../../src/lib/enquiry/record.ts';

const TOKEN = { POSTMARK_SERVER_TOKEN: 'server-token' };
const ADDRESSES = { SALES_EMAIL: 'sales@kavach.test', FROM_EMAIL: 'enquiries@kavach.test' };

describe('email configuration: with POSTMARK_SERVER_TOKEN set, SALES_EMAIL and FROM_EMAIL are required', () => {
  it.each([
    [{}, /SALES_EMAIL and FROM_EMAIL are not set/],
    [{ FROM_EMAIL: ADDRESSES.FROM_EMAIL }, /SALES_EMAIL is not set/],
    [{ SALES_EMAIL: ADDRESSES.SALES_EMAIL }, /FROM_EMAIL is not set/],
    [{ ...ADDRESSES, SALES_EMAIL: '   ' }, /SALES_EMAIL is not set/],
    [{ ...ADDRESSES, SALES_EMAIL: 'sales team' }, /SALES_EMAIL "sales team" is not an email address/],
  ])('%j beside the token is refused, naming what to set', (env, problem) => {
    const result = emailConfigFromEnv({ ...TOKEN, ...env });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(problem);
  });

  it('with both addresses the token sends from FROM_EMAIL to SALES_EMAIL', () => {
    const result = emailConfigFromEnv({ ...TOKEN, ...ADDRESSES });
    expect(result.ok && result.config).toMatchObject({
      salesEmail: 'sales@kavach.test',
      fromEmail: 'enquiries@kavach.test',
      postmark: { serverToken: 'server-token' },
    });
  });

  it('without a token (the local outbox) the addresses may be left out: they reach nobody', () => {
    const result = emailConfigFromEnv({});
    expect(result.ok && result.config.postmark).toBeUndefined();
  });
});

describe(
  'the enquiry functions refuse to send without the ' + 'addresses: 500 with the enquiry kept, the error logged',
  () => {
    it('the function logs the problem and every send fails with it; the kept record says why', async () => {
      const logged: string[] = [];
      const outbox = new OutboxMailer({ save: async () => {}, list: async () => [] });
      const setup = emailSetupFor('production', outbox, { ...TOKEN, FROM_EMAIL: ADDRESSES.FROM_EMAIL }, (m) =>
        logged.push(m),
      );
      expect(logged.join('\n')).toMatch(/email is not configured.*SALES_EMAIL is not set/);
      expect(setup.mailer).toBeInstanceOf(UnconfiguredMailer);

      const saved: EnquiryRecord[] = [];
      const record = newRecord(
        'download',
        { name: 'Asha', email: 'asha@example.in', catalog: 'Safety Footwear' },
        '203.0.113.9',
        'production',
        'abc123',
        new Date(),
      );
      const outcome = await deliver(record, {
        enquiries: {
          save: async (r) => void saved.push(structuredClone(r)),
          list: async () => [],
          findSame: async () => undefined,
        },
        ...setup,
        log: () => {},
      });
      expect(outcome).toEqual({ ok: false, kept: true });
      expect(saved.at(-1)?.status).toBe('failed');
      expect(saved.at(-1)?.attempts[0]?.detail).toMatch(/SALES_EMAIL is not set/);
    });
  },
);
