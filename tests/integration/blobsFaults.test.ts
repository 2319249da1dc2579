import { renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Context } from '@netlify/functions';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryFunction } from '../../netlify/lib/enquiryFunction.ts';
import { startLocalPostmark } from '../../scripts/postmarkLocal.mjs';
import { handleEnquiry, type EnquiryDeps } from '../../src/lib/enquiry/handle.ts';
import { answerWithinDeadline } from '../../src/lib/enquiry/answerWithinDeadline.ts';
import { ErrorResponseSchema } from '../../src/lib/schemas/error.ts';
import { newClient } from '../helpers/clientAddress.ts';
import { FUZZ_SEED } from '../helpers/enquiryFuzz.ts';
import { startFaultyProxy } from '../helpers/faultyProxy.ts';
import { startInProcessEnquiries } from '../helpers/inProcessEnquiries.ts';
import { SALES_EMAIL, messagesFor, submitterAddress } from '../helpers/postmark.ts';

/**
 * Netlify Blobs unavailable or failing mid-request (docs/hardening.md): the rate limiter fails
 * open, an enquiry that cannot be kept is still emailed, every Blobs operation is bounded so the
 * function answers before the platform's timeout, and the answer is always the contract's JSON.
 * In-process: the real handler and stores, a real Blobs server behind a proxy that fails on
 * command, the real postmark client and the local Postmark-compatible server.
 */
const contact = (email: string) => ({
  first_name: 'Asha',
  email,
  subject: 'Product Enquiry',
  message: 'Please quote 200 pairs.',
});
const post = (body: unknown) =>
  new Request('http://localhost:8888/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Blobs failures, in-process', () => {
  let env: Awaited<ReturnType<typeof startInProcessEnquiries>>;
  let proxy: Awaited<ReturnType<typeof startFaultyProxy>>;
  let postmark: Awaited<ReturnType<typeof startLocalPostmark>>;
  let deps: EnquiryDeps;
  let ip = 0;
  const sentTo = (email: string) =>
    postmark.messages.filter(
      (m: { body: { To: string; ReplyTo?: string }; outcome: string }) =>
        m.outcome === 'sent' && (m.body.To === email || m.body.ReplyTo === email),
    );
  const kept = () => env.kept();
  const handle = (body: unknown) =>
    handleEnquiry('contact', post(body), { ip: `faults-${++ip}`, deployContext: 'faults' }, deps);

  beforeAll(async () => {
    env = await startInProcessEnquiries('faults');
    postmark = env.postmark;
    proxy = await startFaultyProxy(env.blobsUrl);
    deps = env.depsFor(proxy.url, { failFast: true });
  });
  afterAll(async () => {
    await proxy?.stop();
    await env?.stop();
  });

  it('healthy store: the enquiry is kept and emailed (the baseline the faults are compared with)', async () => {
    proxy.fail(undefined);
    const email = submitterAddress();
    const before = kept();
    expect((await handle(contact(email))).status).toBe(200);
    expect(sentTo(email)).toHaveLength(2);
    expect(kept()).toBe(before + 1);
  });

  it.each(['refuse', 'error500'] as const)(
    'store down (%s): rate limit fails open, the enquiry is still emailed, 200 with the rate-limit headers',
    async (fault) => {
      proxy.fail(fault);
      const email = submitterAddress();
      const before = kept();
      const res = await handle(contact(email));
      proxy.fail(undefined);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, reference: expect.stringMatching(/^[0-9a-f]{16}$/) });
      expect(res.headers.get('ratelimit-limit')).toBe('5');
      expect(sentTo(email)).toHaveLength(2);
      expect(kept()).toBe(before);
    },
  );

  it(
    'a store that never answers: the enquiry deadline answers ' + '500 email_delivery_failed in JSON at its deadline',
    async () => {
      proxy.fail('hang');
      const res = await answerWithinDeadline('contact', 'api', () => handle(contact(submitterAddress())), {
        deadlineMs: 2_000,
        siteUrl: 'http://localhost:8888',
        requestOrigin: null,
        log: () => {},
      });
      proxy.fail(undefined);
      expect(res.status).toBe(500);
      expect(res.headers.get('ratelimit-limit')).toBe('5');
      const { error } = ErrorResponseSchema.parse(await res.json());
      expect(error.code).toBe('email_delivery_failed');
      expect(error.message).toContain('may not have been sent');
    },
  );

  it('store down and Postmark failing: 500 email_delivery_failed in JSON, saying nothing was recorded', async () => {
    proxy.fail('refuse');
    const res = await handle(contact(submitterAddress('both-500')));
    proxy.fail(undefined);
    expect(res.status).toBe(500);
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body.error.code).toBe('email_delivery_failed');
    expect(body.error.message).toBe('The email could not be sent.');
    expect(body.error.hint).toBeTruthy();
  });

  it('store down: an invalid body is still a 400 with its code, never a 500', async () => {
    proxy.fail('error500');
    const res = await handle({ first_name: 'Asha' });
    proxy.fail(undefined);
    expect(res.status).toBe(400);
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe('missing_fields');
  });

  it('the store failing at any point of a request (seeded): 200, both emails sent once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 14 }),
        fc.constantFrom('refuse' as const, 'error500' as const),
        async (failFrom, fault) => {
          const email = submitterAddress();
          proxy.fail(fault, failFrom);
          const res = await handle(contact(email));
          proxy.fail(undefined);
          expect(res.status, `${fault} from request ${failFrom}`).toBe(200);
          expect(
            sentTo(email)
              .map((m: { body: { To: string } }) => m.body.To)
              .sort(),
          ).toEqual([SALES_EMAIL, email].sort());
        },
      ),
      { seed: FUZZ_SEED, numRuns: 8, endOnFailure: true },
    );
  });
});

describe('no Blobs context at all (the function adapter)', () => {
  it('the function answers 500 email_delivery_failed in JSON, with the enquiry headers, not a crash', async () => {
    const saved = process.env.NETLIFY_BLOBS_CONTEXT;
    delete process.env.NETLIFY_BLOBS_CONTEXT;
    try {
      const handler = enquiryFunction('contact');
      const res = await handler(post(contact(submitterAddress())), {
        ip: '127.0.0.1',
        deploy: { context: 'dev' },
      } as unknown as Context);
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('ratelimit-limit')).toBe('5');
      expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe('email_delivery_failed');
    } finally {
      if (saved !== undefined) process.env.NETLIFY_BLOBS_CONTEXT = saved;
    }
  });
});

describe('Blobs failing under the local runtime', () => {
  // The enquiries store of the runtime's local Blobs server, made unwritable by putting a file
  // where its folder was (root ignores file modes): every save fails for real.
  const storeDir = '.netlify/blobs-serve/entries/unlinked/site:enquiries';
  const aside = `${storeDir}.aside-${process.pid}`;

  it('an enquiry that cannot be kept is still emailed: 200, both emails, JSON', async () => {
    const client = newClient();
    await client.post('/api/contact', {}); // the store's folder exists once the runtime has run
    let moved = false;
    try {
      try {
        renameSync(storeDir, aside);
        moved = true;
      } catch {}
      writeFileSync(storeDir, 'not a folder');
      const email = submitterAddress();
      const res = await newClient().post('/api/contact', contact(email));
      expect(res.status, res.text).toBe(200);
      expect(res.json()).toEqual({ success: true, reference: expect.stringMatching(/^[0-9a-f]{16}$/) });
      const { sales, acknowledgment } = await messagesFor(email);
      expect([sales.length, acknowledgment.length]).toEqual([1, 1]);
    } finally {
      rmSync(storeDir, { force: true });
      if (moved) renameSync(aside, storeDir);
    }
  });
});
