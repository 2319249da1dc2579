import { expect, test, type Page } from './fixtures.ts';

/**
 * Every page type fits the screen: nothing makes the page scroll sideways on a phone (390 px) or
 * a laptop (1280 px); wide code and tables scroll inside their own boxes.
 */
const WIDTHS = [390, 1280];

/** The elements wider than the viewport that are not inside a scrolling box, for the failure message. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const scrolls = (el: Element | null): boolean =>
      !!el &&
      el !== document.documentElement &&
      (getComputedStyle(el).overflowX !== 'visible' || scrolls(el.parentElement));
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !scrolls(el.parentElement))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} right=${Math.round(el.getBoundingClientRect().right)}`)
      .concat(`scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
  });

test.describe('no page scrolls sideways', () => {
  let pages: string[] = [];
  test.beforeAll(async ({ request }) => {
    const { products } = await (await request.get('/api/products')).json();
    const { resources } = await (await request.get('/api/resources')).json();
    const category = (await (await request.get('/products/')).text()).match(
      /href="(\/products\/category\/[^"]+)"/,
    )?.[1];
    expect(category, 'a category page link on /products/').toBeTruthy();
    pages = [
      '/',
      '/products/',
      category!,
      `/products/${products[0].slug}/`,
      '/resources/',
      `/resources/${resources[0].slug}/`,
      '/contact/',
      '/contact/sent/',
      '/developers',
      '/no-such-page',
    ];
  });

  for (const width of WIDTHS) {
    test(
      `at ${width} px: home, product index, category, ` + `product, guides, guide, contact, sent, developers, 404`,
      async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const path of pages) {
          await page.goto(path);
          expect(await sidewaysOverflow(page), path).toEqual([]);
        }
      },
    );
  }
});

test.describe('/developers', () => {
  test('shows no Markdown backtick outside code: descriptions from the OpenAPI document render code as <code>', async ({
    page,
  }) => {
    await page.goto('/developers');
    const stray = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.includes('`') && !node.parentElement?.closest('code, pre, script, style'))
          found.push(node.textContent.trim().slice(0, 80));
      }
      return found;
    });
    expect(stray).toEqual([]);
    await expect(page.locator('main p code', { hasText: 'Retry-After' }).first()).toBeVisible();
  });

  test('its code blocks and tables are styled: code scrolls inside its box, table headers do not break words', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/developers');
    const pre = page.locator('pre').first();
    expect(await pre.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    for (const wrapper of await page.locator('div.table-scroll').all()) {
      expect(await wrapper.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    }
    const status = page.locator('thead th', { hasText: 'Status' }).first();
    const lines = await status.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });

  test('lists draft_enquiry among the MCP tools', async ({ page }) => {
    await page.goto('/developers');
    await expect(page.locator('#mcp ~ p code', { hasText: 'draft_enquiry' }).first()).toBeVisible();
  });
});

test.describe('category pages: filters without JavaScript, compact on a phone', () => {
  test.use({ javaScriptEnabled: false });

  test('at 390 px: filters before the list, folded; a size link leads to that size; cards stay short', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products/category/safety-footwear/');
    const summary = page.locator('details.facets > summary');
    const firstCard = page.locator('ul.cards > li').first();
    expect((await summary.boundingBox())!.y).toBeLessThan((await firstCard.boundingBox())!.y);
    const filters = page.getByRole('navigation', { name: 'Refine' });
    await expect(filters).toBeHidden();
    await summary.click();
    for (const group of ['Brand', 'Standard', 'Size'])
      await expect(filters.getByRole('heading', { name: group })).toBeVisible();
    const cardHeights = await page
      .locator('ul.cards > li')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height));
    // A compact card: photo, name, brand, two lines of description, one row of standards, the quote link.
    for (const height of cardHeights) expect(height).toBeLessThan(420);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await filters.getByRole('link', { name: '9', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?category=Safety\+Footwear&size=9$/);
    await expect(page.getByRole('list', { name: 'Filters in use' })).toContainText('Category: Safety Footwear');
    await expect(page.getByRole('list', { name: 'Filters in use' })).toContainText('Size: 9');
  });

  test('at 1280 px the Refine panel is open beside the list from the start', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/products/category/hand-protection/');
    const filters = page.getByRole('navigation', { name: 'Refine' });
    await expect(filters.getByRole('heading', { name: 'Size' })).toBeInViewport();
    const [panel, list] = [await filters.boundingBox(), await page.locator('ul.cards').boundingBox()];
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(list!.x);
  });
});
