import { API_VERSIONS, currentVersion, type ApiVersion } from '../versions.ts';
import { READ_RATE_LIMIT, rateLimitField, rateLimitPolicyField, type RateLimitPolicy } from './rateLimitPolicy.ts';
import { SECURITY_HEADERS } from './securityHeaders.ts';

export type HeaderMap = Record<string, string>;

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';

/**
 * Read responses are rebuilt on every deploy and Netlify purges its CDN on deploy, so the CDN may
 * keep them indefinitely while browsers revalidate every time.
 */
export const READ_CACHE_HEADERS: HeaderMap = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, max-age=31536000, must-revalidate',
};

/** Headers on every response of the service, static or from a function. */
export function baseHeaders(version: ApiVersion = currentVersion()): HeaderMap {
  return {
    'API-Version': version.name,
    ...SECURITY_HEADERS,
  };
}

/** RFC 9745 `Deprecation`, RFC 8594 `Sunset` and their `Link`s, for a deprecated version. */
export function deprecationHeaders(version: ApiVersion, siteUrl: string): HeaderMap {
  if (version.status !== 'deprecated' || !version.deprecatedOn || !version.sunsetOn) return {};
  const deprecatedAt = Date.parse(`${version.deprecatedOn}T00:00:00Z`) / 1000;
  const sunset = new Date(`${version.sunsetOn}T00:00:00Z`).toUTCString();
  const policy = new URL(`/developers#versioning`, siteUrl).href;
  return {
    Deprecation: `@${deprecatedAt}`,
    Sunset: sunset,
    Link: `<${policy}>; rel="deprecation"; type="text/html", <${policy}>; rel="sunset"; type="text/html"`,
  };
}

/** Headers of a read API response (static file or the function answering its errors). */
export function readApiHeaders(version: ApiVersion, siteUrl: string): HeaderMap {
  return {
    ...baseHeaders(version),
    ...deprecationHeaders(version, siteUrl),
    'Content-Type': JSON_CONTENT_TYPE,
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'API-Version, RateLimit-Limit, RateLimit-Policy, Deprecation, Sunset, Link',
    'RateLimit-Limit': String(READ_RATE_LIMIT.limit),
    'RateLimit-Policy': rateLimitPolicyField(READ_RATE_LIMIT),
  };
}

/** The version serving a read path: `/api/v2/...` -> v2, the unversioned alias -> current. */
export function versionOfPath(pathname: string, versions: readonly ApiVersion[] = API_VERSIONS): ApiVersion {
  const segment = /^\/api\/(v[0-9]+)(?:\/|$)/.exec(pathname)?.[1];
  return versions.find((v) => v.name === segment) ?? currentVersion(versions);
}

/** A client's rate-limit state on an enquiry endpoint (see src/lib/rateLimit/slidingLog.ts). */
export interface ClientRateLimit {
  policy: RateLimitPolicy;
  remaining: number;
  resetSeconds: number;
  retryAfterSeconds?: number;
}

/**
 * Headers of every enquiry endpoint response: the version, the client's real rate-limit state
 * (legacy `RateLimit-*` fields and the IETF `RateLimit-Policy`/`RateLimit` fields), `Retry-After`
 * in delay-seconds on a 429, and CORS for the site's own origin only.
 */
export function enquiryHeaders(
  state: ClientRateLimit,
  options: { requestOrigin?: string | null; siteUrl: string },
): HeaderMap {
  const { policy, remaining, resetSeconds, retryAfterSeconds } = state;
  const siteOrigin = new URL(options.siteUrl).origin;
  return {
    ...baseHeaders(),
    'Cache-Control': 'no-store',
    'RateLimit-Limit': String(policy.limit),
    'RateLimit-Remaining': String(remaining),
    'RateLimit-Reset': String(resetSeconds),
    'RateLimit-Policy': rateLimitPolicyField(policy),
    RateLimit: rateLimitField(policy, remaining, resetSeconds),
    ...(retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) }),
    Vary: 'Origin',
    ...(options.requestOrigin === siteOrigin
      ? {
          'Access-Control-Allow-Origin': siteOrigin,
          'Access-Control-Expose-Headers':
            'API-Version, RateLimit-Limit, RateLimit-Remaining, ' +
            'RateLimit-Reset, RateLimit-Policy, RateLimit, Retry-After',
        }
      : {}),
  };
}
