import { expect, test as base, type Page } from '@playwright/test';

/**
 * `test` for every browser spec: it fails any test during which the page reported a
 * Content-Security-Policy violation, seen both as the browser's console message and as the
 * `securitypolicyviolation` event (so a violation with a console message in another wording, or
 * none, is still caught).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
          violations.push(`console: ${message.text()}`);
      });
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(`event: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
            `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, type Page };
