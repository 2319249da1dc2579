import { writeFileSync } from 'node:fs';
import { htmlFilePath, sitemapXml } from '../../lib/documents/sitemap.ts';

/** Writes `sitemap.xml`: every indexed page (checkPages.ts), modified at build time. */
export function writeSitemap(outDir: string, indexedFiles: readonly string[], siteUrl: string): void {
  const lastmod = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  writeFileSync(
    `${outDir}/sitemap.xml`,
    sitemapXml(indexedFiles.map((file) => ({ loc: new URL(htmlFilePath(file), siteUrl).href, lastmod }))),
  );
}
