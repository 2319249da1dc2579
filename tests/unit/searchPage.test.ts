import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/email/escape.ts';
import { contentSecurityPolicy } from '../../src/lib/http/securityHeaders.ts';
import { searchProducts } from '../../src/lib/search/productSearch.ts';
import {
  PAGE_SIZE,
  RESULTS_MARKER,
  searchHref,
  searchPageHtml,
  searchPageResponse,
  searchParams,
} from '../../src/lib/search/searchPage.ts';
import { testMcpCatalog } from '../helpers/mcpCatalog.ts';

const catalog = testMcpCatalog();
/** A shell shaped like the built one (src/pages/search.astro in src/layouts/Base.astro). */
const shell = `<!doctype html><html><head><title>Search | Org</title><meta name="robots" content="noindex"></head><body><form role="search"><input type="search" id="site-search" name="q"></form><main>${RESULTS_MARKER}</main></body></html>`;
const page = (query: string) =>
  searchPageHtml(shell, catalog, searchParams(new URL(`https://x/search?${query}`)), 'https://catalog.example');
const productLinks = (html: string) => [...html.matchAll(/<h3><a href="\/products\/([^/"]+)\/">/g)].map((m) => m[1]);

describe('search page (GET /search?q=...)', () => {
  it('shows the same products in the same order as search_products', () => {
    for (const q of ['gloves', 'size 12 safety boots', 'EN 388', 'shoes for oily floors']) {
      // The matches, or when no product has every word the partial group in their place.
      const found = searchProducts(catalog.productSearch, { query: q, limit: PAGE_SIZE });
      const expected = (found.partial?.products ?? found.products).map((p) => p.slug);
      expect(productLinks(page(`q=${encodeURIComponent(q)}`)), q).toEqual(expected);
    }
  });

  it('the count and the number of pages are the products that match the query, whatever the page (issue 21)', () => {
    for (const q of [
      'safety',
      'gloves',
      'cut level 5 gloves',
      'helmet',
      'EN 388',
      'ISI marked helmet with chin strap',
    ]) {
      const { total, partial } = searchProducts(catalog.productSearch, { query: q, limit: 50 });
      const count = total || (partial?.total ?? 0);
      const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
      for (const n of [1, 2]) {
        const html = page(`q=${encodeURIComponent(q)}&page=${n}`);
        expect(html, q).toContain(`${count} product${count === 1 ? '' : 's'} match`);
        if (pages > 1) expect(html, q).toContain(`Page ${n} of ${pages}`);
        else expect(html, q).not.toContain('Page 1 of');
      }
    }
  });

  it('when no product matches every word, shows the partial group under its label (issue 21)', () => {
    const q = 'ISI marked helmet with chin strap';
    const { total, partial } = searchProducts(catalog.productSearch, { query: q, limit: PAGE_SIZE });
    expect(total).toBe(0);
    const html = page(`q=${encodeURIComponent(q)}`);
    expect(html).toContain('No product matches every word; these match part of it.');
    expect(productLinks(html)).toEqual(partial!.products.map((p) => p.slug));
  });

  it('escapes the query everywhere: title, search box, heading and links', () => {
    const html = page(`q=${encodeURIComponent('<script>alert(1)</script>" onfocus="x')}`);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onfocus="x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot; onfocus=&quot;x');
    expect(html).toMatch(/<title>Search: &lt;script&gt;.* \| Org<\/title>/);
  });

  it("puts a query with replacement patterns ($&, $`, $') in the search box as typed", () => {
    for (const q of ['$&', '$`', "$'", '$$1']) {
      expect(page(`q=${encodeURIComponent(q)}`), q).toContain(`id="site-search" value="${escapeHtml(q)}" name="q">`);
    }
  });

  it('links facets (category, brand, standard) that narrow the results, and marks the one in use', () => {
    const html = page('q=gloves');
    expect(html).toContain(`href="${searchHref({ q: 'gloves', category: 'Hand Protection' }).replace('&', '&amp;')}"`);
    expect(html).toMatch(/href="\/search\?q=gloves&amp;brand=/);
    expect(html).toMatch(/href="\/search\?q=gloves&amp;standard=EN\+388"/);
    const narrowed = page('q=gloves&brand=Kavach');
    expect(productLinks(narrowed).length).toBeGreaterThan(0);
    expect(productLinks(narrowed).every((slug) => slug!.startsWith('kavach-'))).toBe(true);
    expect(narrowed).toContain('aria-current="true">Kavach</a>');
    expect(narrowed).toContain('Remove Kavach');
  });

  it('pages through the results with links, PAGE_SIZE at a time', () => {
    const first = page('q=safety');
    const all = searchProducts(catalog.productSearch, { query: 'safety', limit: 50 }).products.map((p) => p.slug);
    expect(all.length).toBeGreaterThan(PAGE_SIZE);
    expect(productLinks(first)).toEqual(all.slice(0, PAGE_SIZE));
    expect(first).toContain('href="/search?q=safety&amp;page=2" rel="next"');
    expect(productLinks(page('q=safety&page=2'))).toEqual(all.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    expect(searchParams(new URL('https://x/search?page=-3')).page).toBe(1);
  });

  it('says when nothing matches, with the closest model references and the categories', () => {
    const html = page('q=ss-2044');
    expect(html).toContain('No products match “ss-2044”');
    expect(html).toContain('/products/kavach-ss-204-steel-toe-safety-shoe/');
    for (const category of catalog.facets.productCategories)
      expect(html).toContain(`>${category.replace('&', '&amp;')}</a>`);
  });

  it('a results page is indexable, with its own address as canonical (the shell alone is noindex)', () => {
    const html = page('q=ear+muffs&brand=Kavach&page=1');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<link rel="canonical" href="https://catalog.example/search?q=ear+muffs&amp;brand=Kavach">');
  });

  it('lists matching buying guides after the products', () => {
    const html = page('q=harness+inspection');
    expect(html).toContain('/resources/full-body-harness-inspection/');
    expect(html.indexOf('id="guides"')).toBeGreaterThan(html.indexOf('id="products"'));
  });

  it('answers with the security headers, and is cached on the CDN per query', async () => {
    const response = searchPageResponse(
      new Request('https://x/search?q=helmet'),
      shell,
      catalog,
      'https://catalog.example',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(response.headers.get('netlify-cdn-cache-control')).toMatch(/public, durable, max-age=\d+/);
    expect(response.headers.get('netlify-vary')).toBe('query=q|category|brand|standard|page');
    expect(await response.text()).toContain('Search results for “helmet”');
    const post = searchPageResponse(
      new Request('https://x/search', { method: 'POST' }),
      shell,
      catalog,
      'https://catalog.example',
    );
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
