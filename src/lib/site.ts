/**
 * The public origin of the site. `SITE_URL` wins; on Netlify `URL` is the site's main address;
 * locally it is the address `npm start` serves.
 */
export const DEFAULT_SITE_URL = 'http://localhost:8888';

/** The supplier's name: on every page, in JSON-LD, the documents and the emails. */
export const ORGANIZATION_NAME = 'Kavach Safety Supply';

export function siteUrlFromEnv(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL || env.URL || DEFAULT_SITE_URL;
  const url = new URL(raw);
  return url.origin;
}

/** Absolute URL of a site path (which must start with `/`). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}
