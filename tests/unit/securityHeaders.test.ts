import { beforeAll, describe, expect, it } from 'vitest';
import { parsedHeaderRules, type ParsedHeaderRule } from '../helpers/headersFile.ts';
import { baseHeaders, readApiHeaders } from '../../src/lib/http/headers.ts';
import { inlineContentViolations } from '../../src/lib/http/inlineContent.ts';
import { CSP_DIRECTIVES, SECURITY_HEADERS, contentSecurityPolicy } from '../../src/lib/http/securityHeaders.ts';
import { securityHeaderRule, siteHeaderRules, staticHeaderRules } from '../../src/lib/http/staticRouting.ts';
import { API_VERSIONS, type ApiVersion } from '../../src/lib/versions.ts';

const site = 'https://catalog.example';
const v1Deprecated: ApiVersion[] = [
  { name: 'v1', status: 'deprecated', deprecatedOn: '2027-01-01', sunsetOn: '2027-07-01' },
  { name: 'v2', status: 'current' },
];

/** A directive's sources, parsed back out of the header value as a browser would. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('Content-Security-Policy', () => {
  const policy = directives(SECURITY_HEADERS['Content-Security-Policy']!);

  it('allows scripts and styles only from the site itself: no unsafe-inline, unsafe-eval, data: or wildcard', () => {
    for (const name of ['script-src', 'style-src', 'default-src']) {
      expect(policy.get(name), name).toEqual(["'self'"]);
    }
    expect(SECURITY_HEADERS['Content-Security-Policy']).not.toMatch(/unsafe-|data:|\*/);
  });

  it('forbids framing, plugins and <base> rewriting, and posts forms only to the site', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('is written from the directive table, one directive each', () => {
    expect([...policy.keys()]).toEqual(Object.keys(CSP_DIRECTIVES));
    expect(contentSecurityPolicy({ 'default-src': ["'none'"], 'img-src': ["'self'", 'https://img.example'] })).toBe(
      "default-src 'none'; img-src 'self' https://img.example",
    );
  });
});

describe('security headers on every response', () => {
  it('HSTS for a year, a referrer policy, powerful features off, no framing, no sniffing', () => {
    expect(SECURITY_HEADERS).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(SECURITY_HEADERS['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });

  it('functions send them in code: every function response starts from baseHeaders', () => {
    expect(baseHeaders()).toMatchObject(SECURITY_HEADERS);
    expect(readApiHeaders(API_VERSIONS[0]!, site)).toMatchObject(SECURITY_HEADERS);
  });
});

describe('_headers: the security rule covers every path, and no header comes from two rules', () => {
  const entries = [
    ...['index.html', '404.html', 'favicon.svg', 'llms.txt', 'openapi.json', 'robots.txt', 'sitemap.xml'].map(
      (name) => ({ name, isDirectory: false }),
    ),
    ...['_astro', 'api', 'contact', 'developers', 'products', 'resources'].map((name) => ({ name, isDirectory: true })),
  ];
  type Parsed = ParsedHeaderRule;
  // Parsed and matched by Netlify's own parser; Netlify merges the values of one header set by two matching rules.
  const parse = async (versions: readonly ApiVersion[]) => {
    const { headers, errors } = await parsedHeaderRules([
      ...staticHeaderRules(site, versions),
      ...siteHeaderRules(entries, versions),
      securityHeaderRule(),
    ]);
    expect(errors).toEqual([]);
    return headers;
  };
  const paths = [
    '/',
    '/index.html',
    '/products/',
    '/products/kv-g330/',
    '/products/category/hand-protection/',
    '/resources/cut-levels/',
    '/developers/',
    '/contact/',
    '/no-such-page',
    '/products/no-such-product/',
    '/_astro/Base.css',
    '/favicon.svg',
    '/llms.txt',
    '/openapi.json',
    '/api/products',
    '/api/v1/products/kv-g330',
    '/api/resources/x',
    '/api/v2/resources',
  ];
  let current: Parsed[];
  let deprecated: Parsed[];
  beforeAll(async () => {
    current = await parse(API_VERSIONS);
    deprecated = await parse(v1Deprecated);
  });

  it.each(paths)('%s gets every security header, each from exactly one rule', (path) => {
    for (const rules of [current, deprecated]) {
      const matching = rules.filter((r) => r.forRegExp.test(path));
      const names = matching.flatMap((r) => Object.keys(r.values).map((n) => n.toLowerCase()));
      expect(names.length, `${path}: ${matching.map((r) => r.for).join(', ')}`).toBe(new Set(names).size);
      const merged = Object.assign({}, ...matching.map((r) => r.values));
      expect(merged).toMatchObject(SECURITY_HEADERS);
    }
  });
});

describe('built pages hold nothing the policy would block (the build fails otherwise)', () => {
  it('accepts external scripts, external stylesheets and JSON-LD data blocks', () => {
    const html = `<html><head><link rel="stylesheet" href="/_astro/Base.css">
      <script type="application/ld+json">{"@type":"Product","name":"a style=x onload=y"}</script>
      <script type="module" src="/_astro/form.js"></script></head>
      <body><p data-note="styled">The style= attribute and onclick= in text are fine.</p></body></html>`;
    expect(inlineContentViolations(html)).toEqual([]);
  });

  it.each([
    ['an inline script', '<script>alert(1)</script>'],
    ['an inline module script', '<script type="module">import "/x.js"</script>'],
    ['an inline <style>', '<style>p{color:red}</style>'],
    ['a style attribute', '<p style="color:red">x</p>'],
    ['an event-handler attribute', '<img src="/a.png" onerror="alert(1)">'],
    ['a javascript: URL', '<a href="javascript:alert(1)">x</a>'],
  ])('rejects %s', (_name, snippet) => {
    expect(inlineContentViolations(`<html><body>${snippet}</body></html>`)).toHaveLength(1);
  });

  // The build reads its pages as Latin-1 (src/build/steps/checkPages.ts): every pattern is ASCII.
  it('judges a page read as Latin-1 as it judges the page, whatever its language and symbols', () => {
    const latin1 = (html: string) => Buffer.from(html, 'utf8').toString('latin1');
    const text = 'दस्ताने ₹ 250 – 10 × 20 mm · EN 388 … “cut level” ठ';
    const head = `<head><title>${text}</title></head>`;
    const page = (body: string) =>
      `<html>${head}<body><img src="/a.png" alt="${text}"><p>${text}</p>${body}</body></html>`;
    expect(inlineContentViolations(latin1(page('')))).toEqual([]);
    expect(inlineContentViolations(latin1(page('<p style="color:red">x</p>')))).toHaveLength(1);
    expect(inlineContentViolations(latin1(page('<script>alert(1)</script>')))).toHaveLength(1);
  });
});
