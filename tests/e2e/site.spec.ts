import { expect, test, type Page } from './fixtures.ts';

/** The site's pages in a real Chromium: content rendered from the same data as the API. */

async function jsonLdOf(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t));
}

async function expectNoClientScript(page: Page) {
  const scripts = await page.locator('script:not([type="application/ld+json"])').count();
  expect(scripts).toBe(0);
}

/**
 * Pages with an enquiry form load its one bundled module (external, for a CSP without inline scripts) and nothing else.
 */
async function expectOnlyEnquiryFormScript(page: Page) {
  const scripts = page.locator('script:not([type="application/ld+json"])');
  await expect(scripts).toHaveCount(1);
  await expect(scripts).toHaveAttribute('type', 'module');
  await expect(scripts).toHaveAttribute('src', /^\/_astro\/.+\.js/);
}

test.describe('home page', () => {
  test('links every category and the latest guides, with no client JavaScript', async ({ page, request }) => {
    const products = (await (await request.get('/api/products')).json()).products as { category: string }[];
    await page.goto('/');
    await expect(page.locator('h1')).toHaveCount(1);
    for (const category of new Set(products.map((p) => p.category))) {
      await expect(page.getByRole('link', { name: category, exact: true })).toBeVisible();
    }
    await expectNoClientScript(page);
  });
});

test.describe('product pages', () => {
  test('the product index groups every product under its category', async ({ page, request }) => {
    const { products } = await (await request.get('/api/products')).json();
    await page.goto('/products/');
    await expect(page.locator('main li a[href^="/products/"]:not([href*="/category/"])')).toHaveCount(products.length);
  });

  test('a product page shows the API data and carries Product JSON-LD and a canonical URL', async ({
    page,
    request,
  }) => {
    const { products } = await (await request.get('/api/products')).json();
    const product = products.find((p: { compliance?: string[] }) => p.compliance);
    await page.goto(`/products/${product.slug}/`);
    await expect(page.locator('h1')).toHaveText(product.name);
    for (const standard of product.compliance)
      await expect(page.locator('main').getByText(standard, { exact: true }).first()).toBeVisible();
    const [ld] = await jsonLdOf(page);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      brand: { name: product.brand },
      url: product.url,
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', product.url);
    await expectOnlyEnquiryFormScript(page);
  });

  test('a category page lists only that category', async ({ page, request }) => {
    const { products } = await (await request.get('/api/products')).json();
    await page.goto('/products/');
    await page.locator('main h2 a').first().click();
    const category = (await page.locator('h1').textContent())!.trim();
    const expected = products.filter((p: { category: string }) => p.category === category).length;
    await expect(page.locator('ul.cards > li')).toHaveCount(expected);
  });
});

test.describe('buying guides', () => {
  test('the index lists every article and an article renders each block type with Article JSON-LD', async ({
    page,
    request,
  }) => {
    const { resources } = await (await request.get('/api/resources')).json();
    await page.goto('/resources/');
    await expect(page.locator('ul.cards > li')).toHaveCount(resources.length);

    const article = await (await request.get(`/api/resources/${resources[0].slug}`)).json();
    await page.goto(`/resources/${article.slug}/`);
    await expect(page.locator('h1')).toHaveText(article.title);
    const blocks = article.content as { type: string; text?: string; items?: string[] }[];
    await expect(page.locator('article h2')).toHaveCount(blocks.filter((b) => b.type === 'h2').length);
    await expect(page.locator('article aside.note')).toHaveCount(blocks.filter((b) => b.type === 'note').length);
    const [ld] = await jsonLdOf(page);
    expect(ld).toMatchObject({ '@type': 'Article', headline: article.title, datePublished: article.publishDate });
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.metaDescription);
  });
});

test.describe('404', () => {
  test('an unknown page answers 404 with a helpful HTML page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'product catalog' })).toBeVisible();
  });
});
