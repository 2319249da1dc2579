import { describe, expect, it } from 'vitest';
import { inlineContentViolations } from '../../src/lib/http/inlineContent.ts';
import { searchProducts } from '../../src/lib/search/productSearch.ts';
import { testCatalog } from '../helpers/testCatalog.ts';
import { getDirect } from '../helpers/runtime.ts';

/**
 * The search page as the `search` function serves it under `npm start`: rendered by Astro
 * (src/pages/search.astro) in the site's layout, with the category pages' card component.
 */
const page = async (query: string) => {
  const res = await getDirect(`/search?${query}`);
  expect(res.status).toBe(200);
  return res.text();
};
const productLinks = (html: string) =>
  [...html.matchAll(/<li class="product-card">\s*<h3>\s*<a href="\/products\/([^/"]+)\/">/g)].map((m) => m[1]);

describe('GET /search (the search page, rendered on request)', () => {
  it('shows the same products in the same order as search_products', async () => {
    const catalog = testCatalog();
    for (const q of ['gloves', 'size 12 safety boots', 'EN 388', 'shoes for oily floors']) {
      // The matches, or when no product has every word the partial group in their place (issue 21).
      const found = searchProducts(catalog.productSearch, { query: q, limit: 12 });
      const expected = (found.partial?.products ?? found.products).map((p) => p.slug);
      expect(productLinks(await page(`q=${encodeURIComponent(q)}`)), q).toEqual(expected);
    }
  });

  it('labels products of the asked type lacking words "Also fits"; "did you mean" for a model reference', async () => {
    const q = 'ISI marked helmet with chin strap';
    const { alsoFits } = searchProducts(testCatalog().productSearch, { query: q, limit: 12 });
    const html = await page(`q=${encodeURIComponent(q)}`);
    expect(html).toMatch(/match every word; the others, marked “Also fits”/);
    expect([...html.matchAll(/<p class="also-fits">Also fits: not stated for /g)]).toHaveLength(
      alsoFits!.lacking.length,
    );
    expect(await page('q=KV-WA04')).toMatch(/Did you mean <a href="\/search\?q=KV-WA40">KV-WA40<\/a>\?/);
  });

  it("a result card shows the category page card's picture: a photo or the pictogram, sized, lazy", async () => {
    const media = (html: string, slug: string) => {
      const card = html.split('<li class="product-card">').find((c) => c.includes(`href="/products/${slug}/"`))!;
      return /<div class="card-media">([\s\S]*?)<\/div>/.exec(card)?.[1];
    };
    const cases = [
      // A product with a photo, and one shown by its category's pictogram.
      { q: 'SS-204', slug: 'kavach-ss-204-steel-toe-safety-shoe', category: '/products/category/safety-footwear/' },
      { q: 'gloves', slug: undefined, category: '/products/category/hand-protection/' },
    ];
    for (const { q, slug: given, category } of cases) {
      const results = await page(`q=${q}`);
      const slug = given ?? productLinks(results)[0]!;
      const found = media(results, slug);
      expect(found, `${q}: ${slug}`).toBeDefined();
      const onCategoryPage = await (await getDirect(category)).text();
      expect(found).toBe(media(onCategoryPage, slug));
      expect(found).toMatch(/<img [^>]*width="\d+" height="\d+" loading="lazy"/);
      expect(found).not.toMatch(/src=""/);
      if (given) expect(found).toMatch(/<picture><source type="image\/avif" srcset="\/\.netlify\/images\?url=/);
      // A pictogram is served as it is (SVG needs no transform), docs/documents.md "Images".
      else expect(found).toMatch(/^<img src="\/_astro\/[^"&]+\.svg"/);
    }
  });

  it("is in the site's layout with its stylesheets, and nothing the Content-Security-Policy would block", async () => {
    const html = await page('q=gloves');
    expect(html).toContain('<header class="site">');
    expect(html).toMatch(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css"/);
    expect(inlineContentViolations(html)).toEqual([]);
  });

  it('escapes the query in the title, the search box and the heading', async () => {
    const html = await page(`q=${encodeURIComponent('<script>alert(1)</script>" onfocus="x')}`);
    // In a quoted attribute value `<` is text; a quote would end it, so quotes are escaped there.
    expect(html.replace(/="[^"]*"/g, '=""')).not.toContain('<script>alert');
    expect(html).not.toContain('" onfocus="x');
    expect(html).toContain('<h1>Search results for “&lt;script&gt;alert(1)&lt;/script&gt;&quot; onfocus=&quot;x”</h1>');
    expect(html).toContain('<title>Search: &lt;script&gt;alert(1)&lt;/script&gt;&quot; onfocus=&quot;x |');
    expect(html).toContain('id="site-search" name="q" value="<script>alert(1)</script>&quot; onfocus=&quot;x"');
  });

  it('a results page is indexable, with its own address (and only its parameters) as canonical', async () => {
    const html = await page('q=ear+muffs&brand=Kavach&page=1&standard=');
    expect(html).not.toContain('noindex');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/search\?q=ear\+muffs&amp;brand=Kavach">/);
  });

  it('puts the filters before the results, folded in details/summary, the selected value marked', async () => {
    const plain = await page('q=gloves');
    expect(plain).toMatch(/<details class="facets"[^>]*><summary id="refine">Refine<\/summary>/);
    expect(plain.indexOf('class="facets"')).toBeLessThan(plain.indexOf('id="products"'));
    expect(plain).not.toContain('aria-current="true"');
    const filtered = await page('q=gloves&brand=Kavach');
    expect(filtered).toMatch(/<details class="facets"[^>]* open>/);
    expect(filtered).toMatch(/<a href="\/search\?q=gloves" aria-current="true">Kavach<\/a>/);
    expect(filtered).toContain('Brand: <strong>Kavach</strong>');
  });

  it(
    "a category page's filters (brand, standard, size) are links that work without JavaScript: each leads " +
      'to the search page showing the products the link counts, all of that category',
    async () => {
      for (const slug of ['safety-footwear', 'hand-protection']) {
        const html = await (await getDirect(`/products/category/${slug}/`)).text();
        const filters = html.slice(html.indexOf('<details class="facets"'), html.indexOf('</details>'));
        const titles = [...filters.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
        expect(titles, slug).toEqual(['Brand', 'Standard', 'Size']);
        // Before the list, so a phone reaches them first.
        expect(html.indexOf('<details class="facets"')).toBeLessThan(html.indexOf('<ul class="cards'));
        const links = [...filters.matchAll(/<a href="([^"]+)">[^<]+<\/a> <span class="muted">\((\d+)\)<\/span>/g)];
        expect(links.length, slug).toBeGreaterThan(5);
        for (const [, href, count] of links) {
          const url = new URL(href!.replaceAll('&amp;', '&'), 'http://x');
          const results = await page(url.search.slice(1));
          const total = Number(/(\d+) products? match/.exec(results)?.[1]);
          // A size also finds the products made in one size or stating none, as the search page's own size filter does.
          if (url.searchParams.has('size')) expect(total, href).toBeGreaterThanOrEqual(Number(count));
          else expect(total, href).toBe(Number(count));
          expect(productLinks(results), href).toHaveLength(Math.min(total, 12));
          expect(results).toContain(`Category: <strong>${url.searchParams.get('category')}</strong>`);
        }
      }
    },
  );

  it("a product's standard badges link to the search page of that standard's products", async () => {
    const html = await (await getDirect('/products/kavach-ss-204-steel-toe-safety-shoe/')).text();
    const badges = [...html.matchAll(/<a href="(\/search\?standard=[^"]+)"[^>]*>([^<]+)<\/a>/g)];
    expect(badges.length).toBeGreaterThan(0);
    for (const [, href, standard] of badges) {
      const results = await page(href!.slice('/search?'.length));
      expect(results).toContain(`Standard: <strong>${standard}</strong>`);
      expect(productLinks(results)).toContain('kavach-ss-204-steel-toe-safety-shoe');
    }
  });

  it('when nothing matches: the closest model references and the categories', async () => {
    const html = await page('q=ss-2044');
    expect(html).toContain('No products match “ss-2044”');
    expect(html).toContain('href="/products/kavach-ss-204-steel-toe-safety-shoe/"');
    expect(html).toContain('href="/products/category/hand-protection/"');
  });
});
