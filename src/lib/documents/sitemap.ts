/**
 * `/sitemap.xml` per sitemaps.org. The build lists every HTML file it wrote (so a new page can
 * never be missing), minus pages marked noindex (the 404 page).
 */
export interface SitemapEntry {
  loc: string;
  /** W3C datetime. */
  lastmod: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The URL path of a built HTML file (directory format): `products/x/index.html` -> `/products/x/`. */
export function htmlFilePath(relativeFile: string): string {
  const path = `/${relativeFile.replace(/\\/g, '/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

export const isNoindex = (html: string) => /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html);

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.loc.localeCompare(b.loc))
    .map(
      ({ loc, lastmod }) => `  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n');
}
