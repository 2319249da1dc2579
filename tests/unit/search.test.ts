import { describe, expect, it } from 'vitest';
import { compactCode, searchTerms } from '../../src/lib/search/normalize.ts';
import { buildProductIndex, matchesStandard, searchProducts, type ProductQuery } from '../../src/lib/search/productSearch.ts';

import { typoTolerance } from '../../src/lib/search/typoTolerance.ts';
import { searchResources } from '../../src/lib/search/resourceSearch.ts';
import { testMcpCatalog } from '../helpers/mcpCatalog.ts';

const catalog = testMcpCatalog();
const products = (query: string | undefined, more: Partial<ProductQuery> = {}) =>
  searchProducts(catalog.productSearch, { query, limit: 10, ...more });
const slugs = (query: string, limit = 5) => products(query, { limit }).products.map((p) => p.slug);

describe('normalisation', () => {
  it('en388, EN-388, EN 388 and En 388 are searched under the same terms', () => {
    const terms = searchTerms('EN 388');
    expect(terms).toContain('en388');
    for (const form of ['en388', 'EN-388', 'En 388', 'EN388']) expect(searchTerms(form)).toEqual(terms);
  });

  it('a model reference written with or without separators compacts to one code', () => {
    expect(compactCode('SS-204')).toBe('ss204');
    expect(compactCode('ss 204')).toBe('ss204');
    expect(compactCode('RK 9102')).toBe(compactCode('rk9102'));
  });

  it('plurals and stop words do not change what a query finds', () => {
    expect(searchTerms('gloves for the welders')).toEqual(searchTerms('glove welder'));
  });

  it('a standard filter matches however it is written, and a shorter standard its parts', () => {
    expect(matchesStandard('EN 388', 'en388')).toBe(true);
    expect(matchesStandard('EN 388', 'EN-388')).toBe(true);
    expect(matchesStandard('EN 352-2', 'EN 352')).toBe(true);
    expect(matchesStandard('EN ISO 20345', 'ISO 20345')).toBe(true);
    expect(matchesStandard('EN 3881', 'EN 388')).toBe(false);
    expect(matchesStandard('EN 388', 'EN 38')).toBe(false);
  });
});

describe('typo tolerance', () => {
  const fuzzy = typoTolerance(buildProductIndex(catalog.products).terms.split('\n'));

  it('a word of the catalog, or the beginning of one, is matched exactly, not fuzzily', () => {
    expect(fuzzy('glove')).toBe(false);
    expect(fuzzy('harn')).toBe(false);
  });

  it('an unknown word gets one edit from four letters and two from five; codes and short words none', () => {
    expect(fuzzy('glvoe')).toBe(2);
    expect(fuzzy('hlmt')).toBe(1);
    expect(fuzzy('ss205')).toBe(false);
    expect(fuzzy('xyz')).toBe(false);
  });
});

describe('product search', () => {
  it('SS204, ss-204 and SS 204 find the SS-204 shoe first', () => {
    for (const q of ['SS204', 'ss-204', 'SS 204', 'ss204']) expect(slugs(q)[0], q).toBe('kavach-ss-204-steel-toe-safety-shoe');
  });

  it('en388, EN-388 and EN 388 give the same ranking, all certified to EN 388', () => {
    const [a, b, c] = ['en388', 'EN-388', 'EN 388'].map((q) => products(q, { limit: 50 }));
    expect(b!.products).toEqual(a!.products);
    expect(c!.products).toEqual(a!.products);
    const certified = catalog.products.filter((p) => p.compliance?.includes('EN 388')).map((p) => p.slug);
    expect(a!.products.slice(0, certified.length).map((p) => p.slug).sort()).toEqual(certified.sort());
  });

  it('an exact model reference ranks first even among products sharing its words', () => {
    // RK 9102 shares "rk" and "9" digits with other Rakshak products.
    expect(slugs('RK 9102')[0]).toBe('rakshak-rk-9102-half-mask-respirator');
    expect(slugs('KV-G330 gloves')[0]).toBe('kavach-kv-g330-cut-level-c-gloves');
  });

  it('tolerates typos and finds words by their beginning', () => {
    expect(slugs('glvoes').every((s) => s.includes('glove') || s.includes('gauntlet'))).toBe(true);
    expect(slugs('harnes')).toContain('kavach-kv-fh21-full-body-harness');
    expect(slugs('respir')[0]).toMatch(/respirator|mask/);
  });

  it('filters alone browse the catalog in catalog order, with the total', () => {
    const result = products(undefined, { category: 'Hand Protection', limit: 50 });
    const expected = catalog.products.filter((p) => p.category === 'Hand Protection');
    expect(result.total).toBe(expected.length);
    expect(result.products).toEqual(expected);
  });

  it('filters narrow a query: brand, category and a standard written any way', () => {
    const result = products('gloves', { brand: 'Kavach', compliance: 'en388', limit: 50 });
    expect(result.total).toBeGreaterThan(0);
    for (const p of result.products) {
      expect(p.brand).toBe('Kavach');
      expect(p.compliance).toContain('EN 388');
    }
  });

  it('total counts every match while products holds at most limit; offset pages through them', () => {
    const all = products(undefined, { limit: 50 });
    expect(all.total).toBe(catalog.products.length);
    expect(all.products).toHaveLength(50);
    const rest = products(undefined, { limit: 50, offset: 50 });
    expect(rest.products).toEqual(catalog.products.slice(50));
  });

  it('facets count category, brand and standard among all matches', () => {
    const result = products(undefined, { brand: 'Kavach', limit: 1 });
    expect(result.facets.brand).toEqual([{ value: 'Kavach', count: result.total }]);
    const categoryCount = result.facets.category.reduce((sum, f) => sum + f.count, 0);
    expect(categoryCount).toBe(result.total);
    expect(result.facets.compliance.length).toBeGreaterThan(0);
  });

  it('a query of stop words only browses instead of finding nothing', () => {
    expect(products('the for with').total).toBe(catalog.products.length);
  });

  it('an unknown filter value matches nothing', () => {
    expect(products(undefined, { brand: 'Nobody' }).total).toBe(0);
  });
});

describe('article search', () => {
  const search = (query: string | undefined, category?: string) =>
    searchResources(catalog.resourceSearch, { query, category, limit: 5 });

  it('finds an article by its topic and a standard written any way', () => {
    expect(search('cut levels').resources[0]!.slug).toBe('en-388-cut-levels-explained');
    expect(search('en166').resources[0]!.slug).toBe('eye-protection-en-166-markings');
  });

  it('without a query lists articles newest first, filtered by category', () => {
    const result = search(undefined, 'Buying Guide');
    expect(result.total).toBe(catalog.resources.filter((r) => r.category === 'Buying Guide').length);
    expect(result.resources).toEqual(catalog.resources.filter((r) => r.category === 'Buying Guide').slice(0, 5));
  });
});
