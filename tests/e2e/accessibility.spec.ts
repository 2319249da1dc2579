import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { enquiryHtmlError } from '../../src/lib/enquiry/formResponses.ts';
import { validateContact } from '../../src/lib/enquiry/validation.ts';

/**
 * Accessibility: axe-core scans each page type in Debian's Chromium with every rule axe runs by
 * default (WCAG 2.0-2.2 A/AA and best practices); the rule is zero violations, not a score.
 */

async function firstSlug(request: APIRequestContext, list: 'products' | 'resources'): Promise<string> {
  const body = await (await request.get(`/api/${list}`)).json();
  return body[list][0].slug;
}

/** Violations as readable lines (rule, impact, the offending elements), so a failure says what to fix. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const pages: { name: string; path: (request: APIRequestContext) => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'product index', path: async () => '/products/' },
  { name: 'a product page', path: async (request) => `/products/${await firstSlug(request, 'products')}/` },
  { name: 'a product page with a photo', path: async () => '/products/kavach-kv-h500-ratchet-safety-helmet/' },
  { name: 'the resources index', path: async () => '/resources/' },
  { name: 'an article ending with its products', path: async () => '/resources/safety-helmet-buying-guide/' },
  { name: 'an article', path: async (request) => `/resources/${await firstSlug(request, 'resources')}/` },
  { name: 'the developer page', path: async () => '/developers/' },
  { name: 'the contact page', path: async () => '/contact/' },
  { name: 'the enquiry-sent page', path: async () => '/contact/sent/' },
  { name: 'the catalog-request-sent page', path: async () => '/catalog-request/sent/' },
  { name: 'the 404 page', path: async () => '/no-such-page/' },
];

test.describe('accessibility (axe-core)', () => {
  for (const { name, path } of pages) {
    test(`${name} has no axe violations`, async ({ page, request }) => {
      await page.goto(await path(request));
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the no-JavaScript form error page has no axe violations', async ({ page }) => {
    // Rendered by the functions' own code rather than posted: a post would spend the enquiry quota
    // that the form tests need (the integration tests post it and check it is valid HTML).
    const result = validateContact({
      first_name: 'A',
      email: 'not-an-address',
      subject: 'Product Enquiry',
      message: 'Hello',
    });
    if (result.ok) throw new Error('the sample enquiry should be invalid');
    await page.setContent(await enquiryHtmlError('contact', result.error, {}).text());
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the developer page on a phone (390 px), where its code blocks and tables scroll, has no axe violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/developers/');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a category page has no axe violations', async ({ page }) => {
    await page.goto('/products/');
    await page.locator('main h2 a').first().click();
    await page.waitForURL(/\/products\/category\//);
    expect(await axeViolations(page)).toEqual([]);
  });
});
