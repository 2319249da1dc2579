import { request as httpRequest } from 'node:http';
import { expect, test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

/** What a person would notice went wrong in a page: a script error, a console error, a failed request to the site. */
export interface PageProblems {
  /** Every problem seen so far, one readable line each. */
  readonly seen: string[];
  /** A test that provokes one on purpose (a 500 from the email test server) names it: a matching line is no problem. */
  allow(pattern: RegExp): void;
  /** Watches another context too (openContext does). */
  watch(context: BrowserContext): void;
}

/**
 * Watches every page of a context for what a person would notice went wrong: an uncaught error in
 * a page's script, a console error, a request to the site itself that failed (no answer at all, or
 * a 4xx/5xx to a fetch or subresource; a page a test opens on purpose, such as the 404 page, is a
 * navigation and is judged by its test).
 */
export function watchContext(context: BrowserContext, problems: string[], siteOrigin: string) {
  // Pages a test opened that answered 4xx/5xx on purpose (the 404 page, a refused form): the browser's
  // console says so, and that line is the test's business, not a problem.
  const failedNavigations = new Set<string>();
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const navigationAnswer =
        /^Failed to load resource: the server responded with a status of \d+/.test(message.text()) &&
        failedNavigations.has(message.location().url);
      if (!navigationAnswer) problems.push(`console error on ${page.url()}: ${message.text()}`);
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      // A request the page itself gave up by moving on (a navigation) is not a failure a person sees.
      if (new URL(request.url()).origin === siteOrigin && !failure.includes('ERR_ABORTED'))
        problems.push(`request failed: ${request.method()} ${request.url()}: ${failure}`);
    });
    page.on('response', (response) => {
      const request = response.request();
      if (new URL(response.url()).origin !== siteOrigin || response.status() < 400) return;
      if (request.isNavigationRequest()) failedNavigations.add(response.url());
      else problems.push(`request failed: ${request.method()} ${response.url()}: ${response.status()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

interface Fixtures {
  cspViolations: string[];
  pageProblems: PageProblems;
  /** A new browser context watched as the test's own (`browser.newContext` would not be): closed after the test. */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/**
 * `test` for every browser spec. It fails any test during which a page reported a
 * Content-Security-Policy violation (seen both as the browser's console message and as the
 * `securitypolicyviolation` event, so one in another wording, or none, is still caught), an
 * uncaught script error, a console error, or a failed request to the site (watchContext).
 */
export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ context, baseURL }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const origin = new URL(baseURL!).origin;
      watchContext(context, seen, origin);
      await use({ seen, allow: (pattern) => allowed.push(pattern), watch: (c) => watchContext(c, seen, origin) });
      const problems = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(problems, 'script errors, console errors or failed requests in the page').toEqual([]);
    },
    { auto: true },
  ],
  openContext: async ({ browser, pageProblems }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      pageProblems.watch(context);
      return context;
    });
    for (const context of opened) await context.close();
  },
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

/** A random address in 127.0.0.0/8, never the browser's own 127.0.0.1 (the second byte is never 0). */
const freshLoopbackAddress = () => {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
};

/** One HTTP exchange with the runtime from a chosen source address (fetch cannot choose it). */
function forwardFrom(
  localAddress: string,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Buffer | null,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, headers, localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answer: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) answer[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: res.statusCode ?? 0, headers: answer, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

export interface EnquiryPost {
  path: string;
  contentType: string;
  body: string;
}

/**
 * Enquiry posts of a page (or a whole context) sent from their own client address. The runtime
 * counts the enquiry quotas per client IP (5 contact posts an hour), and a browser always connects
 * from 127.0.0.1; so each test's posts go, exactly as the browser made them, from a fresh address in
 * 127.0.0.0/8, and the page gets the runtime's answer as it is. The list returned holds every post:
 * a test can show that nothing was sent.
 */
export async function enquiriesFromOwnAddress(target: Page | BrowserContext): Promise<EnquiryPost[]> {
  const address = freshLoopbackAddress();
  const posts: EnquiryPost[] = [];
  await target.route(/\/(api|enquiry)\/(contact|download-request)$/, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const url = new URL(request.url());
    const headers = await request.allHeaders();
    posts.push({ path: url.pathname, contentType: headers['content-type'] ?? '', body: request.postData() ?? '' });
    const answer = await forwardFrom(address, url, 'POST', headers, request.postDataBuffer());
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });
  return posts;
}
