import { withDeadline } from '../async/deadline.ts';
import { enquiryHeaders } from '../http/headers.ts';
import { errorResponse } from '../http/responses.ts';
import { ServerTiming } from '../http/serverTiming.ts';
import type { ApiError } from '../schemas/error.ts';
import { formAnswer, type FormAnswerPage } from './formResponses.ts';
import { ENQUIRY_POLICIES } from './handle.ts';
import type { EnquiryKind } from './validation.ts';

/**
 * How long an enquiry request may take before the function answers anyway: just past the longest
 * the two emails may take (POSTMARK_TIMEOUT_MS) and well inside Netlify's limit for a synchronous
 * function (docs/hardening.md, "The function time limit"), so a slow store or mail server never
 * leaves a person waiting on the platform's own timeout page.
 */
export const ENQUIRY_DEADLINE_MS = 9_500;

/**
 * The answer when handling failed unexpectedly (a Blobs context missing, a bug) or ran out of
 * time: 500 `email_delivery_failed`, the only 5xx the spec names, as JSON (or the form's page),
 * never the platform's error page or a stack trace. The enquiry may or may not have gone
 * out, and the message says so.
 */
export async function answerWithinDeadline(
  kind: EnquiryKind,
  mode: 'api' | 'form',
  handle: () => Promise<Response>,
  {
    deadlineMs = ENQUIRY_DEADLINE_MS,
    siteUrl,
    requestOrigin,
    log = console.error,
    formPage,
  }: {
    deadlineMs?: number;
    siteUrl: string;
    requestOrigin: string | null;
    log?: (m: string) => void;
    /** How the form path shows it (without it, the JSON error). */
    formPage?: FormAnswerPage;
  },
): Promise<Response> {
  const timing = new ServerTiming();
  try {
    return await withDeadline(Promise.resolve().then(handle), deadlineMs, `the ${kind} enquiry`);
  } catch (error) {
    log(
      `[enquiry] ${kind}: answered 500 after an unexpected failure: ` +
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    const policy = ENQUIRY_POLICIES[kind];
    const headers = {
      ...enquiryHeaders({ policy, remaining: policy.limit, resetSeconds: 0 }, { requestOrigin, siteUrl }),
      'Server-Timing': timing.header(),
    };
    const apiError: ApiError = {
      code: 'email_delivery_failed',
      message: `Your ${kind === 'contact' ? 'enquiry' : 'request'} could not be confirmed: it may not have been sent.`,
      hint: 'Please try again in a few minutes. If you receive an acknowledgment email meanwhile, it went through.',
    };
    return mode === 'form' && formPage
      ? formPage(formAnswer(kind, apiError), headers).catch(() => errorResponse(apiError, headers))
      : errorResponse(apiError, headers);
  }
}
