// The steps of one accepted contact enquiry, one at a time in the handler's order, each timed on
// its first use in a fresh isolate and again right after (the difference is first-use cost: lazy
// compilation, first connection, module internals). Bundled with the functions' esbuild options
// and run in fresh worker threads by `node bench/coldWorker.mjs --probe` (docs/enquiries.md,
// "Cold instances (third round)"). Measures only: the handler itself is what the other modes run.
import { createHash, randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { emailConfigFromEnv } from '../src/lib/email/config.ts';
import { PostmarkMailer } from '../src/lib/email/postmarkMailer.ts';
import { MAX_BODY_BYTES, readBody } from '../src/lib/enquiry/body.ts';
import { acknowledgmentEmail, salesEmail } from '../src/lib/enquiry/emails.ts';
import { ENQUIRY_POLICIES, rateLimitKey } from '../src/lib/enquiry/handle.ts';
import { newRecord } from '../src/lib/enquiry/record.ts';
import { validate } from '../src/lib/enquiry/validation.ts';
import { enquiryHeaders } from '../src/lib/http/headers.ts';
import { jsonResponse } from '../src/lib/http/responses.ts';
import { beginRequest } from '../src/lib/rateLimit/slidingLog.ts';
import { enquiryStores } from '../netlify/lib/blobs.ts';

export async function probe(ip: string, body: unknown): Promise<{ step: string; cold: number; warm: number }[]> {
  const steps: { step: string; cold: number; warm: number }[] = [];
  const time = async <T>(step: string, work: (pass: number) => Promise<T> | T): Promise<T> => {
    let t = performance.now();
    const result = await work(0);
    const cold = performance.now() - t;
    t = performance.now();
    await work(1);
    steps.push({ step, cold, warm: performance.now() - t });
    return result;
  };
  const stores = await time('getStore x3 (enquiryStores)', () => enquiryStores(undefined, { failFast: true }));
  const policy = ENQUIRY_POLICIES.contact;
  const key = await time('sha-256 of the IP (rateLimitKey)', (pass) => rateLimitKey(policy, { ip: `${ip}${pass || ''}`, deployContext: 'dev' }));
  await time('randomBytes(8)', () => randomBytes(8).toString('hex'));
  await time('DNS lookup of localhost', () => lookup('localhost'));
  await time('Blobs write (first node:http request)', (pass) => stores.requestLog.add(`${key}/probe.${pass}`));
  await time('Blobs list (directories)', () => stores.requestLog.names(`${key}/`));
  const begun = await time('rate limit: beginRequest (write + list)', (pass) => beginRequest(stores.requestLog, `${key}${pass ? 'x' : ''}`, policy));
  await begun.recorded;
  const request = () => new Request('http://localhost:8888/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const read = await time('readBody', () => readBody(request(), { maxBytes: MAX_BODY_BYTES.contact }));
  if (!read.ok) throw new Error('body');
  const valid = await time('validate (zod first parse)', () => validate('contact', read.body));
  if (!valid.ok) throw new Error(valid.error.message);
  const record = await time('newRecord', () => newRecord('contact', valid.value, ip, 'dev', randomBytes(8).toString('hex'), new Date()));
  await time('keep: setJSON', () => stores.enquiries.save(record));
  const config = emailConfigFromEnv();
  const mailer = await time('new PostmarkMailer (ServerClient)', () => new PostmarkMailer(config.postmark!));
  const settings = { salesEmail: config.salesEmail, fromEmail: config.fromEmail, organizationName: 'Probe' };
  const sales = await time('compose sales email', () => salesEmail(record, settings));
  const ack = await time('compose acknowledgment', () => acknowledgmentEmail(record, settings));
  await time('send sales email (first Postmark request)', () => mailer.send(sales));
  await time('send acknowledgment', () => mailer.send(ack));
  await time('record outcome: setJSON', () => stores.enquiries.save(record));
  await time('response (headers + JSON)', () => jsonResponse(200, { success: true }, enquiryHeaders(begun.state, { requestOrigin: null, siteUrl: 'http://localhost:8888' })));
  await time('sha-256 (createHash alone)', (pass) => createHash('sha256').update(String(pass)).digest('hex'));
  return steps;
}
