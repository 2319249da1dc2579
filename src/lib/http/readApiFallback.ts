import { API_VERSIONS, type ApiVersion } from '../versions.ts';
import { readApiHeaders, versionOfPath } from './headers.ts';
import { NETLIFY_MAX_WINDOW_SECONDS, READ_RATE_LIMIT } from './rateLimitPolicy.ts';
import { SLUG_PATTERN } from '../catalog/slug.ts';
import type { ApiError } from '../schemas/error.ts';
import { parseReadPath } from './readApiPaths.ts';
import { errorResponse } from './responses.ts';

export const READ_METHODS = 'GET, HEAD';

/**
 * What `/api` answers when no file and no other function does: the prerendered files serve every
 * GET of an existing list or item, so this only sees wrong methods, preflights and misses.
 *
 * - OPTIONS on a read path: a CORS preflight, 204 with the allowed methods (not an API call).
 * - any other method than GET/HEAD on a read path: 405 `method_not_allowed`, `Allow: GET, HEAD`.
 * - anything else: 404 `not_found`, naming the requested path (and the slug, if it is one).
 */
export function readApiFallback(
  request: Request,
  siteUrl: string,
  versions: readonly ApiVersion[] = API_VERSIONS,
): Response {
  const pathname = requestedPath(new URL(request.url).pathname);
  const headers = { ...readApiHeaders(versionOfPath(pathname, versions), siteUrl), 'Cache-Control': 'no-store' };
  const readPath = parseReadPath(pathname, versions);
  const method = request.method.toUpperCase();

  if (readPath && method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...headers,
        Allow: `${READ_METHODS}, OPTIONS`,
        'Access-Control-Allow-Methods': `${READ_METHODS}, OPTIONS`,
        'Access-Control-Allow-Headers': request.headers.get('Access-Control-Request-Headers') ?? '*',
        'Access-Control-Max-Age': '86400',
      },
    });
  }
  if (readPath && method !== 'GET' && method !== 'HEAD') {
    return errorResponse(readMethodNotAllowedError(method, pathname), { ...headers, Allow: READ_METHODS });
  }
  const error =
    readPath?.slug !== undefined && SLUG_PATTERN.test(readPath.slug)
      ? readNotFoundError(readPath.prefix.prefix, readPath.collection, readPath.slug, pathname)
      : unknownApiPathError(pathname);
  const response = errorResponse(error, headers);
  return method === 'HEAD' ? new Response(null, response) : response;
}

/**
 * `netlify serve` retries a function's 404 at four page-style variants of the path (`.html`,
 * `.htm`, `/index.html`, `/index.htm`) and sends the last answer; Netlify does not. No read path
 * ends so, so the suffix is dropped (a request for `/api/x.html` is named `/api/x`).
 */
const requestedPath = (pathname: string) => pathname.replace(/(?:\.html?|\/index\.html?)$/, '');

/** The read API's errors, also the examples `/openapi.json` and `/developers` publish. */
export function readMethodNotAllowedError(method: string, pathname: string): ApiError {
  return {
    code: 'method_not_allowed',
    message: `${method} is not allowed on ${pathname}; the read API is read-only.`,
    hint: 'Use GET or HEAD: the read API only reads.',
  };
}

export function readNotFoundError(
  prefix: string,
  { name, noun }: { name: string; noun: string },
  slug: string,
  pathname = `${prefix}/${name}/${slug}`,
): ApiError {
  return {
    code: 'not_found',
    message: `Nothing is published at ${pathname}: no ${noun} has the slug "${slug}".`,
    hint: `GET ${prefix}/${name} lists every ${noun} with its slug.`,
  };
}

export function unknownApiPathError(pathname: string): ApiError {
  return {
    code: 'not_found',
    message: `Nothing is published at ${pathname}.`,
    // The route table lives in /openapi.json; a list here would drift from it.
    hint: 'Every endpoint is listed in /openapi.json and on /developers.',
  };
}

export function readRateLimitedError(): ApiError {
  return {
    code: 'rate_limited',
    message:
      `Too many read requests: the limit is ${READ_RATE_LIMIT.limit} ` +
      `per ${READ_RATE_LIMIT.windowSeconds / 60} minutes per client.`,
    hint:
      `Retry after ${NETLIFY_MAX_WINDOW_SECONDS} seconds, and cache ` +
      `responses: they change only when the catalog is rebuilt.`,
  };
}

/**
 * The answer to a read over the limit. Netlify's limiter keeps no per-client count we could read,
 * so `Retry-After` is its whole window: waiting that long always frees a request.
 */
export function readApiRateLimited(
  request: Request,
  siteUrl: string,
  versions: readonly ApiVersion[] = API_VERSIONS,
): Response {
  const version = versionOfPath(new URL(request.url).pathname, versions);
  const retryAfter = String(NETLIFY_MAX_WINDOW_SECONDS);
  return errorResponse(readRateLimitedError(), {
    ...readApiHeaders(version, siteUrl),
    'Cache-Control': 'no-store',
    'Retry-After': retryAfter,
    'RateLimit-Remaining': '0',
    'RateLimit-Reset': retryAfter,
  });
}
