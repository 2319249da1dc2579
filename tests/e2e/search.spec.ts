import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

/**
 * The site search (netlify/functions/search.ts): the header form on every page, the results page
 * with facets and paging, the empty result, all without JavaScript, and the header on a phone.
 */
test.describe('site search', () => {
  test('without JavaScript, the header form on any page finds products and guides', async ({ openContext }) => {
    const context = await openContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources/');
    await page.getByRole('searchbox', { name: 'Search products and buying guides' }).fill('full body harness');
    await page.getByRole('searchbox', { name: 'Search products and buying guides' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=full\+body\+harness$/);
    await expect(page.locator('h1')).toHaveText('Search results for “full body harness”');
    await expect(page.locator('#products ~ .cards h3 a').first()).toHaveText(/Full Body Harness/);
    await expect(page.getByRole('searchbox', { name: 'Search products and buying guides' })).toHaveValue(
      'full body harness',
    );
    await expect(page.locator('#guides ~ .cards a').first()).toHaveAttribute('href', /^\/resources\//);
    await context.close();
  });

  test('lists the products in the same order as the MCP tool search_products', async ({ page, request }) => {
    const response = await request.post('/api/mcp', {
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'MCP-Protocol-Version': '2025-06-18',
      },
      data: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search_products', arguments: { query: 'gloves for welding', limit: 12 } },
      },
    });
    const slugs = (await response.json()).result.structuredContent.products.map(
      (p: { slug: string }) => `/products/${p.slug}/`,
    );
    await page.goto('/search?q=gloves+for+welding');
    expect(
      await page.locator('#products ~ .cards h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(slugs);
  });

  test('a facet link narrows the results, is marked as selected, and can be removed', async ({ page }) => {
    await page.goto('/search?q=gloves');
    // On a laptop the filters are open beside the results from the start.
    const facets = page.getByRole('navigation', { name: 'Refine' });
    await expect(facets.getByRole('link', { name: 'Kavach' })).toBeInViewport();
    await facets.getByRole('link', { name: 'Kavach' }).click();
    await expect(page).toHaveURL(/brand=Kavach/);
    const brands = await page.locator('#products ~ .cards .muted').allTextContents();
    expect(brands.length).toBeGreaterThan(0);
    for (const line of brands) expect(line.trim()).toMatch(/^Kavach\b/);
    // With a filter in use the filters open by themselves, the value in use marked.
    const selected = page.getByRole('navigation', { name: 'Refine' }).getByRole('link', { name: 'Kavach' });
    await expect(selected).toBeVisible();
    await expect(selected).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('list', { name: 'Filters in use' })).toContainText('Brand: Kavach');
    await page.getByRole('link', { name: 'Remove Kavach' }).click();
    await expect(page).toHaveURL(/\/search\?q=gloves$/);
  });

  test('on a phone (390 px), without JavaScript, the filters come before the results and fold away', async ({
    openContext,
  }) => {
    const context = await openContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search?q=gloves');
    const summary = page.locator('details.facets > summary');
    const firstCard = page.locator('#products ~ .cards > li').first();
    await expect(summary).toBeInViewport();
    const [filtersTop, resultsTop] = [await summary.boundingBox(), await firstCard.boundingBox()];
    expect(filtersTop!.y).toBeLessThan(resultsTop!.y);
    const facets = page.getByRole('navigation', { name: 'Refine' });
    await expect(facets).toBeHidden();
    await summary.click();
    await expect(facets.getByRole('link', { name: 'Kavach' })).toBeVisible();
    await summary.click();
    await expect(facets).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test("a result card is the category page's card for the same product", async ({ page }) => {
    await page.goto('/search?q=gloves&category=Hand+Protection');
    const card = page.locator('#products ~ .cards > li').first();
    const href = await card.locator('a').first().getAttribute('href');
    const searchCard = await card.evaluate((li) =>
      li.innerHTML.replace(/<(h[23])>/g, '<h>').replace(/<\/h[23]>/g, '</h>'),
    );
    await page.goto('/products/category/hand-protection/');
    const categoryCard = await page
      .locator('main .cards > li', { has: page.locator(`a[href="${href}"]`) })
      .evaluate((li) => li.innerHTML.replace(/<(h[23])>/g, '<h>').replace(/<\/h[23]>/g, '</h>'));
    expect(searchCard).toBe(categoryCard);
  });

  test('pages through the results', async ({ page }) => {
    await page.goto('/search?q=safety');
    const first = await page.locator('#products ~ .cards h3 a').allTextContents();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    const second = await page.locator('#products ~ .cards h3 a').allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await page.getByRole('link', { name: 'Previous page' }).click();
    expect(await page.locator('#products ~ .cards h3 a').allTextContents()).toEqual(first);
  });

  test('an empty result says so, asks "did you mean", suggests model references and categories', async ({ page }) => {
    await page.goto('/search?q=ss-2044');
    await expect(page.getByRole('heading', { name: 'No products match “ss-2044”' })).toBeVisible();
    await expect(page.getByText('Did you mean SS-204?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'SS-204', exact: true })).toHaveAttribute('href', '/search?q=SS-204');
    await expect(page.getByRole('link', { name: /^SS-204: / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Safety Footwear' })).toHaveAttribute(
      'href',
      /^\/products\/category\//,
    );
  });

  test('the results page carries the security headers and a CDN cache keyed on the query', async ({ request }) => {
    const response = await request.get('/search?q=%3Cscript%3Ealert(1)%3C/script%3E');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers()['netlify-vary']).toBe('query=q|category|brand|standard|size|page');
    // Only inside quoted attribute values, where `<` is text (Astro escapes the quotes there).
    expect((await response.text()).replace(/="[^"]*"/g, '=""')).not.toContain('<script>alert(1)</script>');
  });

  for (const path of ['/search?q=helmet', '/search?q=zzzzqqq']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('at 390 px the header fits: navigation on one line, search box, no sideways scrolling', async ({
    openContext,
  }) => {
    const context = await openContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/products/', '/search?q=aluminised+fire+proximity+suit']) {
      await page.goto(path);
      const links = await page
        .locator('header nav[aria-label="Main"] a')
        .evaluateAll((as) => as.map((a) => a.getBoundingClientRect().top));
      expect(new Set(links.map(Math.round)).size, `${path}: nav lines`).toBe(1);
      await expect(page.getByRole('searchbox', { name: 'Search products and buying guides' })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
