import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { renderPage } from '../../generated/page-server/entry.mjs';
import { formAnswer } from '../../src/lib/enquiry/formResponses.ts';
import { validateContact } from '../../src/lib/enquiry/validation.ts';
import { enquiriesFromOwnAddress, expect, test, type Page } from './fixtures.ts';

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
  { name: 'the enquiry-sent page', path: async () => '/contact/sent/?reference=0123456789abcdef' },
  { name: 'the catalog-request-sent page', path: async () => '/catalog-request/sent/?reference=0123456789abcdef' },
  { name: 'the 404 page', path: async () => '/no-such-page/' },
];

test.describe('accessibility (axe-core)', () => {
  for (const { name, path } of pages) {
    test(`${name} has no axe violations`, async ({ page, request }) => {
      await page.goto(await path(request));
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the no-JavaScript page of a form not sent has no axe violations', async ({ page }) => {
    // Rendered by the built page server as the enquiry functions do, rather than posted: a post would
    // spend the enquiry quota that the form tests need (the integration tests post it and check it).
    const body = { first_name: 'A', email: 'not-an-address', subject: 'Product Enquiry', message: 'Hello' };
    const result = validateContact(body);
    if (result.ok) throw new Error('the sample enquiry should be invalid');
    const rendered = await renderPage(new Request(new URL('/enquiry/not-sent', 'http://localhost')), {
      formAnswer: formAnswer('contact', result.error, body),
    });
    expect(rendered.status).toBe(400);
    await page.goto('/contact/'); // the site's origin, so the page's stylesheets load
    await page.setContent(await rendered.text());
    await expect(page.locator('#contact-email')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test(
    'the enquiry forms in their other states (problems beside fields, ' +
      'the quote list, the confirmation) have no axe violations',
    async ({ page, request }) => {
      await enquiriesFromOwnAddress(page);
      await page.goto('/contact/');
      await page.getByLabel('Subject').selectOption('Request a Quote');
      await page.getByLabel('Email').fill('meera@');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.locator('.problem').first()).toBeVisible();
      expect(await axeViolations(page), 'problems shown').toEqual([]);

      await page.goto(`/products/${await firstSlug(request, 'products')}/`);
      await page
        .locator('main .request-quote')
        .first()
        .getByRole('button', { name: /Add to quote list/ })
        .click();
      await page.reload();
      await expect(page.locator('#quote-list')).toBeVisible();
      expect(await axeViolations(page), 'quote list shown').toEqual([]);

      const form = page.locator('#quote form');
      await form.getByLabel('First name').fill('Meera');
      await form.getByLabel('Email').fill('meera.axe@example.in');
      await form.getByLabel('GST number').fill('27AAPFU0939F1ZV');
      await form.getByRole('button', { name: 'Send quote request' }).click();
      await expect(page.locator('.enquiry-confirmation')).toBeVisible();
      expect(await axeViolations(page), 'confirmation shown').toEqual([]);
    },
  );

  test('the thank-you page restating what was sent without JavaScript has no axe violations', async ({
    openContext,
    request,
  }) => {
    const context = await openContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await enquiriesFromOwnAddress(context);
    const page = await context.newPage();
    await page.goto(`/products/${await firstSlug(request, 'products')}/`);
    const form = page.locator('#quote form');
    await form.getByLabel('First name').fill('Meera');
    await form.getByLabel('Email').fill('meera.axe@example.in');
    await form.getByLabel('GST number').fill('27AAPFU0939F1ZV');
    await form.getByRole('button', { name: 'Send quote request' }).click();
    await expect(page.locator('.enquiry-confirmation dt:text("Products")')).toBeVisible();
    // axe runs as a script: the same page, with the same cookie, in a browser with JavaScript.
    const scanned = await openContext({ viewport: { width: 390, height: 844 } });
    await scanned.addCookies(await context.cookies());
    const same = await scanned.newPage();
    await same.goto(page.url());
    await expect(same.locator('.enquiry-confirmation dt:text("Products")')).toBeVisible();
    expect(await axeViolations(same)).toEqual([]);
  });

  test(
    'the developer page on a phone (390 px), where its ' + 'code blocks and tables scroll, has no axe violations',
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto('/developers/');
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test('a category page has no axe violations', async ({ page }) => {
    await page.goto('/products/');
    await page.locator('main h2 a').first().click();
    await page.waitForURL(/\/products\/category\//);
    expect(await axeViolations(page)).toEqual([]);
  });
});
