import { request as httpRequest } from 'node:http';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

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
