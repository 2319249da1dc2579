import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'yaml';
import { sortProducts, toProduct } from '../../src/lib/catalog/products.ts';
import { sortResources, toResource } from '../../src/lib/catalog/resources.ts';
import { ProductContentSchema, type Product, type ProductContent } from '../../src/lib/schemas/product.ts';
import type { ProductSearchFacts } from '../../src/lib/catalogFile/catalogFile.ts';
import { sizeKeys } from '../../src/lib/search/productText.ts';
import { ResourceSourceSchema, type Resource } from '../../src/lib/schemas/resource.ts';
import { CONTENT_DIR } from './content.ts';

/**
 * The published catalog derived straight from the content files with the same src/lib/catalog
 * functions the build uses (the build reads them through Astro's content collections, which
 * tests cannot import). Unit tests build their search indexes from this, never from a file the
 * build generated.
 */
export const TEST_SITE_URL = 'https://catalog.example';

/** Every product file, validated by the content schema (photo paths as written), by slug. */
export function productFiles(dir = CONTENT_DIR): Map<string, ProductContent> {
  const files = readdirSync(`${dir}/products`).filter((f) => /\.ya?ml$/.test(f));
  return new Map(
    files.map((f) => [
      f.replace(/\.ya?ml$/, ''),
      ProductContentSchema.parse(parse(readFileSync(`${dir}/products/${f}`, 'utf8'))),
    ]),
  );
}

export function publishedProducts(dir = CONTENT_DIR, siteUrl = TEST_SITE_URL): Product[] {
  return sortProducts([...productFiles(dir)].map(([slug, source]) => toProduct(slug, source, siteUrl)));
}

/**
 * The sizes of every product as the search compares them and its details (documents at their site
 * path on TEST_SITE_URL), by slug: what the build hands the catalog file, pictures aside (they need `astro:assets`).
 */
export function productSearchFacts(dir = CONTENT_DIR, siteUrl = TEST_SITE_URL): ProductSearchFacts {
  return new Map(
    [...productFiles(dir)].map(([slug, { sizes, specifications, documents }]) => [
      slug,
      {
        sizes: sizeKeys(sizes ?? []),
        details: {
          ...(specifications ? { specifications } : {}),
          ...(sizes ? { sizes } : {}),
          ...(documents
            ? {
                documents: documents.map(({ title, file }) => ({
                  title,
                  url: new URL(`/documents/${basename(file)}`, siteUrl).href,
                  bytes: statSync(`${dir}/products/${file}`).size,
                })),
              }
            : {}),
        },
      },
    ]),
  );
}

export function publishedResources(dir = CONTENT_DIR, siteUrl = TEST_SITE_URL): Resource[] {
  const files = readdirSync(`${dir}/resources`).filter((f) => f.endsWith('.md'));
  return sortResources(
    files.map((f) => {
      const text = readFileSync(`${dir}/resources/${f}`, 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`${f}: no frontmatter`);
      return toResource(f.replace(/\.md$/, ''), ResourceSourceSchema.parse(parse(match[1]!)), match[2]!, siteUrl);
    }),
  );
}
