import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFilePath, isNoindex, sitemapXml } from '../lib/documents/sitemap.ts';
import { inlineContentViolations } from '../lib/http/inlineContent.ts';
import { itemFile, listFile } from '../lib/http/readApiPaths.ts';
import {
  formatHeadersFile,
  securityHeaderRule,
  siteHeaderRules,
  staticHeaderRules,
} from '../lib/http/staticRouting.ts';
import {
  buildMcpCatalogData,
  catalogFile,
  MCP_CATALOG_FILE,
  type ProductExtras,
  type ProductSearchFacts,
} from '../lib/mcp/catalog.ts';
import { readSearchVocabulary, SEARCH_VOCABULARY_FILE } from '../lib/search/vocabularyFile.ts';
import type { Product, ProductList } from '../lib/schemas/product.ts';
import type { Resource, ResourceList } from '../lib/schemas/resource.ts';
import { API_VERSIONS, assertValidRegistry, currentVersion } from '../lib/versions.ts';

/** The product facts the build hands to this step (src/pages/build-data/product-facts.json.ts); never deployed. */
export const PRODUCT_FACTS_FILE = '/build-data/product-facts.json';

/**
 * Everything the build writes besides Astro's routes, from what they produced: the sitemap, `_headers`,
 * the MCP catalog (from the read API's files: MCP serves what the API publishes, with the search
 * vocabulary).
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
        const facts = readProductFacts(outDir);
        const topLevel = readdirSync(outDir, { withFileTypes: true }).map((e) => ({
          name: e.name,
          isDirectory: e.isDirectory(),
        }));
        writeFileSync(
          `${outDir}/_headers`,
          formatHeadersFile([...staticHeaderRules(siteUrl), ...siteHeaderRules(topLevel), securityHeaderRule()]),
        );
        const { products, resources } = publishedItems(outDir);
        const vocabulary = readSearchVocabulary(new URL(SEARCH_VOCABULARY_FILE, root));
        writeGenerated(
          root,
          MCP_CATALOG_FILE,
          catalogFile(buildMcpCatalogData(products, resources, vocabulary, facts)),
        );
        logger.info(
          `Wrote sitemap.xml (${pages} pages), _headers, the MCP catalog ` +
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

/**
 * Every published product and full article, read back from the current version's files: reading what was
 * published is what makes MCP serve exactly what the API publishes (the same items, after the publishing
 * schedule), and `astro:content` is not available to integration hooks. Each file is parsed once and not
 * validated again: the routes wrote them from objects their schemas produced (src/lib/readCollections.ts).
 */
function publishedItems(outDir: string): { products: Product[]; resources: Resource[] } {
  const version = currentVersion();
  const read = <T>(path: string): T => JSON.parse(readFileSync(`${outDir}${path}`, 'utf8')) as T;
  const { products } = read<ProductList>(listFile(version, 'products'));
  const summaries = read<ResourceList>(listFile(version, 'resources')).resources;
  const resources = summaries.map(({ slug }) => read<Resource>(itemFile(version, 'resources', slug)));
  return { products, resources };
}

/**
 * The sizes (as the search compares them), details and card picture by product slug, read from the
 * build's hand-off file, which is then removed.
 */
function readProductFacts(outDir: string): ProductSearchFacts {
  const file = `${outDir}${PRODUCT_FACTS_FILE}`;
  const facts = JSON.parse(readFileSync(file, 'utf8')) as ({ slug: string; sizes: string[] } & ProductExtras)[];
  rmSync(dirname(file), { recursive: true });
  return new Map(facts.map(({ slug, ...rest }) => [slug, rest]));
}

function writeGenerated(root: URL, file: string, contents: string | Buffer): void {
  const target = fileURLToPath(new URL(file, root));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, contents);
}
