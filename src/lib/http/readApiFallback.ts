import { API_VERSIONS, type ApiVersion } from '../versions.ts';
import { readApiHeaders, versionOfPath } from './headers.ts';
import { NETLIFY_MAX_WINDOW_SECONDS, READ_RATE_LIMIT } from './rateLimitPolicy.ts';
import type { ApiError } from '../schemas/error.ts';
import type { ReadCollection } from './readApiPaths.ts';
import { errorResponse } from './responses.ts';

export const READ_METHODS = 'GET, HEAD';

/**
 * What the read API answers when no static file does: the static files serve every GET of an
 * existing list or item, so this only sees wrong methods, preflights and unknown slugs.
 *
 * - OPTIONS: a CORS preflight, 204 with the allowed methods (it is not an API call).
 * - any other method than GET/HEAD: 405 `method_not_allowed`, `Allow: GET, HEAD`.
 * - GET/HEAD of an item that has no file: 404 `not_found`.
 */
export function readApiFallback(request: Request, siteUrl: string, versions: readonly ApiVersion[] = API_VERSIONS): Response {
  const { pathname } = new URL(request.url);
  const version = versionOfPath(pathname, versions);
  const headers = { ...readApiHeaders(version, siteUrl), 'Cache-Control': 'no-store' };
  const prefix = /^\/api(?:\/v[0-9]+)?/.exec(pathname)?.[0] ?? '/api';
  const collection: ReadCollection = pathname.slice(prefix.length).split('/')[1] === 'resources' ? 'resources' : 'products';
  const method = request.method.toUpperCase();

  if (method === 'OPTIONS') {
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
  if (method !== 'GET' && method !== 'HEAD') {
    return errorResponse(readMethodNotAllowedError(method, pathname), { ...headers, Allow: READ_METHODS });
  }
  // The first segment after the collection; local runtimes may append `/index.htm` or `.json`.
  const rest = pathname.slice(`${prefix}/${collection}/`.length);
  const slug = decodeURIComponentSafe(rest.split('/')[0]!.replace(/\.json$/, ''));
  return errorResponse(readNotFoundError(prefix, collection, slug), headers);
}

/** The read API's errors, also the examples `/openapi.json` and `/developers` publish. */
export function readMethodNotAllowedError(method: string, pathname: string): ApiError {
  return {
    code: 'method_not_allowed',
    message: `${method} is not allowed on ${pathname}; the read API is read-only.`,
    hint: 'Use GET or HEAD: the read API only reads.',
  };
}

export function readNotFoundError(prefix: string, collection: ReadCollection, slug: string): ApiError {
  const noun = collection === 'products' ? 'product' : 'article';
  return {
    code: 'not_found',
    message: `No ${noun} has the slug "${slug}".`,
    hint: `GET ${prefix}/${collection} lists every ${noun} with its slug.`,
  };
}

export function readRateLimitedError(): ApiError {
  return {
    code: 'rate_limited',
    message: `Too many read requests: the limit is ${READ_RATE_LIMIT.limit} per ${READ_RATE_LIMIT.windowSeconds / 60} minutes per client.`,
    hint: `Retry after ${NETLIFY_MAX_WINDOW_SECONDS} seconds, and cache responses: they change only when the catalog is rebuilt.`,
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The answer to a read over the limit. Netlify's limiter keeps no per-client count we could read,
 * so `Retry-After` is its whole window: waiting that long always frees a request.
 */
export function readApiRateLimited(request: Request, siteUrl: string, versions: readonly ApiVersion[] = API_VERSIONS): Response {
  const version = versionOfPath(new URL(request.url).pathname, versions);
  const retryAfter = String(NETLIFY_MAX_WINDOW_SECONDS);
  return errorResponse(
    readRateLimitedError(),
    { ...readApiHeaders(version, siteUrl), 'Cache-Control': 'no-store', 'Retry-After': retryAfter, 'RateLimit-Remaining': '0', 'RateLimit-Reset': retryAfter },
  );
}
