import { beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/lib/http/securityHeaders.ts';
import { productSources, resourceSlugs } from '../helpers/content.ts';
import { newClient } from '../helpers/clientAddress.ts';
import { getDirect } from '../helpers/runtime.ts';

/**
 * The security headers (src/lib/http/securityHeaders.ts) on every page type, as the local runtime
 * serves them: static pages through `dist/_headers`, function responses from code.
 */
let pages: Record<string, string>;

beforeAll(async () => {
  const productIndex = await (await getDirect('/products/')).text();
  const category = /href="(\/products\/category\/[^"]+\/)"/.exec(productIndex)?.[1];
  expect(category, 'a category link on /products/').toBeDefined();
  pages = {
    home: '/',
    'product index': '/products/',
    'product page': `/products/${[...productSources().keys()][0]}/`,
    'product page without trailing slash': `/products/${[...productSources().keys()][0]}`,
    'category page': category!,
    'guide index': '/resources/',
    'guide page': `/resources/${resourceSlugs()[0]}/`,
    'developer page': '/developers/',
    'contact page (a form and its script)': '/contact/',
    'contact sent page': '/contact/sent/?reference=0123456789abcdef',
    'catalog request sent page': '/catalog-request/sent/?reference=0123456789abcdef',
    '404 at an unknown top-level path': '/no-such-page',
    '404 under a section': '/products/no-such-product/',
  };
});

function expectSecurityHeaders(res: { headers: Headers }, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
  }
}

describe('HTML pages: CSP, HSTS, Referrer-Policy, Permissions-Policy, frame-ancestors/X-Frame-Options, nosniff', () => {
  it('every page type carries every security header, once', async () => {
    for (const [what, path] of Object.entries(pages)) {
      const res = await getDirect(path);
      // Read to the end: an unread body over undici's buffer (the developer page) crashes the runner when the
      // connection closes (nodejs/undici#5360).
      await res.arrayBuffer();
      expect(res.headers.get('content-type'), what).toMatch(/^text\/html/);
      expect([200, 404], what).toContain(res.status);
      expectSecurityHeaders(res, `${what} (${path})`);
    }
  });

  it('the policy allows no inline script: script-src is the site itself only', async () => {
    const policy = (await getDirect('/')).headers.get('content-security-policy')!;
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1];
    expect(scriptSrc).toBe("'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('every page loads its styles and scripts as files from the site, none inline', async () => {
    for (const [what, path] of Object.entries(pages)) {
      const html = await (await getDirect(path)).text();
      expect(html, what).not.toMatch(/<style\b/i);
      for (const [, attrs = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
        expect(attrs, `${what}: a script is either JSON-LD data or a file`).toMatch(
          /type="application\/ld\+json"|src="\/_astro\//,
        );
      }
      expect(html, `${what}: its stylesheet`).toMatch(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css"/);
    }
  });
});

describe('other responses carry the security headers too', () => {
  it('the HTML error page of a form posted without JavaScript (a function response)', async () => {
    const res = await newClient().post('/enquiry/contact', 'first_name=', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(res, 'form error page');
  });

  it('an enquiry API error (a function response)', async () => {
    const res = await newClient().post('/api/contact', {});
    expect(res.status).toBe(400);
    expectSecurityHeaders(res, 'enquiry 400');
  });

  it.each([
    ['a read API list (static file)', '/api/products', 'GET'],
    ['a read API 404 (function)', '/api/products/no-such-product', 'GET'],
    ['a read API 405 (function)', '/api/products', 'POST'],
    ['a published document', '/llms.txt', 'GET'],
    ['a stylesheet', '', 'GET'],
  ])('%s', async (what, path, method) => {
    const target = path || /href="(\/_astro\/[^"]+\.css)"/.exec(await (await getDirect('/')).text())![1]!;
    expectSecurityHeaders(await getDirect(target, { method }), what);
  });
});
