import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures.ts';

/**
 * Products people can judge, and guides and products pointing at each other: the product page's
 * picture or pictogram, specification table, sizes and documents; no broken image anywhere; a
 * guide ends with its products and a product lists its guides.
 */
const WITH_PHOTO = '/products/kavach-kv-h500-ratchet-safety-helmet/';
const WITHOUT_PHOTO = '/products/himshield-hs-h21-work-at-height-helmet/';
const GUIDE = '/resources/safety-helmet-buying-guide/';

/** Every image on the page, scrolled into view so lazy ones load, has loaded with real pixels. */
async function expectNoBrokenImage(page: Page) {
  const images = page.locator('main img');
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: `image ${i} loaded`,
      })
      .toBe(true);
    expect(await image.getAttribute('width')).toBeTruthy();
    expect(await image.getAttribute('height')).toBeTruthy();
  }
  return count;
}

test.describe('a product page a buyer can judge', () => {
  test('shows the photo, the specification table with sizes, the datasheet and the guides about it', async ({
    page,
    request,
  }) => {
    await page.goto(WITH_PHOTO);
    const photo = page.locator('main picture img').first();
    await expect(photo).toHaveAttribute('alt', /helmet/i);
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('main picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /\d+w/);
    await expect(page.locator('main picture source[type="image/webp"]').first()).toHaveAttribute('srcset', /\d+w/);
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader', { name: 'Shell' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Shell HDPE/ })).toBeVisible();
    const datasheet = page.getByRole('link', { name: /^Datasheet \(PDF, \d+ KB\)$/ });
    await expect(datasheet).toBeVisible();
    const pdf = await request.get((await datasheet.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('heading', { name: 'Buying guides about this product' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Safety Helmets - IS 2925, EN 397/ })).toBeVisible();
    expect(await expectNoBrokenImage(page)).toBeGreaterThan(0);
  });

  test('a product without a photo shows its category pictogram, with the category in its text alternative', async ({
    page,
  }) => {
    await page.goto(WITHOUT_PHOTO);
    const pictogram = page.locator('main .product-media img');
    await expect(pictogram).toHaveAttribute('alt', /head protection/i);
    await expect(pictogram).toHaveAttribute('src', /\.svg$/);
    await expectNoBrokenImage(page);
  });

  test('model references and search terms leave the page; the JSON form is a link in the head', async ({ page }) => {
    await page.goto(WITH_PHOTO);
    await expect(page.getByText('Model reference and search terms')).toHaveCount(0);
    await expect(page.locator('main a[href^="/api/products/"]')).toHaveCount(0);
    await expect(page.locator('head link[rel="alternate"][type="application/json"]')).toHaveAttribute(
      'href',
      '/api/products/kavach-kv-h500-ratchet-safety-helmet',
    );
  });

  test('the JSON-LD names the photo as the product image (a JPEG), a product without one has none', async ({
    page,
    request,
  }) => {
    await page.goto(WITH_PHOTO);
    const [ld] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(ld.image).toHaveLength(1);
    expect(ld.image[0]).toMatch(/^https?:\/\//);
    const image = await request.get(ld.image[0]);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    await page.goto(WITHOUT_PHOTO);
    const [plain] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    expect(plain.image).toBeUndefined();
  });

  test('on a 390 px phone: at most 100 KB of images in the first screen, the page at most 15 KB gzipped', async ({
    openContext,
    request,
  }) => {
    const context = await openContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const page = await context.newPage();
    await page.goto(WITH_PHOTO, { waitUntil: 'load' });
    const imageBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'img')
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
    );
    expect(imageBytes).toBeGreaterThan(0);
    expect(imageBytes).toBeLessThanOrEqual(100_000);
    await context.close();
    const html = await (await request.get(WITH_PHOTO)).body();
    expect(gzipSync(html).length).toBeLessThanOrEqual(15_000);
  });
});

test.describe('guides and products, both ways', () => {
  test('a guide ends with the products it is about, and each leads back to the guide', async ({ page }) => {
    await page.goto(GUIDE);
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Products this guide is about' }),
    });
    const cards = section.locator('ul.cards > li');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first()).toContainText('Head Protection');
    await expectNoBrokenImage(page);
    await cards.first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Buying guides about this product' })).toBeVisible();
    await page.getByRole('link', { name: /Safety Helmets - IS 2925, EN 397/ }).click();
    await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
  });

  test('a link written in a guide is a link on its page', async ({ page }) => {
    await page.goto('/resources/fall-clearance-and-anchor-points/');
    await page.getByRole('link', { name: 'inspected before every use' }).click();
    await expect(page).toHaveURL(/\/resources\/full-body-harness-inspection\/$/);
  });

  test('a category page shows every card with its picture, none broken', async ({ page }) => {
    await page.goto('/products/category/safety-footwear/');
    await expect(page.locator('ul.cards > li img')).toHaveCount(await page.locator('ul.cards > li').count());
    await expectNoBrokenImage(page);
  });
});

test("a product's standard badges lead to the products of that standard", async ({ page }) => {
  await page.goto('/products/kavach-ss-204-steel-toe-safety-shoe/');
  const badges = page.locator('#standards + ul.tags a');
  const standard = (await badges.first().textContent())!.trim();
  await badges.first().click();
  await expect(page).toHaveURL(/\/search\?standard=/);
  await expect(page.getByRole('list', { name: 'Filters in use' })).toContainText(`Standard: ${standard}`);
  await expect(page.locator('.cards a[href="/products/kavach-ss-204-steel-toe-safety-shoe/"]').first()).toBeVisible();
});
