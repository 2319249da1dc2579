import { escapeHtml } from '../email/escape.ts';
import type { HeaderMap } from '../http/headers.ts';
import { ERROR_STATUS, type ApiError } from '../schemas/error.ts';
import type { EnquiryKind } from './validation.ts';

/**
 * The no-JavaScript path of the forms: where they post, and the page a successful post lands on.
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
 * An error for a browser that posted the form without JavaScript: a small page with the message
 * and hint, and the way back (the browser's Back button keeps what was typed). No scripts, no styles.
 */
export function enquiryHtmlError(kind: EnquiryKind, error: ApiError, headers: HeaderMap): Response {
  const back = FORM_PAGES[kind].form;
  const html = `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Not sent: ${escapeHtml(error.message)}</title></head>
<body>
<main>
<h1>Your ${kind === 'contact' ? 'enquiry' : 'request'} was not sent</h1>
<p role="alert">${escapeHtml(error.message)}</p>
<p>${escapeHtml(error.hint)}</p>
<p>Use your browser's Back button to correct the form: it keeps what you typed. Or <a href="${escapeHtml(back)}">open the form again</a>.</p>
<p><small>Error code: <code>${escapeHtml(error.code)}</code></small></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: ERROR_STATUS[error.code],
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
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
export function foreignOriginPage(kind: EnquiryKind, headers: HeaderMap): Response {
  const html = `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Not sent: posted from another site</title></head>
<body>
<main>
<h1>Your ${kind === 'contact' ? 'enquiry' : 'request'} was not sent</h1>
<p role="alert">This form can only be sent from this site's own pages.</p>
<p><a href="${escapeHtml(FORM_PAGES[kind].form)}">Open the form here</a> and send it again.</p>
</main>
</body>
</html>
`;
  return new Response(html, { status: 403, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
