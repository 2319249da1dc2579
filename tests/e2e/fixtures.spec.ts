import { test } from './fixtures.ts';

/**
 * The shared fixture fails a test on what a person would notice went wrong in a page: each of these
 * provokes one, and is expected to fail (test.fail); one that passed would mean the fixture misses it.
 */
test.describe('every browser test fails on', () => {
  test('an uncaught error in a page script', async ({ page }) => {
    test.fail();
    await page.goto('/contact/');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('provoked');
      }),
    );
    await page.waitForTimeout(200);
  });

  test('a console error', async ({ page }) => {
    test.fail();
    await page.goto('/contact/');
    await page.evaluate(() => console.error('provoked'));
  });

  test('a request to the site that fails', async ({ page }) => {
    test.fail();
    await page.goto('/contact/');
    await page.evaluate(() => fetch('/no-such-file.js').catch(() => {}));
    await page.waitForTimeout(200);
  });

  test('a problem in a context the test opened itself', async ({ openContext }) => {
    test.fail();
    const page = await (await openContext()).newPage();
    await page.goto('/contact/');
    await page.evaluate(() => console.error('provoked'));
  });
});
