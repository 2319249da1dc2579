/**
 * The one check of a browser's `Origin` header against the site's own origins, used by the
 * enquiry form path and the MCP endpoint: scheme, host and port must be exactly one of them.
 */

/** True when a browser says the request comes from a page of another site (`null` included); absent: false. */
export function isForeignOrigin(origin: string | null, siteOrigins: readonly string[]): boolean {
  return origin !== null && !siteOrigins.some((site) => origin === new URL(site).origin);
}
