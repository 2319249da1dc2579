import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFilePath, isNoindex, sitemapXml } from '../lib/documents/sitemap.ts';
import { inlineContentViolations } from '../lib/http/inlineContent.ts';
import { readApiFiles, type PublishedItems } from '../lib/http/readApiFiles.ts';
import {
  formatHeadersFile,
  securityHeaderRule,
  siteHeaderRules,
  staticHeaderRules,
} from '../lib/http/staticRouting.ts';
import {
  buildCatalogData,
  catalogFile,
  CATALOG_FILE,
  type ProductExtras,
  type ProductSearchFacts,
} from '../lib/catalogFile/catalogFile.ts';
import { readSearchVocabulary, SEARCH_VOCABULARY_FILE } from '../lib/search/vocabularyFile.ts';
import type { Product } from '../lib/schemas/product.ts';
import type { Resource } from '../lib/schemas/resource.ts';
import { API_VERSIONS, assertValidRegistry } from '../lib/versions.ts';

/** Where the build's hand-offs to this step are written (src/pages/build-data/); removed, never deployed. */
const HANDOFF_DIR = '/build-data';

/**
 * Everything the build writes besides Astro's pages, from what they produced: the read API's files
 * and the MCP catalog (both from the published items, so MCP serves what the API publishes, with
 * the search vocabulary), the sitemap and `_headers`.
 */
export function buildOutputs(): AstroIntegration {
  let siteUrl = '';
  let root: URL;
  return {
    name: 'build-outputs',
    hooks: {
      'astro:config:done': ({ config }) => {
        assertValidRegistry(API_VERSIONS);
        siteUrl = config.site ?? '';
        root = config.root;
      },
      'astro:build:done': ({ dir, assets, logger }) => {
        const outDir = fileURLToPath(dir).replace(/\/$/, '');
        const htmlFiles = [...assets.values()]
          .flat()
          .map((url) => fileURLToPath(url).slice(outDir.length + 1))
          .filter((file) => file.endsWith('.html'));
        const pages = checkPagesAndWriteSitemap(outDir, htmlFiles, siteUrl);
        const published = readHandoff<{ products: Product[]; resources: Resource[] }>(outDir, 'read-api.json');
        const facts = productFacts(readHandoff(outDir, 'product-facts.json'));
        rmSync(`${outDir}${HANDOFF_DIR}`, { recursive: true });
        const apiFiles = writeReadApi(outDir, published);
        const topLevel = readdirSync(outDir, { withFileTypes: true }).map((e) => ({
          name: e.name,
          isDirectory: e.isDirectory(),
        }));
        writeFileSync(
          `${outDir}/_headers`,
          formatHeadersFile([...staticHeaderRules(siteUrl), ...siteHeaderRules(topLevel), securityHeaderRule()]),
        );
        const { products, resources } = published;
        const vocabulary = readSearchVocabulary(new URL(SEARCH_VOCABULARY_FILE, root));
        writeGenerated(
          root,
          CATALOG_FILE,
          catalogFile(buildCatalogData(products, resources, vocabulary, facts)),
        );
        logger.info(
          `Wrote the read API (${apiFiles} files), sitemap.xml (${pages} pages), _headers, the MCP catalog ` +
            `(${products.length} products, ${resources.length} articles)`,
        );
      },
    },
  };
}

/**
 * One pass over every HTML page written (`htmlFiles`, from outDir): fails the build on anything the
 * site-wide CSP would block (inlineContent.ts); lists every page but noindex ones in the sitemap,
 * modified at build time. Pages are read as Latin-1: every pattern looked for is ASCII, and this
 * reads a 10,000-product build's pages in half the time of UTF-8 (docs/quality.md).
 */
function checkPagesAndWriteSitemap(outDir: string, htmlFiles: readonly string[], siteUrl: string): number {
  const lastmod = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const problems: string[] = [];
  const indexed: string[] = [];
  for (const file of htmlFiles) {
    const html = readFileSync(`${outDir}/${file}`, 'latin1');
    for (const found of inlineContentViolations(html)) problems.push(`${file}: ${found}`);
    if (!isNoindex(html)) indexed.push(file);
  }
  if (problems.length > 0) {
    throw new Error(
      `the Content-Security-Policy (src/lib/http/securityHeaders.ts) would block:\n${problems.slice(0, 20).join('\n')}`,
    );
  }
  writeFileSync(
    `${outDir}/sitemap.xml`,
    sitemapXml(indexed.map((file) => ({ loc: new URL(htmlFilePath(file), siteUrl).href, lastmod }))),
  );
  return indexed.length;
}

const readHandoff = <T>(outDir: string, name: string): T =>
  JSON.parse(readFileSync(`${outDir}${HANDOFF_DIR}/${name}`, 'utf8')) as T;

/**
 * The read API's lists and items under every version (readApiFiles.ts), written here rather than by
 * one Astro route per file: Astro's own work per route was the largest single cost of a large
 * catalog's build (docs/quality.md, "Build at scale"). The items were validated by their schemas when
 * read. Returns how many files it wrote.
 */
function writeReadApi(outDir: string, published: PublishedItems): number {
  const folders = new Set<string>();
  let written = 0;
  for (const { file, contents } of readApiFiles(published)) {
    const folder = dirname(`${outDir}${file}`);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(`${outDir}${file}`, contents);
    written++;
  }
  return written;
}

/**
 * The sizes (as the search compares them), details and card picture by product slug
 * (src/pages/build-data/product-facts.json.ts).
 */
function productFacts(facts: ({ slug: string; sizes: string[] } & ProductExtras)[]): ProductSearchFacts {
  return new Map(facts.map(({ slug, ...rest }) => [slug, rest]));
}

function writeGenerated(root: URL, file: string, contents: string | Buffer): void {
  const target = fileURLToPath(new URL(file, root));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, contents);
}
