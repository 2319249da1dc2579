/**
 * The response headers the service sends, described once for `components.headers` of
 * `/openapi.json` and the headers table of `/developers`. Values come from src/lib/http/headers.ts.
 */
export interface HeaderDoc {
  description: string;
  schema: { type: 'string' | 'integer'; minimum?: number; example?: string | number };
}

export const RESPONSE_HEADERS = {
  'API-Version': {
    description:
      'The API version that served the response (`v1`). The unversioned paths ' +
      'name the current version. On every response, pages and documents included.',
    schema: { type: 'string', example: 'v1' },
  },
  'RateLimit-Limit': {
    description: 'Requests allowed per window for this endpoint and client IP.',
    schema: { type: 'integer', minimum: 0, example: 300 },
  },
  'RateLimit-Policy': {
    description:
      'The limit as an IETF RateLimit-Policy item: quota `q` per window `w` seconds, e.g. `"read";q=300;w=300`.',
    schema: { type: 'string', example: '"read";q=300;w=300' },
  },
  'RateLimit-Remaining': {
    description:
      'Requests left in the current window for this client IP. Sent by the enquiry endpoints, ' +
      'and on a read over the limit (`0`): a cached read cannot carry a per-client count.',
    schema: { type: 'integer', minimum: 0, example: 4 },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window frees a request.',
    schema: { type: 'integer', minimum: 0, example: 3600 },
  },
  RateLimit: {
    description:
      'The current state as an IETF RateLimit item: remaining `r` and reset `t` seconds, e.g. `"contact";r=4;t=3600`.',
    schema: { type: 'string', example: '"contact";r=4;t=3600' },
  },
  'Retry-After': {
    description: 'On 429: seconds to wait before retrying (never earlier than the reset).',
    schema: { type: 'integer', minimum: 0, example: 180 },
  },
  'Server-Timing': {
    description:
      'Enquiry endpoints: how long the service itself took (W3C Server Timing, milliseconds): `total`, and by part ' +
      '`ratelimit`, `store` (keeping the enquiry), `email` (both messages), `record` (their outcome); a part ' +
      "appears only if the request reached it. The platform's " +
      'own time (a cold start, the network) is not included.',
    schema: {
      type: 'string',
      example: 'ratelimit;dur=9.8, store;dur=2.1, email;dur=8.4, record;dur=2.0, total;dur=23.0',
    },
  },
  Allow: {
    description: 'On 405: the methods the path accepts.',
    schema: { type: 'string', example: 'GET, HEAD' },
  },
  Deprecation: {
    description: 'Only on paths of a deprecated version: when it was deprecated (RFC 9745, `@` and epoch seconds).',
    schema: { type: 'string', example: '@1798761600' },
  },
  Sunset: {
    description: 'Only on paths of a deprecated version: when it is retired (RFC 8594, an HTTP-date).',
    schema: { type: 'string', example: 'Thu, 01 Jul 2027 00:00:00 GMT' },
  },
  Link: {
    description:
      'Only on paths of a deprecated version: the versioning policy ' +
      'on /developers, with `rel="deprecation"` and `rel="sunset"`.',
    schema: { type: 'string' },
  },
} satisfies Record<string, HeaderDoc>;

export type ResponseHeaderName = keyof typeof RESPONSE_HEADERS;
