import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPostmark } from '../../scripts/postmarkLocal.mjs';
import { handleEnquiry, type EnquiryDeps } from '../../src/lib/enquiry/handle.ts';
import type { EnquiryKind } from '../../src/lib/enquiry/validation.ts';
import { freshLoopbackAddress } from '../helpers/clientAddress.ts';
import { FROM_EMAIL, SALES_EMAIL, receivedMessages } from '../helpers/postmark.ts';
import { startInProcessEnquiries } from '../helpers/inProcessEnquiries.ts';
import { BASE_URL } from '../helpers/runtime.ts';
import {
  FUZZ_SEED,
  countFiles,
  describeRequest,
  expectNoInjection,
  expectWellFormed,
  expected,
  fuzzRequest,
  fuzzRuns,
  type FuzzRequest,
  type PostmarkBody,
} from '../helpers/enquiryFuzz.ts';

/**
 * Property-based fuzzing of both enquiry endpoints, seeded and bounded.
 * Invariants on every case: a documented status, never a 5xx (Postmark is healthy here, so not even
 * `email_delivery_failed`), JSON with the error shape (code, message, hint), no stack trace; exactly
 * two emails and one kept enquiry for an accepted body, none for an invalid one or a honeypot hit;
 * the function still answers afterwards.
 *
 * Two depths: many cases in-process (the real handler, a real Blobs server, the real
 * `postmark` client and the local Postmark-compatible server), and fewer through the local runtime,
 * where each case is a function invocation with its Blobs round trips. Every case comes from its own
 * client address, so the rate limit (every POST counts) never hides the body's outcome.
 */
const KINDS: [EnquiryKind, string][] = [
  ['contact', '/api/contact'],
  ['download', '/api/download-request'],
];

interface Outcome {
  status: number;
  contentType: string | null;
  text: string;
}

function checkCase(
  kind: EnquiryKind,
  request: FuzzRequest,
  res: Outcome,
  newMessages: PostmarkBody[],
  newlyKept: number,
) {
  const what = `${kind}: ${describeRequest(request)}`;
  const { code } = expectWellFormed(res.status, res.contentType, res.text, what);
  expect(res.status, `${what}: ${code}`).toBeLessThan(500);
  const expectation = expected(kind, request);
  if (res.status === 429) throw new Error(`${what}: rate limited, but every case has its own client`);
  if (expectation === 'accepted') {
    expect(res.status, `${what}: a valid body is accepted (${code})`).toBe(200);
    const email = ((request.value as Record<string, string>).email ?? '').trim();
    expect(newMessages.map((m) => [m.From, m.To, m.ReplyTo]).sort(), what).toEqual(
      [
        [FROM_EMAIL, SALES_EMAIL, email],
        [FROM_EMAIL, email, SALES_EMAIL],
      ].sort(),
    );
    expect(newlyKept, `${what}: kept`).toBe(1);
    for (const message of newMessages) expectNoInjection(message, what);
  } else {
    expect(res.status, `${what}: ${expectation}`).toBe(
      expectation === 'honeypot' ? 200 : request.method === 'POST' ? 400 : 405,
    );
    expect(newMessages, `${what}: no email`).toEqual([]);
    expect(newlyKept, `${what}: nothing kept`).toBe(0);
  }
}

describe('fuzzing in-process: the real handler, Blobs server and postmark client', () => {
  let env: Awaited<ReturnType<typeof startInProcessEnquiries>>;
  let postmark: Awaited<ReturnType<typeof startLocalPostmark>>;
  let deps: EnquiryDeps;
  beforeAll(async () => {
    env = await startInProcessEnquiries('fuzz');
    postmark = env.postmark;
    deps = env.depsFor(env.blobsUrl);
  });
  afterAll(() => env?.stop());
  const kept = () => env.kept();

  it.each(KINDS)('%s: every invariant holds on every case', async (kind, path) => {
    let ip = 0;
    await fc.assert(
      fc.asyncProperty(fuzzRequest(kind), async (request) => {
        const [messagesBefore, keptBefore] = [postmark.messages.length, kept()];
        const hasBody = request.method !== 'GET';
        const response = await handleEnquiry(
          kind,
          new Request(`http://localhost:8888${path}`, {
            method: request.method,
            headers: request.contentType === undefined ? {} : { 'Content-Type': request.contentType },
            // Bytes: a string body would make Request add `Content-Type: text/plain` of its own.
            ...(hasBody ? { body: Buffer.from(request.body) } : {}),
          }),
          { ip: `fuzz-${kind}-${++ip}`, deployContext: 'fuzz' },
          deps,
        );
        const text = await response.text();
        const newMessages = postmark.messages.slice(messagesBefore).map((m: { body: PostmarkBody }) => m.body);
        checkCase(
          kind,
          request,
          { status: response.status, contentType: response.headers.get('content-type'), text },
          newMessages,
          kept() - keptBefore,
        );
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(300), endOnFailure: true },
    );
  });
});

/**
 * A request from its own loopback address, with a body of any bytes. Always framed by
 * Content-Length: HTTP framing is the platform's (a chunked DELETE is refused by the local
 * runtime's HTTP server before any function runs), the body is the function's.
 */
function send(address: string, path: string, request: FuzzRequest): Promise<Outcome> {
  const url = new URL(path, BASE_URL);
  const body = request.method === 'GET' ? Buffer.alloc(0) : Buffer.from(request.body);
  const headers: Record<string, string> = { 'Content-Length': String(body.byteLength) };
  if (request.contentType !== undefined) headers['Content-Type'] = request.contentType;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: url.port, path: url.pathname, method: request.method, localAddress: address, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? null,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('fuzzing through the local runtime (the deployed functions)', () => {
  const kept = () => countFiles('.netlify/blobs-serve/entries/unlinked/site:enquiries');

  it.each(KINDS)('%s: every invariant holds on every case, and the function still answers', async (kind, path) => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(kind), async (request) => {
        const [messagesBefore, keptBefore] = [(await receivedMessages()).length, kept()];
        const res = await send(freshLoopbackAddress(), path, request);
        const newMessages = (await receivedMessages())
          .slice(messagesBefore)
          .map((m) => m.body as unknown as PostmarkBody);
        // netlify-cli's functions server reads bodies with express.raw({ type: '*/*' }), which skips a
        // request without Content-Type: locally the function gets an empty body (docs/hardening.md).
        const asReceived = request.contentType === undefined ? { ...request, body: '', value: undefined } : request;
        checkCase(kind, asReceived, res, newMessages, kept() - keptBefore);
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(15, 'runtime'), endOnFailure: true },
    );
    const alive = await send(freshLoopbackAddress(), path, {
      method: 'POST',
      contentType: 'application/json',
      body: '{}',
    });
    expect(alive.status).toBe(400);
  });
});
