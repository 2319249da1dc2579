import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/lib/http/securityHeaders.ts';
import { searchProducts } from '../../src/lib/search/productSearch.ts';
import {
  facetGroups,
  PAGE_SIZE,
  searchHref,
  searchPageData,
  searchPageResponse,
  searchParams,
} from '../../src/lib/search/searchPage.ts';
import { testCatalog } from '../helpers/testCatalog.ts';

const catalog = testCatalog();
const data = (query: string) => searchPageData(catalog, searchParams(new URL(`https://x/search?${query}`)));
const slugs = (query: string) => data(query).products.map((p) => p.slug);

describe('search page data (src/pages/search.astro shows it; tests/integration/searchPage.test.ts the page)', () => {
  it('gives the same products in the same order as search_products', () => {
    for (const q of ['gloves', 'size 12 safety boots', 'EN 388', 'shoes for oily floors']) {
      // The matches, or when no product has every word the partial group in their place.
      const found = searchProducts(catalog.productSearch, { query: q, limit: PAGE_SIZE });
      const expected = (found.partial?.products ?? found.products).map((p) => p.slug);
      expect(slugs(`q=${encodeURIComponent(q)}`), q).toEqual(expected);
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
        const page = data(`q=${encodeURIComponent(q)}&page=${n}`);
        expect(page.summary, q).toContain(`${count} product${count === 1 ? '' : 's'} match`);
        if (pages > 1) expect(page.pager, q).toMatchObject({ page: n, pages });
        else expect(page.pager, q).toBeUndefined();
      }
    }
  });

  it('products of the asked type that lack words follow the full matches, labelled with the words they lack', () => {
    const q = 'ISI marked helmet with chin strap';
    const { alsoFits } = searchProducts(catalog.productSearch, { query: q, limit: PAGE_SIZE });
    const page = data(`q=${encodeURIComponent(q)}`);
    expect(page.partialNote).toBeUndefined();
    expect(page.alsoFitsNote).toMatch(
      /^\d+ match every word; the others, marked “Also fits”, are of the type asked for or its category \(/,
    );
    expect(Object.keys(page.lacking).length).toBe(alsoFits!.lacking.length);
    for (const { slug, words } of alsoFits!.lacking) expect(page.lacking[slug]).toEqual(words);
  });

  it('when no product matches every word, shows the partial group under its label, without facets (issue 21)', () => {
    const q = 'orange chin strap';
    const { total, partial } = searchProducts(catalog.productSearch, { query: q, limit: PAGE_SIZE });
    expect(total).toBe(0);
    const page = data(`q=${encodeURIComponent(q)}`);
    expect(page.partialNote).toBe('No product matches every word; these match part of it.');
    expect(page.productsHeading).toBe('Products matching part of the query');
    expect(page.products.map((p) => p.slug)).toEqual(partial!.products.map((p) => p.slug));
    expect(page.facets).toEqual([]);
  });

  it('passes every filter of the URL to the same search, the size too', () => {
    const filtered = { query: 'shoe', brand: 'Kavach', size: '8', limit: 12 };
    expect(slugs('q=shoe&brand=Kavach&size=8')).toEqual(
      searchProducts(catalog.productSearch, filtered).products.map((p) => p.slug),
    );
    expect(data('q=shoe&size=8').activeFilters).toEqual([{ title: 'Size', value: '8', removeHref: '/search?q=shoe' }]);
  });

  it('offers category, brand, standard and size facets as links, and marks the one in use as selected', () => {
    const facets = data('q=gloves').facets;
    expect(facets.map((f) => f.name)).toEqual(['category', 'brand', 'standard', 'size']);
    const hand = facets[0]!.values.find((v) => v.value === 'Hand Protection')!;
    expect(hand).toMatchObject({ selected: false, href: '/search?q=gloves&category=Hand+Protection' });
    const narrowed = data('q=gloves&brand=Kavach');
    expect(narrowed.results.products.every((p) => p.brand === 'Kavach')).toBe(true);
    const kavach = narrowed.facets.find((f) => f.name === 'brand')!.values.find((v) => v.value === 'Kavach')!;
    // Choosing the selected value again removes it.
    expect(kavach).toMatchObject({ selected: true, href: '/search?q=gloves' });
  });

  it('offers a size facet, after the others, when the search results carry sizes', () => {
    const facets = { category: [], brand: [{ value: 'Kavach', count: 3 }], compliance: [] };
    const params = { q: 'boots', page: 2, size: '9' };
    expect(facetGroups({ ...facets, size: [] }, params).map((f) => f.name)).toEqual(['brand']);
    const groups = facetGroups(
      {
        ...facets,
        size: [
          { value: '9', count: 2 },
          { value: '10', count: 1 },
        ],
      },
      params,
    );
    expect(groups.map((f) => f.name)).toEqual(['brand', 'size']);
    expect(groups[1]!.values).toEqual([
      { value: '9', count: 2, selected: true, href: '/search?q=boots' },
      { value: '10', count: 1, selected: false, href: '/search?q=boots&size=10' },
    ]);
  });

  it('pages through the results, 12 at a time, with previous and next links', () => {
    const all = searchProducts(catalog.productSearch, { query: 'safety', limit: 50 }).products.map((p) => p.slug);
    expect(all.length).toBeGreaterThan(12);
    expect(PAGE_SIZE).toBe(12);
    const first = data('q=safety');
    expect(first.results.products.map((p) => p.slug)).toEqual(all.slice(0, 12));
    expect(first.pager).toMatchObject({ page: 1, next: '/search?q=safety&page=2' });
    expect(first.pager?.previous).toBeUndefined();
    expect(slugs('q=safety&page=2')).toEqual(all.slice(12, 24));
    expect(data('q=safety&page=2').pager?.previous).toBe('/search?q=safety');
    expect(searchParams(new URL('https://x/search?page=-3')).page).toBe(1);
  });

  it('when nothing matches: the closest model references and every category, no facets', () => {
    const none = data('q=ss-2044');
    expect(none.results.total).toBe(0);
    expect(none.summary).toBeUndefined();
    expect(none.facets).toEqual([]);
    expect(none.closest.map((p) => p.slug)).toContain('kavach-ss-204-steel-toe-safety-shoe');
    expect(none.categories.map((c) => c.name)).toEqual(catalog.facets.productCategories);
  });

  it('its own address keeps only the parameters set (the canonical URL)', () => {
    expect(data('q=ear+muffs&brand=Kavach&page=1&standard=').href).toBe('/search?q=ear+muffs&brand=Kavach');
    expect(searchHref({ q: '', page: 1 })).toBe('/search');
  });

  it('lists up to three matching buying guides', () => {
    const guides = data('q=harness+inspection').guides.map((g) => g.slug);
    expect(guides).toContain('full-body-harness-inspection');
    expect(guides.length).toBeLessThanOrEqual(3);
  });
});

describe('search function answer (searchPageResponse)', () => {
  const rendered = (request: Request) =>
    Promise.resolve(new Response(`page for ${new URL(request.url).search}`, { status: 200 }));

  it('is the rendered page with the security headers, cached on the CDN per query', async () => {
    const response = await searchPageResponse(new Request('https://x/search?q=helmet'), rendered);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(response.headers.get('netlify-cdn-cache-control')).toMatch(/public, durable, max-age=\d+/);
    expect(response.headers.get('netlify-vary')).toBe('query=q|category|brand|standard|size|page');
    expect(await response.text()).toBe('page for ?q=helmet');
  });

  it('answers HEAD with the same headers and no body, and refuses other methods with 405', async () => {
    const head = await searchPageResponse(new Request('https://x/search?q=a', { method: 'HEAD' }), rendered);
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    const post = await searchPageResponse(new Request('https://x/search', { method: 'POST' }), rendered);
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('"did you mean" on the search page', () => {
  it('a model reference one slip from a real one links to the search for the real one', () => {
    expect(data('q=KV-WA04').didYouMean).toEqual({ reference: 'KV-WA40', href: '/search?q=KV-WA40' });
    expect(data('q=KV-WA40').didYouMean).toBeUndefined();
  });
});
