import type { HeaderMap } from './headers.ts';

/**
 * The Content-Security-Policy of every response. Every script and stylesheet is an external file
 * under `/_astro/` (the build inlines none: see astro.config.mjs and inlineContent.ts), so one
 * policy with `'self'` fits every page and no page needs its own hashes. JSON-LD blocks are data,
 * not scripts: `script-src` does not apply to them.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  // The enquiry forms post JSON with fetch, and without JavaScript as a form, to the same origin.
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export function contentSecurityPolicy(directives = CSP_DIRECTIVES): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Browser hardening on every response, static or from a function. HSTS leaves out
 * `includeSubDomains`: the service does not own the other hosts of the supplier's domain.
 * Permissions-Policy names only features Chromium knows (an unknown one logs a console error).
 */
export const SECURITY_HEADERS: HeaderMap = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'Strict-Transport-Security': 'max-age=31536000',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** `headers` without the ones SECURITY_HEADERS sets (so a rule that also matches does not repeat them). */
export function withoutSecurityHeaders(headers: HeaderMap): HeaderMap {
  const own = new Set(Object.keys(SECURITY_HEADERS).map((k) => k.toLowerCase()));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name.toLowerCase())));
}
