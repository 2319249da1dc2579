import { expect, test } from './fixtures.ts';

/**
 * Every page type in Chromium under the real Content-Security-Policy header: no violation is
 * reported (the shared fixture fails the test otherwise), the stylesheet applies, JSON-LD is read.
 */
test.describe('Content-Security-Policy in the browser', () => {
  const pageTypes = async (request: import('@playwright/test').APIRequestContext) => {
    const { products } = await (await request.get('/api/products')).json();
    const { resources } = await (await request.get('/api/resources')).json();
    const productIndex = await (await request.get('/products/')).text();
    const category = /href="(\/products\/category\/[^"]+\/)"/.exec(productIndex)![1]!;
    return {
      home: '/',
      'product index': '/products/',
      'product page': new URL(products[0].url).pathname,
      'category page': category,
      'guide index': '/resources/',
      'guide page': new URL(resources[0].url).pathname,
      'developer page': '/developers/',
      'contact page': '/contact/',
      'contact sent page': '/contact/sent/',
      '404 page': '/no-such-page',
    };
  };

  test('no page type reports a violation, and each is styled by its external stylesheet', async ({ page, request }) => {
    for (const [what, path] of Object.entries(await pageTypes(request))) {
      await page.goto(path);
      await page.waitForLoadState('load');
      // The header background comes from the stylesheet: a blocked stylesheet leaves it transparent.
      const background = await page.locator('header.site').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background, what).toBe('rgb(28, 36, 48)');
    }
  });

  test('JSON-LD blocks are data, not scripts: present and parsed under the policy', async ({ page, request }) => {
    const { products } = await (await request.get('/api/products')).json();
    await page.goto(new URL(products[0].url).pathname);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(JSON.parse(block)['@context']).toBe('https://schema.org');
  });

  test(
    'the policy is enforced and its violations are caught: ' + 'an injected inline script is blocked and reported',
    async ({ page, cspViolations, pageProblems }) => {
      pageProblems.allow(/violates the following Content Security Policy directive/); // provoked here
      await page.goto('/');
      // An inline script runs synchronously on insertion, unless the policy blocks it.
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true;';
        document.head.append(script);
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => cspViolations.some((v) => v.includes('script-src'))).toBe(true);
      cspViolations.length = 0; // expected here; every other test must end with none
    },
  );
});
