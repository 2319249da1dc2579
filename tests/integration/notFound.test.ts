import { describe, expect, it } from 'vitest';
import { currentVersion } from '../../src/lib/versions.ts';
import { getDirect } from '../helpers/runtime.ts';

/**
 * Unknown URLs (netlify/functions/page-not-found.ts): the site's own 404 page, with `API-Version`
 * like every other response (spec section 4), while built files, the read API and the enquiry
 * paths keep their own answers.
 */

describe('an unknown URL', () => {
  it.each(['/no-such-page', '/no-such-page/', '/products/no-such-product/', '/resources/a/b/c', '/no-such-file.json'])(
    "%s answers 404 with the site's 404 page (rendered by Astro in the site's layout) and API-Version",
    async (path) => {
      const res = await getDirect(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('api-version')).toBe(currentVersion().name);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toContain('<h1>Page not found</h1>');
      expect(html).toMatch(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css"/);
      expect(html).toContain('<meta name="robots" content="noindex">');
      // The categories come from the catalog file, as on the search page.
      expect(html).toContain('href="/products/category/hand-protection/"');
    },
  );

  it('HEAD answers 404 with the same headers and no body', async () => {
    const res = await getDirect('/no-such-page', { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(res.headers.get('api-version')).toBe(currentVersion().name);
    expect(await res.text()).toBe('');
  });

  it('a POST to an unknown URL is a 404 too, not a 405 or a 500', async () => {
    const res = await getDirect('/no-such-page', {
      method: 'POST',
      body: 'x=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('api-version')).toBe(currentVersion().name);
  });
});

describe('every path under /api answers JSON, and a slug reaches nothing but its item', () => {
  it.each([
    '/api',
    '/api/nope',
    '/api/v1/no-such-collection',
    '/api/v2/products',
    '/api/V1/products',
    '/api/mcp/other',
    '/api/products/index',
    '/api/products/index.json',
    '/api/v1/products.json',
    '/api/v1/products/a/b',
    '/api/products/..%2f..%2fopenapi.json',
    '/api/resources/..%2f..%2fsitemap.xml',
    '/api/products/..%2f..%2f..%2fllms.txt',
  ])('GET %s is the JSON not_found error naming that path, with API-Version', async (path) => {
    const res = await getDirect(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('api-version')).toBe(currentVersion().name);
    const body = await res.json();
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toMatch(new RegExp(`^Nothing is published at ${path.replace(/[.]/g, '\\.')}[.:]`));
  });

  it('an unknown slug names the path and the slug', async () => {
    const body = await (await getDirect('/api/v1/resources/no-such-guide')).json();
    expect(body.error.message).toBe(
      'Nothing is published at /api/v1/resources/no-such-guide: no article has the slug "no-such-guide".',
    );
  });

  it('a wrong method on a path that is no read path is 404 too', async () => {
    const res = await getDirect('/api/nope', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Nothing is published at /api/nope.');
  });
});

describe('what the 404 function leaves alone', () => {
  it('built pages, with or without their trailing slash, and documents are served as built', async () => {
    for (const path of [
      '/',
      '/products/',
      '/products',
      '/developers/',
      '/llms.txt',
      '/.well-known/mcp/manifest.json',
    ]) {
      const res = await getDirect(path);
      await res.arrayBuffer(); // an unread body over undici's buffer crashes the runner on close (nodejs/undici#5360)
      expect(res.status, path).toBe(200);
    }
  });

  it("read API misses stay the read API's own JSON errors", async () => {
    const item = await getDirect('/api/products/no-such-slug');
    expect(item.status).toBe(404);
    expect((await item.json()).error.code).toBe('not_found');
    expect((await getDirect('/api/products')).status).toBe(200);
  });

  it('the search page answers with and without its trailing slash; no built file stands for it', async () => {
    for (const path of ['/search?q=gloves', '/search/?q=gloves']) {
      const res = await getDirect(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('Search results for');
    }
    expect((await getDirect('/search/index.html')).status).toBe(404);
  });

  it('the thank-you pages answer with and without their trailing slash; no built file stands for them', async () => {
    for (const path of ['/contact/sent/', '/contact/sent', '/catalog-request/sent/', '/catalog-request/sent']) {
      const res = await getDirect(`${path}?reference=0123456789abcdef`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('Your reference: <strong>0123456789abcdef</strong>');
    }
    for (const path of ['/contact/sent/index.html', '/catalog-request/sent/index.html'])
      expect((await getDirect(path)).status, path).toBe(404);
  });

  it(
    'the pages only functions render (the 404 page, a ' + 'form not sent) are not reachable at their own paths',
    async () => {
      for (const path of ['/404', '/404.html', '/enquiry/not-sent', '/enquiry/not-sent/']) {
        const res = await getDirect(path);
        expect(res.status, path).toBe(404);
        const html = await res.text();
        expect(html, path).toContain('<h1>Page not found</h1>');
        expect(html, path).not.toContain('was not sent');
      }
    },
  );

  it('the enquiry and MCP functions still answer their own paths', async () => {
    const mcp = await getDirect('/api/mcp', { method: 'GET' });
    expect(mcp.status).toBe(405);
    const form = await getDirect('/enquiry/contact', { method: 'GET' });
    expect(form.status).toBe(405);
  });
});
