import type { HeaderMap } from '../http/headers.ts';
import { ERROR_STATUS, type ApiError } from '../schemas/error.ts';
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

/**
 * The answer for an API error on the form path: the error's status, the field problems in plain
 * words when the fields are the reason, otherwise the API's message and hint (already plain words).
 */
export function formAnswer(kind: EnquiryKind, error: ApiError, body: unknown = {}): FormAnswer {
  const problems = ERROR_STATUS[error.code] === 400 ? problemsForPeople(kind, body) : [];
  return {
    kind,
    status: ERROR_STATUS[error.code],
    message:
      problems.length > 0
        ? `Please correct ${problems.length === 1 ? 'one thing' : `${problems.length} things`} in the form.`
        : error.message,
    hint: problems.length > 0 ? 'Each is marked beside its field below; nothing was sent yet.' : error.hint,
    problems,
    values: typed(body),
  };
}

/** True when a browser says the post comes from a page of another site (`null` included). */
export function isForeignOrigin(origin: string | null, siteUrl: string): boolean {
  return origin !== null && origin !== new URL(siteUrl).origin;
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
