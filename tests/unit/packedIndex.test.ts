import { readFileSync } from 'node:fs';
import MiniSearch, { type SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildMcpCatalogData, catalogFile, loadMcpCatalog, readCatalogFile } from '../../src/lib/mcp/catalog.ts';
import { foldText } from '../../src/lib/search/normalize.ts';
import { loadPackedIndex, packIndex } from '../../src/lib/search/packedIndex.ts';
import { buildProductIndex, searchProducts } from '../../src/lib/search/productSearch.ts';
import { typoDistance } from '../../src/lib/search/typoTolerance.ts';
import { publishedProducts, publishedResources } from '../helpers/catalog.ts';

const products = publishedProducts();
const built = buildProductIndex(products);
const options = (built as unknown as { _options: ConstructorParameters<typeof MiniSearch>[0] })._options;
const queries = (JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')) as { products: { query: string }[] }).products.map((j) => j.query);
// Prefix, typo, code and multi-word queries, so every path through the term tree is exercised.
const probes = [...queries, 'glvoes', 'harnes', 'respir', 'ss204', 'en 388', 'kavach', 'x', 'zzzz'];

// Terms reached by typo expansion are listed in tree order, which may differ; scores to 1e-9.
const comparable = (results: SearchResult[]) => results.map((r) => ({ ...r, score: Math.round(r.score * 1e9) / 1e9, terms: [...r.terms].sort() }));

describe('packed search index (the MCP function loads this instead of MiniSearch.loadJS)', () => {
  it('gives exactly the results and scores of MiniSearch\'s own serialization, for every search option used', () => {
    const viaLoadJS = MiniSearch.loadJS(JSON.parse(JSON.stringify(built.toJSON())), options);
    const packed = loadPackedIndex(packIndex(built), options).index;
    for (const query of probes) {
      for (const searchOptions of [{ fuzzy: typoDistance }, { fuzzy: typoDistance, combineWith: 'AND' as const }, {}]) {
        const expected = comparable(viaLoadJS.search(foldText(query), searchOptions));
        expect(comparable(packed.search(foldText(query), searchOptions)), `${query} ${JSON.stringify(searchOptions)}`).toEqual(expected);
      }
    }
    expect(packed.documentCount).toBe(viaLoadJS.documentCount);
    expect(packed.termCount).toBe(viaLoadJS.termCount);
    expect(packed.has(products[0]!.slug)).toBe(true);
  });

  it('survives its own serialization (JSON, as in the generated module)', () => {
    const packed = packIndex(built);
    const roundTripped = { ...JSON.parse(JSON.stringify({ ...packed, postings: [] })), postings: packed.postings };
    expect(loadPackedIndex(roundTripped, options).index.search('helmet')).toEqual(loadPackedIndex(packed, options).index.search('helmet'));
  });

  it('finds documents by a term, its prefix expansions and its typo expansions, as the search does', () => {
    const loaded = loadPackedIndex(packIndex(built), options);
    const slugs = (set: Set<number>) => [...set].map((i) => loaded.ids[i]).sort();
    const exactOnly = slugs(loaded.documentsMatching('harness', false, 0));
    expect(exactOnly).toContain('kavach-kv-fh21-full-body-harness');
    expect(slugs(loaded.documentsMatching('harn', true, 0))).toEqual(expect.arrayContaining(exactOnly));
    expect(slugs(loaded.documentsMatching('harnes', false, 1))).toEqual(expect.arrayContaining(exactOnly));
    expect(loaded.documentsMatching('zzzz', true, 1).size).toBe(0);
  });
});

describe('MCP catalog loading', () => {
  const data = buildMcpCatalogData(products, publishedResources());

  it('restores the same products, articles and search results from the catalog file as from memory', () => {
    // A copy at an odd offset in a larger buffer, as a file read may give: views must respect byteOffset.
    const bytes = catalogFile(data);
    const padded = new Uint8Array(bytes.length + 3);
    padded.set(bytes, 3);
    const fromFile = loadMcpCatalog(readCatalogFile(padded.subarray(3)));
    const inMemory = loadMcpCatalog(data);
    expect(fromFile.products).toEqual(products);
    expect(fromFile.resources).toEqual(inMemory.resources);
    expect(fromFile.facets).toEqual(inMemory.facets);
    for (const query of queries.slice(0, 20)) {
      expect(searchProducts(fromFile.productSearch, { query, limit: 10 })).toEqual(searchProducts(inMemory.productSearch, { query, limit: 10 }));
    }
  });

  it('parses products lazily: a search returns whole products, equal to the published ones', () => {
    const catalog = loadMcpCatalog(readCatalogFile(catalogFile(data)));
    const found = searchProducts(catalog.productSearch, { query: 'helmet', limit: 3 }).products;
    expect(found.length).toBe(3);
    for (const product of found) expect(product).toEqual(products.find((p) => p.slug === product.slug));
  });
});

describe('ranking: products with every word of the query first', () => {
  const catalog = loadMcpCatalog(readCatalogFile(catalogFile(buildMcpCatalogData(products, publishedResources()))));
  const search = (query: string, limit = 10) => searchProducts(catalog.productSearch, { query, limit });
  const hasWord = (slug: string, word: string) => {
    const p = products.find((x) => x.slug === slug)!;
    return foldText([p.name, p.description, p.brand, p.category, ...(p.compliance ?? []), ...(p.keywords ?? [])].join(' ')).includes(word);
  };

  it('when at least `limit` products contain every word, only they match', () => {
    const result = search('safety', 3);
    const all = products.filter((p) => hasWord(p.slug, 'safety'));
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(result.total).toBeLessThanOrEqual(all.length);
    for (const p of result.products) expect(hasWord(p.slug, 'safety')).toBe(true);
  });

  it('when fewer than `limit` contain every word, products with fewer words follow, never before them', () => {
    const query = 'welding gloves';
    const result = search(query, 20);
    const words = (slug: string) => ['welding', 'glove'].filter((w) => hasWord(slug, w)).length;
    const counts = result.products.map((p) => words(p.slug));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(2);
    expect(counts).toContain(1);
  });
});
