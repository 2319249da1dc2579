import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSyntheticCatalog } from '../../bench/syntheticCatalog.mjs';
import { buildMcpCatalogData, catalogFile, loadMcpCatalog, readCatalogFile } from '../../src/lib/mcp/catalog.ts';
import { foldText, processTerm, tokenizeQuery } from '../../src/lib/search/normalize.ts';
import type { ProductSearch } from '../../src/lib/search/productSearch.ts';
import { scoreQuery } from '../../src/lib/search/scoring.ts';
import { publishedProducts, publishedResources } from '../helpers/catalog.ts';
import { testMcpCatalog } from '../helpers/mcpCatalog.ts';

const queries = (JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')) as { products: { query: string }[] }).products.map((j) => j.query);
// Prefix, typo, code, repeated-word and multi-word queries.
const probes = [...queries, 'glvoes', 'harnes', 'respir', 'ss204', 'en 388', 'ss 204 shoe', 'gloves gloves', 'kavach', 'x', 'zzzz'];

/** MiniSearch's own ranking (`search`, OR) of a query, as [slug, score] in its order. */
const miniSearchRanking = (search: ProductSearch, query: string) =>
  search.index.search(foldText(query), { fuzzy: search.fuzzy }).map((r) => [r.id as string, r.score] as const);

/** scoring.ts's scores of the same query, in MiniSearch's order: score, then first appearance. */
function typedRanking(search: ProductSearch, query: string) {
  const terms = tokenizeQuery(foldText(query)).map(processTerm).filter((t): t is string => !!t);
  const { score, seen, matched } = scoreQuery(search.loaded, terms, search.scoring);
  return [...matched].sort((a, b) => score[b]! - score[a]! || seen[a]! - seen[b]!).map((doc) => [search.ids[doc]!, score[doc]!] as const);
}

describe('product scoring over typed postings (scoring.ts)', () => {
  it('gives exactly MiniSearch\'s scores and order for every relevance query, on the sample catalog', () => {
    const search = testMcpCatalog().productSearch;
    for (const query of probes) expect(typedRanking(search, query), query).toEqual(miniSearchRanking(search, query));
  });

  it('gives exactly MiniSearch\'s scores and order on a synthetic catalog, where broad queries match hundreds of products', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scoring-'));
    try {
      writeSyntheticCatalog(dir, { products: 600, resources: 0, seed: 7 });
      const search = loadMcpCatalog(readCatalogFile(catalogFile(buildMcpCatalogData([...publishedProducts(), ...publishedProducts(dir)], publishedResources())))).productSearch;
      let broad = 0;
      for (const query of probes) {
        const expected = miniSearchRanking(search, query);
        if (expected.length > 100) broad++;
        expect(typedRanking(search, query), query).toEqual(expected);
      }
      expect(broad).toBeGreaterThan(10);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
