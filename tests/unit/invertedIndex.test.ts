import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogData, catalogFile, loadCatalog, readCatalogFile } from '../../src/lib/catalogFile/catalogFile.ts';
import {
  buildIndex,
  loadIndex,
  packedIndexOffsets,
  termsWithin,
  type IndexSpec,
} from '../../src/lib/search/invertedIndex.ts';
import { foldText } from '../../src/lib/search/normalize.ts';
import { buildProductIndex, loadProductIndex, searchProducts } from '../../src/lib/search/productSearch.ts';
import { readSearchVocabulary, SEARCH_VOCABULARY_FILE } from '../../src/lib/search/vocabularyFile.ts';
import { publishedProducts, publishedResources } from '../helpers/catalog.ts';
import { PROCESS_TEST_TIMEOUT_MS } from '../helpers/timeouts.ts';

const products = publishedProducts();
const queries = (
  JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')) as { products: { query: string }[] }
).products.map((j) => j.query);

/** Plain Levenshtein distance, the definition the trie walk must agree with. */
function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

const tiny: IndexSpec<{ id: string; title: string; body: string }> = {
  fields: ['title', 'body'],
  id: (d) => d.id,
  field: (d, name) => d[name as 'title' | 'body'],
  tokenize: (text) => text.split(' ').filter(Boolean),
  processTerm: (t) => (t === 'the' ? null : t),
};

describe("index format (invertedIndex.ts, the project's own)", () => {
  it('writes ids, fields, average lengths, sorted terms and varint postings exactly as documented', () => {
    const packed = buildIndex(
      [
        { id: 'a', title: 'red cap', body: 'the cap' },
        { id: 'b', title: 'cap', body: 'red red' },
      ],
      tiny,
    );
    expect(packed.ids).toBe('a\nb');
    expect(packed.fields).toEqual(['title', 'body']);
    // Distinct tokens per field (a: 2 and 2, b: 1 and 1), averaged over documents.
    expect(packed.averageFieldLength).toEqual([1.5, 1.5]);
    expect(packed.terms).toBe('cap\nred');
    expect([...packed.postings]).toEqual([
      2,
      2,
      1,
      1, // field lengths, document by document
      11,
      2,
      0,
      2,
      0,
      1,
      1,
      1,
      1,
      1,
      0,
      1, // "cap": 11 bytes; 2 fields; title: 2 docs (0, +1), freqs 1 1; body: 1 doc (0), freq 1
      9,
      2,
      0,
      1,
      0,
      1,
      1,
      1,
      1,
      2, // "red": 9 bytes; title: doc 0, freq 1; body: doc 1, freq 2
    ]);
    const offsets = packedIndexOffsets(packed);
    expect([...offsets.fieldLengths]).toEqual([2, 2, 1, 1]);
    expect(offsets.termOffsets.length).toBe(2);
  });

  it("reads back every term's postings, by the term, its prefix and its typos", () => {
    const loaded = loadIndex(buildProductIndex(products));
    const slugs = (set: Set<number>) => [...set].map((i) => loaded.ids[i]).sort();
    const exactOnly = slugs(loaded.documentsMatching('harness', false, 0));
    expect(exactOnly).toContain('kavach-kv-fh21-full-body-harness');
    expect(slugs(loaded.documentsMatching('harn', true, 0))).toEqual(expect.arrayContaining(exactOnly));
    expect(slugs(loaded.documentsMatching('harnes', false, 1))).toEqual(expect.arrayContaining(exactOnly));
    expect(loaded.documentsMatching('zzzz', true, 1).size).toBe(0);
    expect(loaded.positions.get('kavach-kv-fh21-full-body-harness')).toBe(
      loaded.ids.indexOf('kavach-kv-fh21-full-body-harness'),
    );
  });

  it('finds exactly the terms within the allowed edits (the trie walk agrees with Levenshtein on every term)', () => {
    const { terms } = loadIndex(buildProductIndex(products));
    for (const [word, edits] of [
      ['glvoe', 2],
      ['hamess', 2],
      ['helmit', 1],
      ['respirater', 2],
      ['xq', 1],
      ['shoe', 1],
    ] as const) {
      const expected = terms.flatMap((t, i) => (levenshtein(t, word) <= edits ? [[i, levenshtein(t, word)]] : []));
      expect(
        [...termsWithin(terms, word, edits)].sort((a, b) => a[0] - b[0]),
        word,
      ).toEqual(expected);
    }
  });

  it(
    'uses no library: src/ and netlify/ read no private fields of MiniSearch',
    () => {
      const found = execSync(
        "grep -rEn '\\._(fieldIds|index|documentIds|storedFields|fieldLength|avgFieldLength)\\b' src netlify || true",
        { encoding: 'utf8' },
      );
      expect(found).toBe('');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('catalog file (src/lib/catalogFile/catalogFile.ts)', () => {
  const data = buildCatalogData(
    products,
    publishedResources(),
    readSearchVocabulary(SEARCH_VOCABULARY_FILE),
    new Map(),
  );

  it('restores the same products, articles and search results from the file as from memory', () => {
    // A copy at an odd offset in a larger buffer, as a file read may give: views must respect byteOffset.
    const bytes = catalogFile(data);
    const padded = new Uint8Array(bytes.length + 3);
    padded.set(bytes, 3);
    const fromFile = loadCatalog(readCatalogFile(padded.subarray(3)));
    const inMemory = loadCatalog(data);
    expect(fromFile.products).toEqual(products);
    expect(fromFile.resources).toEqual(inMemory.resources);
    expect(fromFile.facets).toEqual(inMemory.facets);
    for (const query of queries.slice(0, 20)) {
      expect(searchProducts(fromFile.productSearch, { query, limit: 10 })).toEqual(
        searchProducts(inMemory.productSearch, { query, limit: 10 }),
      );
    }
  });

  it('refuses an index built with other fields', () => {
    const packed = buildProductIndex(products);
    expect(() => loadProductIndex({ ...packed, fields: [...packed.fields].reverse() })).toThrow(/other fields/);
  });

  it('parses products lazily: a search returns whole products, equal to the published ones', () => {
    const catalog = loadCatalog(readCatalogFile(catalogFile(data)));
    const found = searchProducts(catalog.productSearch, { query: 'helmet', limit: 3 }).products;
    expect(found.length).toBe(3);
    for (const product of found) expect(product).toEqual(products.find((p) => p.slug === product.slug));
  });
});

describe('matching: a product has every word of the query', () => {
  const catalog = loadCatalog(
    readCatalogFile(
      catalogFile(
        buildCatalogData(products, publishedResources(), readSearchVocabulary(SEARCH_VOCABULARY_FILE), new Map()),
      ),
    ),
  );
  const search = (query: string, limit = 10) => searchProducts(catalog.productSearch, { query, limit });
  const hasWord = (slug: string, word: string) => {
    const p = products.find((x) => x.slug === slug)!;
    return foldText(
      [p.name, p.description, p.brand, p.category, ...(p.compliance ?? []), ...(p.keywords ?? [])].join(' '),
    ).includes(word);
  };

  it('the type asked decides the candidates: every word first, then the others of its type, more words first', () => {
    const all = search('leather welding gloves', 50);
    expect(all.total).toBeGreaterThan(0);
    expect(search('leather welding gloves', 1).total).toBe(all.total);
    const from = all.alsoFits!.from;
    expect(from).toBeGreaterThan(0);
    expect(all.total).toBeGreaterThan(from);
    // A gauntlet is a glove (content/search-vocabulary.yaml); the others follow with fewer of the other words, down to
    // none: a glove is a candidate for "leather welding gloves" by being a glove.
    const others = all.products.map(
      (p) => [hasWord(p.slug, 'leather'), hasWord(p.slug, 'weld')].filter(Boolean).length,
    );
    for (const [i, p] of all.products.entries()) {
      expect(hasWord(p.slug, 'glove') || hasWord(p.slug, 'gauntlet'), p.slug).toBe(true);
      if (i < from) expect(others[i], p.slug).toBe(2);
      else expect(others[i], p.slug).toBeLessThanOrEqual(i === from ? 1 : others[i - 1]!);
    }
    expect(others.at(-1)).toBe(0);
    for (const { words } of all.alsoFits!.lacking)
      expect(['leather', 'welding']).toEqual(expect.arrayContaining(words));
    expect(all.partial).toBeUndefined();
  });

  it('a query with no type that no product matches whole: the labelled partial group, most words first', () => {
    const result = search('welding quixotic', 20);
    expect(result.total).toBe(0);
    expect(result.products).toEqual([]);
    expect(result.partial?.note).toBe('No product matches every word; these match part of it.');
    expect(result.partial!.products.length).toBeGreaterThan(0);
    for (const p of result.partial!.products) expect(hasWord(p.slug, 'weld'), p.slug).toBe(true);
  });
});
