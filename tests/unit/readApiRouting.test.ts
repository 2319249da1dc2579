import { describe, expect, it } from 'vitest';
import { deprecationHeaders, readApiHeaders, versionOfPath } from '../../src/lib/http/headers.ts';
import { READ_RATE_LIMIT, netlifyRateLimitConfig } from '../../src/lib/http/rateLimitPolicy.ts';
import { readApiFallback, readApiRateLimited } from '../../src/lib/http/readApiFallback.ts';
import { parseReadPath, readApiPrefixes } from '../../src/lib/http/readApiPaths.ts';
import { staticHeaderRules } from '../../src/lib/http/staticRouting.ts';
import { ErrorResponseSchema } from '../../src/lib/schemas/error.ts';
import { API_VERSIONS, assertValidRegistry, type ApiVersion } from '../../src/lib/versions.ts';

const site = 'https://catalog.example';
const v1Deprecated: ApiVersion[] = [
  { name: 'v1', status: 'deprecated', deprecatedOn: '2027-01-01', sunsetOn: '2027-07-01' },
  { name: 'v2', status: 'current' },
];

describe('read paths (spec section 4, rule 4: the unversioned path is an alias of the current version)', () => {
  it('serves /api and /api/v1 for the current registry', () => {
    expect(readApiPrefixes().map((p) => [p.prefix, p.version.name])).toEqual([
      ['/api', 'v1'],
      ['/api/v1', 'v1'],
    ]);
  });

  it('points the alias at the new current version when one is added', () => {
    expect(readApiPrefixes(v1Deprecated).map((p) => [p.prefix, p.version.name])).toEqual([
      ['/api', 'v2'],
      ['/api/v1', 'v1'],
      ['/api/v2', 'v2'],
    ]);
  });
});

describe('version registry (spec section 9)', () => {
  it('accepts the shipped registry', () => expect(() => assertValidRegistry(API_VERSIONS)).not.toThrow());
  it('requires exactly one current version', () => {
    expect(() =>
      assertValidRegistry([{ name: 'v1', status: 'deprecated', deprecatedOn: '2027-01-01', sunsetOn: '2027-07-01' }]),
    ).toThrow(/current/);
  });
  it('requires the deprecated version to stay live at least 6 months', () => {
    expect(() =>
      assertValidRegistry([
        { name: 'v1', status: 'deprecated', deprecatedOn: '2027-01-01', sunsetOn: '2027-06-30' },
        { name: 'v2', status: 'current' },
      ]),
    ).toThrow(/6 months/);
  });
});

describe('headers', () => {
  it('every read response names its version and the read limit', () => {
    expect(readApiHeaders(API_VERSIONS[0]!, site)).toMatchObject({
      'API-Version': 'v1',
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      'RateLimit-Limit': '300',
      'RateLimit-Policy': '"read";q=300;w=300',
    });
  });

  it('a deprecated version carries Deprecation (@epoch), Sunset (HTTP-date) and both Links', () => {
    const headers = deprecationHeaders(v1Deprecated[0]!, site);
    expect(headers.Deprecation).toBe(`@${Date.UTC(2027, 0, 1) / 1000}`);
    expect(headers.Sunset).toBe('Thu, 01 Jul 2027 00:00:00 GMT');
    expect(headers.Link).toContain('rel="deprecation"');
    expect(headers.Link).toContain('rel="sunset"');
  });

  it('a current version carries no deprecation headers', () => {
    expect(deprecationHeaders({ name: 'v1', status: 'current' }, site)).toEqual({});
  });

  it('the version of a path is its segment, and the current one for the alias', () => {
    expect(versionOfPath('/api/v1/products', v1Deprecated).name).toBe('v1');
    expect(versionOfPath('/api/products', v1Deprecated).name).toBe('v2');
  });
});

describe('static headers (_headers)', () => {
  it('has one rule per collection of every prefix, matching the list and its items, and one per list file', () => {
    const paths = staticHeaderRules(site).map((r) => r.path);
    expect(paths.sort()).toEqual([
      '/api/products/*',
      '/api/resources/*',
      '/api/v1/products.json',
      '/api/v1/products/*',
      '/api/v1/resources.json',
      '/api/v1/resources/*',
    ]);
  });

  it('puts the deprecation headers on every v1 rule and on no other when v1 is deprecated', () => {
    for (const rule of staticHeaderRules(site, v1Deprecated)) {
      const isV1 = rule.path.startsWith('/api/v1/');
      expect('Deprecation' in rule.headers, rule.path).toBe(isV1);
      expect(rule.headers['API-Version']).toBe(isV1 ? 'v1' : 'v2');
    }
  });
});

describe('what a path names in the read API', () => {
  it('a list, an item (trailing slash or not), in the alias and every version', () => {
    expect(parseReadPath('/api/products')).toMatchObject({
      prefix: { prefix: '/api' },
      collection: { name: 'products' },
    });
    expect(parseReadPath('/api/v1/resources/a-guide/')).toMatchObject({
      prefix: { prefix: '/api/v1' },
      collection: { name: 'resources' },
      slug: 'a-guide',
    });
    expect(parseReadPath('/api/v1/products', v1Deprecated)?.prefix.version.name).toBe('v1');
    expect(parseReadPath('/api/products', v1Deprecated)?.prefix.version.name).toBe('v2');
  });

  it.each([
    '/api',
    '/api/v1',
    '/api/orders',
    '/api/V1/products',
    '/api/v2/products',
    '/api/products/a/b',
    '/apis/products',
  ])('%s names nothing', (path) => {
    expect(parseReadPath(path)).toBeUndefined();
  });
});

describe('Netlify rate limit of the read API', () => {
  it('maps the published 300 per 5 minutes onto Netlify 180 s windows at the same rate, per IP', () => {
    expect(netlifyRateLimitConfig(READ_RATE_LIMIT)).toEqual({
      windowLimit: 180,
      windowSize: 180,
      aggregateBy: ['ip', 'domain'],
    });
  });
});

describe('read API errors', () => {
  const call = (method: string, path: string) => readApiFallback(new Request(`${site}${path}`, { method }), site);

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s on a list path is 405 method_not_allowed with Allow: GET, HEAD',
    async (method) => {
      const res = call(method, '/api/v1/products');
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('GET, HEAD');
      const body = ErrorResponseSchema.parse(await res.json());
      expect(body.error.code).toBe('method_not_allowed');
      expect(body.error.hint).toBeTruthy();
    },
  );

  it('an unknown slug is 404 not_found naming the path and the slug, with a hint to the list', async () => {
    const res = call('GET', '/api/resources/no-such-guide');
    expect(res.status).toBe(404);
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body.error).toMatchObject({
      code: 'not_found',
      hint: 'GET /api/resources lists every article with its slug.',
    });
    expect(body.error.message).toContain('/api/resources/no-such-guide');
    expect(body.error.message).toContain('"no-such-guide"');
  });

  it.each([
    '/api',
    '/api/nope',
    '/api/V1/products',
    '/api/products/index.json',
    '/api/products/..%2f..%2fopenapi.json',
    '/api/products/a/b',
    '/api/products/Upper',
  ])('GET %s, which names no list and no valid slug, is 404 not_found naming the requested path', async (path) => {
    const res = call('GET', path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body.error).toMatchObject({ code: 'not_found', message: `Nothing is published at ${path}.` });
  });

  it.each(['/api/nope/index.htm', '/api/nope.html'])(
    'a path netlify serve retried as a page (%s) is named as requested',
    async (path) => {
      const body = await call('DELETE', path).json();
      expect(body.error.message).toBe('Nothing is published at /api/nope.');
    },
  );

  it('POST on a path that is no read path is 404, not 405', () => {
    expect(call('POST', '/api/orders').status).toBe(404);
  });

  it('OPTIONS is a CORS preflight: 204 with the allowed methods', () => {
    const res = call('OPTIONS', '/api/products');
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Methods')).toBe('GET, HEAD, OPTIONS');
  });

  it('over the read limit: 429 rate_limited with Retry-After in seconds', async () => {
    const res = readApiRateLimited(new Request(`${site}/api/rate-limited`), site);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe('rate_limited');
  });
});
