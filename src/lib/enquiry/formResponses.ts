import type { HeaderMap } from '../http/headers.ts';
import { ENQUIRY_REFERENCE_PATTERN, ERROR_STATUS, type ApiError } from '../schemas/error.ts';
import { problemsForPeople, type FieldProblem } from './peopleMessages.ts';
import { isPlainObject, HONEYPOT_FIELD, type EnquiryKind } from './validation.ts';

/**
 * The no-JavaScript path of the forms: where they post, the page a successful post lands on, and
 * what a post that was not sent answers (a page rendered by Astro: src/pages/enquiry/not-sent.astro).
 * `/api/...` stays JSON-only as the spec says; the HTML form posts here, to the same function.
 */
export const FORM_PAGES: Record<EnquiryKind, { api: string; formAction: string; sent: string; form: string }> = {
  contact: { api: '/api/contact', formAction: '/enquiry/contact', sent: '/contact/sent/', form: '/contact/' },
  download: {
    api: '/api/download-request',
    formAction: '/enquiry/download-request',
    sent: '/catalog-request/sent/',
    form: '/products/',
  },
};

/**
 * The reference a thank-you page shows, from its address (`?reference=`, where a form posted without
 * JavaScript lands): only in the references' own format, so nothing else a link carries is echoed.
 */
export function sentReference(url: URL): string | undefined {
  const reference = url.searchParams.get('reference');
  return reference && ENQUIRY_REFERENCE_PATTERN.test(reference) ? reference : undefined;
}

/** The thank-you pages, rendered on request (their reference comes from the address) by the enquiry-form function. */
export const SENT_PAGE_PATHS = Object.values(FORM_PAGES).flatMap(({ sent }) => [sent, sent.replace(/\/$/, '')]);

/** The on-request page that shows a form that was not sent; only the enquiry functions render it. */
export const FORM_ANSWER_PATH = '/enquiry/not-sent';

/** A form posted without JavaScript that was not sent: what its page says, with the status of the API's answer. */
export interface FormAnswer {
  kind: EnquiryKind;
  status: number;
  /** The reason in plain words, and what to do. */
  message: string;
  hint: string;
  /** Each field at fault, in the form's order (empty when the fields are not the reason). */
  problems: FieldProblem[];
  /** What was typed, to fill the form again (never the honeypot). */
  values: Record<string, string>;
}

/** Renders a FormAnswer as a page (in the functions: Astro, through netlify/lib/formAnswerPage.ts). */
export type FormAnswerPage = (answer: FormAnswer, headers: HeaderMap) => Promise<Response>;

const typed = (body: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(isPlainObject(body) ? body : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== HONEYPOT_FIELD,
    ),
  );

/** What a person reads for an error that is not about one field (the API's words are for programs). */
function plainWords(error: ApiError, retryAfterSeconds: number | undefined): { message: string; hint: string } {
  switch (error.code) {
    case 'method_not_allowed':
      return {
        message: 'This address only receives the form when it is sent.',
        hint: 'Fill in the form below and send it.',
      };
    case 'rate_limited': {
      const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 3600) / 60));
      return {
        message: 'Several messages were sent from your connection in the last hour, so this one was not sent.',
        hint:
          `Please send it again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}: ` +
          'the form below keeps what you typed.',
      };
    }
    case 'email_delivery_failed':
      // Its words are already for people (they give the reference); the code stays the programs'.
      return { message: error.message, hint: error.hint };
    default:
      return {
        message: 'The form could not be read as it was sent.',
        hint: 'Please fill it in again below and send it.',
      };
  }
}

/**
 * The answer for an API error on the form path: the error's status; the field problems in plain
 * words when the fields are the reason, otherwise the reason in plain words. `body`: the fields as
 * read (none when the post could not be read as fields, which is then the reason).
 */
export function formAnswer(kind: EnquiryKind, error: ApiError, body?: unknown, retryAfterSeconds?: number): FormAnswer {
  const problems = ERROR_STATUS[error.code] === 400 && isPlainObject(body) ? problemsForPeople(kind, body) : [];
  const words =
    problems.length > 0
      ? {
          message: `Please correct ${problems.length === 1 ? 'one thing' : `${problems.length} things`} in the form.`,
          hint: 'Each is marked beside its field below; nothing was sent yet.',
        }
      : plainWords(error, retryAfterSeconds);
  return { kind, status: ERROR_STATUS[error.code], ...words, problems, values: typed(body) };
}

/**
 * The form path takes what any page can post without a CORS preflight (a plain HTML form), so a
 * post from another site's page is refused: 403, before it counts against anyone's quota. This is
 * the no-JavaScript path, not part of the API; the JSON endpoints are covered by the preflight.
 */
export function foreignOriginAnswer(kind: EnquiryKind): FormAnswer {
  return {
    kind,
    status: 403,
    message: "This form can only be sent from this site's own pages.",
    hint: 'Fill in the form below and send it again.',
    problems: [],
    values: {},
  };
}
