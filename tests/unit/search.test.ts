import { describe, expect, it } from 'vitest';
import { compactCode, objectTerm, searchTerms, stem } from '../../src/lib/search/normalize.ts';
import { deniedText, ONE_SIZE, sizeInQuery, sizeKeys } from '../../src/lib/search/productText.ts';
import { compileVocabulary } from '../../src/lib/search/vocabulary.ts';
import { catalogTools } from '../../src/lib/mcp/tools.ts';
import {
  buildProductIndex,
  matchesStandard,
  searchProducts,
  type ProductQuery,
} from '../../src/lib/search/productSearch.ts';

import { typoTolerance } from '../../src/lib/search/typoTolerance.ts';
import { searchResources } from '../../src/lib/search/resourceSearch.ts';
import { productSearchFacts } from '../helpers/catalog.ts';
import { testMcpCatalog } from '../helpers/mcpCatalog.ts';

const catalog = testMcpCatalog();
/** A product's sizes as its file lists them (search form): what the size rules are checked against. */
const facts = productSearchFacts();
const sizesOf = (slug: string) => facts.get(slug)?.sizes ?? [];
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
    expect(fuzzy(stem('gloves'))).toBe(false);
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
    for (const q of ['SS204', 'ss-204', 'SS 204', 'ss204'])
      expect(slugs(q)[0], q).toBe('kavach-ss-204-steel-toe-safety-shoe');
  });

  it('en388, EN-388 and EN 388 give the same ranking, all certified to EN 388', () => {
    const [a, b, c] = ['en388', 'EN-388', 'EN 388'].map((q) => products(q, { limit: 50 }));
    expect(b!.products).toEqual(a!.products);
    expect(c!.products).toEqual(a!.products);
    const certified = catalog.products.filter((p) => p.compliance?.includes('EN 388')).map((p) => p.slug);
    expect(
      a!.products
        .slice(0, certified.length)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(certified.sort());
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

describe('ranking rules (issue 14)', () => {
  const first = (query: string, more: Partial<ProductQuery> = {}) => products(query, { limit: 10, ...more }).products;

  it('a description splits into what it affirms and what it denies (negations, "without", redirects)', () => {
    expect(
      deniedText('Not for electrical work, as the vents mean it cannot carry an insulation marking. For refineries.'),
    ).toEqual({
      affirmed: 'not as the vents mean it cannot for refineries',
      denied: 'for electrical work carry an insulation marking',
    });
    expect(deniedText('Fold-flat mask without a valve, filtering dust.').denied).toBe('a valve');
    expect(deniedText('For oily floors choose a rubber sole instead.').denied).toBe(
      'for oily floors choose a rubber sole instead',
    );
    expect(deniedText('The visor lifts up when not in use.').denied).toBe('');
  });

  it('a product does not rank for a need its own text denies', () => {
    // The goatskin driver glove says "Not a cut-resistant glove"; the FFP1 and nuisance dust masks send cement dust elsewhere.
    const cut = first('cut resistant gloves').map((p) => p.slug);
    const goatskin = cut.indexOf('himshield-hs-g330-goatskin-driver-gloves');
    expect(goatskin === -1 || goatskin > cut.indexOf('kavach-kv-g330-cut-level-c-gloves')).toBe(true);
    const cement = first('dust mask for cement').map((p) => p.slug);
    expect(cement[0]).toBe('kavach-kv-r2-ffp2-valved-respirator');
    for (const denying of ['himshield-hs-f110-ffp1-fold-flat-mask', 'suraksha-sg-n95-dust-mask'])
      expect(cement.slice(0, 2)).not.toContain(denying);
  });

  it('sizes come from the product files, compared as the search writes them: XXL is 2XL, 07 is 7, free size is one size', () => {
    expect(sizeKeys(['05', '6', 'XXL', 'xl', 'Small'])).toEqual(['5', '6', '2XL', 'XL', 'S']);
    expect(sizeKeys(['Free size'])).toEqual([ONE_SIZE]);
    expect(sizeKeys(['Universal size', 'One size'])).toEqual([ONE_SIZE]);
    expect(sizeKeys(['36R'])).toEqual(['36r']);
    expect(sizeInQuery('gloves in size 7')).toEqual({ query: 'gloves', size: '7' });
    expect(sizeInQuery('Size XXL vest')).toEqual({ query: 'vest', size: '2XL' });
  });

  it('a size in the query ranks the products stated in that size (or one size) before those stated only in others', () => {
    const found = first('size 12 safety boots', { limit: 20 });
    const fits = found
      .map((p) => sizesOf(p.slug))
      .map((s) => s.includes('12') || s.includes(ONE_SIZE) || s.length === 0);
    expect(found[0] && sizesOf(found[0].slug)).toContain('12');
    expect(fits).toEqual([...fits].sort((a, b) => Number(b) - Number(a)));
  });

  it('the size filter keeps only products stated in that size or in one size for all', () => {
    const result = products(undefined, { size: '12', limit: 50 });
    expect(result.total).toBeGreaterThan(0);
    for (const p of result.products)
      expect(
        sizesOf(p.slug).some((s) => s === '12' || s === ONE_SIZE),
        p.slug,
      ).toBe(true);
    expect(
      products('gloves', { size: 'XL', limit: 50 }).products.every((p) =>
        sizesOf(p.slug).some((s) => s === 'XL' || s === ONE_SIZE),
      ),
    ).toBe(true);
  });

  it('search_products takes the size filter in its input schema and applies it', () => {
    const [tool] = catalogTools(catalog.facets);
    const outcome = tool.run(catalog, tool.inputSchema.parse({ query: 'safety shoes', size: '12' }), {
      siteUrl: 'https://example.test',
    });
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.value.total).toBeGreaterThan(0);
    for (const p of outcome.value.products) expect(sizesOf(p.slug), p.slug).toContain('12');
    expect(() => tool.inputSchema.parse({ size: 'x'.repeat(11) })).toThrow();
  });

  it('the object of the need outweighs the context words', () => {
    expect(objectTerm('boots for a foundry worker handling molten metal')).toBe('boot');
    expect(objectTerm('chemical splash coverall')).toBe('coverall');
    expect(first('gloves for a welder doing MIG welding in a shipyard')[0]!.slug).toBe(
      'vajra-vj-wg45-welding-gauntlet',
    );
    expect(first('helmet for telecom tower climbers')[0]!.category).toBe('Head Protection');
  });

  it('connectors ("vs", "versus", "against") are not searched for', () => {
    expect(searchTerms('class 2 vs class 3')).toEqual(searchTerms('class 2 class 3'));
    expect(searchTerms('ear plugs versus ear muffs')).toEqual(searchTerms('ear plugs ear muffs'));
  });

  it('words are stemmed on both sides: welding/welder, protective/protection, electrician/electrical', () => {
    expect(stem('welding')).toBe('weld');
    expect(stem('protective')).toBe(stem('protection'));
    expect(stem('electrician')).toBe(stem('electrical'));
    expect(stem('cutting')).toBe('cut');
    expect(stem('ss204')).toBe('ss204');
  });

  it("the vocabulary (content/search-vocabulary.yaml) relates plain words to the products' words", () => {
    expect(compileVocabulary({ electricians: ['electrical', 'insulating gloves'] })).toEqual({
      electric: ['insulat', 'glov'],
    });
    const found = first('electrocution').map((p) => p.slug);
    expect(found).toEqual(
      expect.arrayContaining([
        'himshield-hs-eg1000-electrical-insulating-gloves',
        'dhruvgard-dg-eh50-electrical-insulating-safety-shoe',
      ]),
    );
  });
});
