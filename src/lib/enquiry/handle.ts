import { createHash } from 'node:crypto';
import { enquiryHeaders, type HeaderMap } from '../http/headers.ts';
import { CONTACT_RATE_LIMIT, DOWNLOAD_RATE_LIMIT, windowWords, type RateLimitPolicy } from '../http/rateLimitPolicy.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';
import { ServerTiming } from '../http/serverTiming.ts';
import type { RequestLog } from '../rateLimit/requestLog.ts';
import { beginRequest, peekRequests, type RateLimitState } from '../rateLimit/slidingLog.ts';
import type { ApiError } from '../schemas/error.ts';
import type { Mailer } from '../email/message.ts';
import { MAX_BODY_BYTES, readBody } from './body.ts';
import type { EmailSettings } from './emails.ts';
import { isForeignOrigin } from '../http/origin.ts';
import { FORM_PAGES, foreignOriginAnswer, formAnswer, type FormAnswerPage } from './formResponses.ts';
import { normalizeFormInput } from './formInput.ts';
import type { EnquiryStore } from './record.ts';
import { keepAndSendOnce, newEnquiryId } from './sameEnquiry.ts';
import { sentCookie } from './sentEnquiry.ts';
import { honeypotFilled, isPlainObject, validate, type EnquiryKind } from './validation.ts';

export const ENQUIRY_POLICIES: Record<EnquiryKind, RateLimitPolicy> = {
  contact: CONTACT_RATE_LIMIT,
  download: DOWNLOAD_RATE_LIMIT,
};
export const ENQUIRY_METHODS = 'POST';

export interface EnquiryDeps {
  requestLog: RequestLog;
  enquiries: EnquiryStore;
  /** Undefined when email is not configured where it must be (production without a token). */
  mailer: Mailer | undefined;
  emailSettings: EmailSettings;
  siteUrl: string;
  log?: (message: string) => void;
  /** How the form path shows a post that was not sent (without it, the JSON error). */
  formPage?: FormAnswerPage;
  /** How a request waiting for the same enquiry's sender pauses between looks (a test's fake clock). */
  sleep?: (ms: number) => Promise<void>;
}

export interface ClientInfo {
  /** From the platform (`context.ip`), never from a request header. */
  ip: string;
  /** `production`, `deploy-preview`, `branch-deploy`, `dev`...: rate limits are kept apart per context. */
  deployContext: string;
}

/**
 * The rate-limit key of a client: deploy context, policy and a hash of the IP (no IP stored in clear), its
 * first digits as folders (docs/enquiries.md, "Storage layout").
 */
export function rateLimitKey(policy: RateLimitPolicy, client: ClientInfo): string {
  const ipHash = createHash('sha256').update(client.ip).digest('hex').slice(0, 32);
  const folders = `${ipHash.slice(0, 1)}/${ipHash.slice(1, 2)}/${ipHash.slice(2, 3)}/${ipHash.slice(3)}`;
  return `${client.deployContext}/${policy.name}/${folders}`;
}

/**
 * One enquiry request, from method check to emails. `mode: 'form'` is the no-JavaScript path:
 * the same rules and quota, but answered for a browser (303 to a thank-you page, or the page of a
 * form not sent, with the status the API would give).
 * API order: method, rate limit (every POST counts: honeypot hits, invalid bodies and retries too),
 * body, honeypot, validation, store, emails (only those the same enquiry has not yet delivered).
 * Form order: method, origin, body and validation (a refusal does not count), rate limit, the rest.
 */
export async function handleEnquiry(
  kind: EnquiryKind,
  request: Request,
  client: ClientInfo,
  deps: EnquiryDeps,
  // Stryker disable next-line StringLiteral: any mode but 'form' is the API's
  mode: 'api' | 'form' = 'api',
): Promise<Response> {
  const timing = new ServerTiming();
  // Writes the answer does not depend on (the rate limiter's decision marker) overlap with the
  // rest of the request; the request ends only once they are done.
  // Stryker disable next-line ArrayDeclaration: a non-promise in the list is awaited as itself, nothing to see
  const background: Promise<unknown>[] = [];
  const response = await handleTimed(kind, request, client, deps, mode, timing, background);
  await Promise.all(background);
  // Our own time, by part (docs/enquiries.md, "Server-Timing"): the platform's is not in it.
  response.headers.set('Server-Timing', timing.header());
  return response;
}

async function handleTimed(
  kind: EnquiryKind,
  request: Request,
  client: ClientInfo,
  deps: EnquiryDeps,
  mode: 'api' | 'form',
  timing: ServerTiming,
  background: Promise<unknown>[],
): Promise<Response> {
  const log = deps.log ?? console.log;
  const policy = ENQUIRY_POLICIES[kind];
  const key = rateLimitKey(policy, client);
  const method = request.method.toUpperCase();
  const headersFor = (state: RateLimitState): HeaderMap =>
    enquiryHeaders(state, { requestOrigin: request.headers.get('Origin'), siteUrl: deps.siteUrl });
  const fail = (error: ApiError, state: RateLimitState, extra: HeaderMap = {}, body?: unknown) =>
    mode === 'form' && deps.formPage
      ? deps.formPage(formAnswer(kind, error, body, state.retryAfterSeconds), { ...headersFor(state), ...extra })
      : errorResponse(error, { ...headersFor(state), ...extra });

  if (method !== 'POST') {
    const state = await timing
      .measure('ratelimit', () => peekRequests(deps.requestLog, key, policy))
      .catch(() => openState(policy));
    if (method === 'OPTIONS') {
      const headers = headersFor(state);
      const preflight: HeaderMap = headers['Access-Control-Allow-Origin']
        ? {
            'Access-Control-Allow-Methods': `${ENQUIRY_METHODS}, OPTIONS`,
            'Access-Control-Allow-Headers': 'Content-Type',
            'Access-Control-Max-Age': '86400',
          }
        : {};
      return new Response(null, {
        status: 204,
        headers: { ...headers, ...preflight, Allow: `${ENQUIRY_METHODS}, OPTIONS` },
      });
    }
    return fail(enquiryMethodNotAllowedError(method, new URL(request.url).pathname), state, { Allow: ENQUIRY_METHODS });
  }

  if (mode === 'form' && deps.formPage && isForeignOrigin(request.headers.get('Origin'), [deps.siteUrl])) {
    return deps.formPage(foreignOriginAnswer(kind), headersFor(openState(policy)));
  }

  // The form path reads and validates before it counts: a person's typo never spends their quota
  // (docs/enquiries.md, "Rate limits"). The JSON API counts every POST, as the spec says.
  const validateFirst = mode === 'form';
  let body: Awaited<ReturnType<typeof readBody>> | undefined;
  if (validateFirst) {
    body = await readBody(request, { maxBytes: MAX_BODY_BYTES[kind], acceptForm: true });
    const refusal = body.ok ? refusalOf(kind, body.body, mode) : body.error;
    if (refusal) {
      const peeked = await timing
        .measure('ratelimit', () => peekRequests(deps.requestLog, key, policy))
        .catch(() => openState(policy));
      return fail(refusal, peeked, {}, body.ok ? body.body : undefined);
    }
  }

  let state: RateLimitState;
  try {
    const begun = await timing.measure('ratelimit', () => beginRequest(deps.requestLog, key, policy));
    state = begun.state;
    background.push(
      begun.recorded.then(
        (error) =>
          error !== undefined && log(`[enquiry] rate-limit decision not recorded (it stands): ${String(error)}`),
      ),
    );
  } catch (error) {
    // Fail open: losing a customer's enquiry costs more than a short burst of spam.
    log(`[enquiry] rate-limit store unavailable, request admitted: ${String(error)}`);
    state = openState(policy);
  }
  if (!state.allowed)
    return fail(
      enquiryRateLimitedError(policy, state.retryAfterSeconds ?? policy.windowSeconds),
      state,
      {},
      body?.ok ? body.body : undefined,
    );

  body ??= await readBody(request, { maxBytes: MAX_BODY_BYTES[kind], acceptForm: false });
  if (!body.ok) return fail(body.error, state);
  // Before validation (spec rule 2): a filled honeypot gets 200 whatever else the body says;
  // /openapi.json states this as the request body's second form.
  if (isPlainObject(body.body) && honeypotFilled(body.body)) {
    log(`[enquiry] ${kind}: honeypot filled, answered 200 and dropped`);
    // A reference like any other, never stored: the answer tells a bot nothing.
    return success(mode, kind, headersFor(state), newEnquiryId());
  }
  const result = validate(
    kind,
    mode === 'form' && isPlainObject(body.body) ? normalizeFormInput(kind, body.body) : body.body,
  );
  if (!result.ok) return fail(result.error, state, {}, body.body);

  // The same enquiry again (a retry, a double submit) sends only what was not delivered.
  const outcome = await keepAndSendOnce(kind, result.value, client, { ...deps, timing, background });
  if (!outcome.ok || outcome.id === undefined)
    return fail(emailDeliveryFailedError(kind, outcome.kept ? outcome.id : undefined), state, {}, body.body);
  return success(
    mode,
    kind,
    headersFor(state),
    outcome.id,
    outcome.key === undefined ? undefined : { key: outcome.key, request },
  );
}

/** Why a body would be refused (none for a filled honeypot: that one is answered as sent). */
function refusalOf(kind: EnquiryKind, body: unknown, mode: 'api' | 'form'): ApiError | undefined {
  if (isPlainObject(body) && honeypotFilled(body)) return undefined;
  const result = validate(kind, mode === 'form' && isPlainObject(body) ? normalizeFormInput(kind, body) : body);
  return result.ok ? undefined : result.error;
}

/** The errors the handler answers besides validation's, exported so the API documents show the real ones. */
export function enquiryMethodNotAllowedError(method: string, path: string): ApiError {
  return {
    code: 'method_not_allowed',
    message: `${method} is not allowed on ${path}.`,
    hint: 'Send the enquiry with POST and a JSON body.',
  };
}

export function enquiryRateLimitedError(policy: RateLimitPolicy, retryAfterSeconds: number): ApiError {
  return {
    code: 'rate_limited',
    message: `Too many requests: the limit is ${policy.limit} per ${windowWords(policy)} per client.`,
    hint: `Retry after ${retryAfterSeconds} seconds.`,
  };
}

/** `keptAs`: the stored enquiry's reference, when it was stored for resending. */
export function emailDeliveryFailedError(kind: EnquiryKind, keptAs: string | undefined): ApiError {
  return {
    code: 'email_delivery_failed',
    message: keptAs
      ? `Your ${kind === 'contact' ? 'enquiry' : 'request'} was recorded ` +
        `(reference ${keptAs}) but the email could not be sent.`
      : 'The email could not be sent.',
    hint: 'Please try again in a few minutes; the sales team also follows up recorded enquiries.',
  };
}

/**
 * The answer to an accepted enquiry, with its reference (docs/enquiries.md, "The reference"): in the
 * JSON body, or in the query of the thank-you page the form path redirects to.
 */
function success(
  mode: 'api' | 'form',
  kind: EnquiryKind,
  headers: HeaderMap,
  reference: string,
  kept?: { key: string; request: Request },
): Response {
  if (mode === 'form') {
    const location = `${FORM_PAGES[kind].sent}?reference=${encodeURIComponent(reference)}`;
    // The thank-you page shows what was sent to this browser alone (sentEnquiry.ts).
    const cookie: HeaderMap = kept
      ? { 'Set-Cookie': sentCookie(kind, kept.key, new URL(kept.request.url).protocol === 'https:') }
      : {};
    return new Response(null, { status: 303, headers: { ...headers, ...cookie, Location: location } });
  }
  return jsonResponse(200, { success: true, reference }, headers);
}

/** The state reported when the rate-limit store cannot be read. */
function openState(policy: RateLimitPolicy): RateLimitState {
  return { policy, allowed: true, remaining: policy.limit, resetSeconds: 0 };
}
