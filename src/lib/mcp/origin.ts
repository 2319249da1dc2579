import { isForeignOrigin } from '../http/origin.ts';
import { siteUrlFromEnv } from '../site.ts';

/**
 * The browser origins allowed to call the MCP endpoint: the site itself and, on Netlify, the
 * deploy's own addresses, each with its scheme, host and port. The MCP transport spec requires
 * servers to validate `Origin` (DNS rebinding); a request without `Origin` comes from a non-browser
 * client and is allowed.
 */
export function allowedOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const urls = [siteUrlFromEnv(env), env.DEPLOY_URL, env.DEPLOY_PRIME_URL].filter((u): u is string => !!u);
  return [...new Set(urls.map((u) => new URL(u).origin))];
}

/** Whether a request's `Origin` header may reach the server (absent: yes): the form path's check. */
export function isAllowedOrigin(originHeader: string | null, origins: readonly string[]): boolean {
  return !isForeignOrigin(originHeader, origins);
}
