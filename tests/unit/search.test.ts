import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { compactCode, objectTerm, searchTerms, stem, tokenize } from '../../src/lib/search/normalize.ts';
import { deniedText, ONE_SIZE, productFacts, sizeInQuery, sizeKeys } from '../../src/lib/search/productText.ts';
import { compileVocabulary, forProducts } from '../../src/lib/search/vocabulary.ts';
import { catalogTools } from '../../src/lib/mcp/tools.ts';
import {
  buildProductIndex,
  matchesStandard,
  searchProducts,
  type ProductQuery,
} from '../../src/lib/search/productSearch.ts';

import { typoTolerance } from '../../src/lib/search/typoTolerance.ts';
import { searchResources, withCompounds } from '../../src/lib/search/resourceSearch.ts';
import { buildCatalogData, loadCatalog } from '../../src/lib/catalogFile/catalogFile.ts';
import { readSearchVocabulary, SEARCH_VOCABULARY_FILE } from '../../src/lib/search/vocabularyFile.ts';
import { SearchVocabularySchema } from '../../src/lib/schemas/searchVocabulary.ts';
import { productSearchFacts, publishedProducts, publishedResources } from '../helpers/catalog.ts';
import { testCatalog } from '../helpers/testCatalog.ts';

const catalog = testCatalog();
/** A product's sizes as its file lists them (search form): what the size rules are checked against. */
const facts = productSearchFacts();
const sizesOf = (slug: string) => facts.get(slug)?.sizes ?? [];
const products = (query: string | undefined, more: Partial<ProductQuery> = {}) =>
  searchProducts(catalog.productSearch, { query, limit: 10, ...more });
const slugs = (query: string, limit = 5) => products(query, { limit }).products.map((p) => p.slug);
/** What a buyer sees, in order: the matches, then the partial group when none has every word. */
const answerOf = (query: string, limit = 10) => {
  const found = products(query, { limit });
  return [...found.products, ...(found.partial?.products ?? [])].map((p) => p.slug);
};
const firstArticle = (query: string) => searchResources(catalog.resourceSearch, { query, limit: 1 }).resources[0]?.slug;

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

  it('a code is indexed whole, split into letters and digits, and joined with its neighbours', () => {
    expect(tokenize('KV0 SS-9 gloves')).toEqual(['kv0', 'ss', '9', 'gloves', 'kv', '0', 'kv0ss', 'kv0ss9', 'ss9']);
    // Prose beside a number is not a code: nothing split, nothing joined.
    expect(tokenize('class 3 suits')).toEqual(['class', '3', 'suits']);
  });

  it('a stop word before a number is prose ("does 4X43D"); "IS" before digits only is a code (IS 15298)', () => {
    expect(searchTerms('what does 4X43D mean')).toContain('4x43d');
    expect(searchTerms('SNR for 98 dB')).toContain('98');
    expect(searchTerms('IS 15298 shoes')).toContain('is15298');
    expect(searchTerms('what is 4X43D on gloves')).toContain('4x43d');
    expect(firstArticle('what is 4X43D on gloves')).toBe('en-388-cut-levels-explained');
    expect(firstArticle('what does 4X43D mean on gloves')).toBe('en-388-cut-levels-explained');
  });

  it('two words a name holds side by side, written as one, are read as both ("faceshield", "cutresistant")', () => {
    expect(answerOf('faceshield')[0]).toBe('vajra-vj-fs300-face-shield-with-browguard');
    expect(answerOf('faceshiled with brow guard')).toContain('vajra-vj-fs300-face-shield-with-browguard');
    expect(answerOf('cutresistant gloves')[0]).toMatch(/cut-level/);
    // A word no name holds as a pair is left whole: "fireworks" is no fire, "underground" nothing under.
    expect(answerOf('antistatic shoes for fireworks chemical room')[0]).toBe('rakshak-rk-3301-esd-safety-shoe');
    expect(answerOf('helmet for underground coal mine with lamp clip')[0]).toBe(
      'himshield-hs-h21-work-at-height-helmet',
    );
  });

  it('a word the catalog lacks and the next, together a catalog word, are read as it ("brow guard": browguard)', () => {
    expect(answerOf('brow guard')).toEqual(['vajra-vj-fs300-face-shield-with-browguard']);
    // A word under three letters joins nothing: "dropped on toes" is no "ontoes".
    expect(answerOf('heavy press die dropped on toes')[0]).toMatch(/toe/);
  });

  it('an EN 388 marking no page prints ("4X43C", "3X42CP") is read as EN 388: the cut guide, the gloves', () => {
    // The cut level guide prints 4X43D and 4X44E P; the chemical glove guide, never a marking, was first for "4X43C".
    for (const query of ['gloves pe 4X43C ka matlab', 'what does 4X42C on gloves mean', '3X42CP'])
      expect(firstArticle(query), query).toBe('en-388-cut-levels-explained');
    expect(answerOf('4X43C').length).toBeGreaterThan(0);
    expect(answerOf('4X43C').every((slug) => slug.includes('gloves') || slug.includes('gauntlet'))).toBe(true);
    // Digits alone stay model numbers; letters alone are words.
    expect(answerOf('3301')[0]).toBe('rakshak-rk-3301-esd-safety-shoe');
    expect(answerOf('xxxx')).toEqual([]);
  });

  it('a word of four letters before a marking is prose ("read 4X43D"); before digits it is a code ("ANSI 107")', () => {
    expect(searchTerms('how do I read 4X43D on glove')).toContain('4x43d');
    expect(searchTerms('ANSI 107 vest')).toContain('ansi107');
    expect(searchTerms('KV 2A')).toContain('kv2a');
    expect(firstArticle('how do I read 4X43D on glove')).toBe('en-388-cut-levels-explained');
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

  it('an unknown word gets one slip from four letters and two from eight; codes and short words none', () => {
    expect(fuzzy('glvoe')).toBe(1);
    expect(fuzzy('hlmt')).toBe(1);
    expect(fuzzy('respirtor')).toBe(2);
    expect(fuzzy('cheimcal')).toBe(2);
    expect(fuzzy('glovess')).toBe(1);
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

  it('the size facet counts, among all matches, the products whose file lists each size, smallest size first', () => {
    const all = products('safety shoes', { limit: 1 });
    const everyMatch = products('safety shoes', { limit: 50 }).products;
    expect(all.total).toBe(everyMatch.length);
    expect(all.facets.size.length).toBeGreaterThan(0);
    for (const { value, count } of all.facets.size)
      expect(count, value).toBe(everyMatch.filter((p) => sizesOf(p.slug).includes(value)).length);
    const sizes = all.facets.size.map((f) => f.value);
    expect(sizes.indexOf('9')).toBeLessThan(sizes.indexOf('10'));
    expect(products(undefined, { limit: 1 }).facets.size.map((f) => f.value)).toEqual(
      expect.arrayContaining(['M', 'XL', '2XL', 'one size']),
    );
    const letters = products(undefined, { limit: 1 }).facets.size.map((f) => f.value);
    expect(letters.indexOf('M')).toBeLessThan(letters.indexOf('XL'));
    expect(letters.indexOf('XL')).toBeLessThan(letters.indexOf('2XL'));
    // A facet value, used as the size filter, finds the products it counted.
    const nine = all.facets.size.find((f) => f.value === '9')!;
    expect(
      products('safety shoes', { size: '9', limit: 50 }).products.filter((p) => sizesOf(p.slug).includes('9')),
    ).toHaveLength(nine.count);
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

  it('a word also finds the articles\' compound words that end in it, as a related word ("list": "checklist")', () => {
    expect(withCompounds({}, ['check', 'checklist', 'list', 'work', 'workshop', 'shop'])).toEqual({
      list: ['checklist'],
      shop: ['workshop'],
    });
    // A last part of under four letters is not split off.
    expect(withCompounds({}, ['ear', 'earwig', 'wig'])).toEqual({});
    expect(search('PPE list for welders').resources[0]!.slug).toBe('welding-ppe-checklist');
  });

  it('a question\'s verbs ("should", "does") are not searched for; buyers\' words (Hindi, "FR") find the guide', () => {
    expect(search('when should a safety helmet be replaced').resources[0]!.slug).toBe('safety-helmet-buying-guide');
    expect(search('PPE dena kanoon malik ki zimmedari').resources[0]!.slug).toBe('factories-act-ppe-obligations');
    expect(search('gutter saaf karne jaana hai kya safety').resources[0]!.slug).toBe('confined-space-entry-equipment');
    expect(search('FR clothing for refinery').resources[0]!.slug).toBe('flame-retardant-clothing-en-iso-11612');
    // Bengali: clothes that do not catch fire.
    expect(search('jama te aagun na dhore, kon kapor').resources[0]!.slug).toBe(
      'flame-retardant-clothing-en-iso-11612',
    );
    expect(search('welding wale ka poora saman').resources[0]!.slug).toBe('welding-ppe-checklist');
    expect(search('ppe dena zaroori hai kya factory act').resources[0]!.slug).toBe('factories-act-ppe-obligations');
    // "Rakh rakhav", "sambhal": upkeep; "kitne" (how many) is a word of its own, not a slip of "katne" (cutting).
    expect(search('PPE ka rakh rakhav').resources[0]!.slug).toBe('ppe-care-and-storage');
    expect(search('ppe kaise sambhal ke rakhe').resources[0]!.slug).toBe('ppe-care-and-storage');
    expect(search('helmet kitne saal chalta hai').resources.map((r) => r.slug)).toEqual(['safety-helmet-buying-guide']);
    // "Equipment" says nothing (the confined-space guide's title has it); storing is storage; dBA is noise.
    expect(search('cleaning and storing safety equipment').resources[0]!.slug).toBe('ppe-care-and-storage');
    expect(search('how long can a worker stay at 95 dBA').resources[0]!.slug).toBe('hearing-protection-snr-guide');
  });

  it('words many articles hold in passing ("long", "before") do not outvote the article about the query', () => {
    // The care guide has all four words somewhere; the helmet guide, about helmets and when to replace them, lacks one.
    expect(search('how long can a helmet be used before replacing').resources[0]!.slug).toBe(
      'safety-helmet-buying-guide',
    );
  });

  it('a guide about no word of the query the guides before it are not about answers only near the best score', () => {
    // The care guide scores well below the helmet guide and is about none of the query's words the helmet guide is not.
    expect(search('how long can a helmet be used before replacing').resources.map((r) => r.slug)).toEqual([
      'safety-helmet-buying-guide',
    ]);
    // The respirator filter guide shares "gas" and "cutting" in passing with the welding checklist.
    expect(search('what shade for gas cutting').resources.map((r) => r.slug)).not.toContain(
      'respirator-filter-colour-codes-en-14387',
    );
    // A second guide about another of the query's words stays: respirators, after the care guide for storage.
    expect(search('respirator storage').resources.map((r) => r.slug)).toEqual([
      'ppe-care-and-storage',
      'ffp2-vs-ffp3-respirators',
    ]);
  });

  it('the places the confined-space guide names (tank, manhole, sewer, silo) find it', () => {
    for (const query of ['can I wear a dust mask inside a sewer', 'can respirator be used inside tank', 'silo entry'])
      expect(
        search(query)
          .resources.map((r) => r.slug)
          .slice(0, 2),
        query,
      ).toContain('confined-space-entry-equipment');
  });

  it('an article holding a code of the query comes first ("4X43D": the EN 388 guide, not the glove one)', () => {
    for (const query of ['4X43D gloves', 'what does 4X43D mean on gloves'])
      expect(
        search(query)
          .resources.map((r) => r.slug)
          .slice(0, 2),
        query,
      ).toEqual(['en-388-cut-levels-explained', 'chemical-resistant-gloves-en-374']);
  });

  it('of two words up, an article with every word and all but one in its title, excerpt or headings answers', () => {
    // "Making PPE Last - Care and Storage Basics" has "labels" only in its text; the harness guide has both words
    // in its headings.
    const found = search('storage labels').resources.map((r) => r.slug);
    expect(found).toContain('ppe-care-and-storage');
    expect(found).toContain('full-body-harness-inspection');
    // One word must be in what the article is about.
    expect(search('labels').resources.map((r) => r.slug)).not.toContain('ppe-care-and-storage');
  });

  it('without a query lists articles newest first, filtered by category', () => {
    const result = search(undefined, 'Buying Guide');
    expect(result.total).toBe(catalog.resources.filter((r) => r.category === 'Buying Guide').length);
    expect(result.resources).toEqual(catalog.resources.filter((r) => r.category === 'Buying Guide').slice(0, 5));
  });
});

describe('ranking rules (issue 14)', () => {
  /** What a search shows: the products that match every word, or else the partial group. */
  const first = (query: string, more: Partial<ProductQuery> = {}) => {
    const found = products(query, { limit: 10, ...more });
    return [...found.products, ...(found.partial?.products ?? [])];
  };

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
    // "Non-" denies the word it is joined to: non-toxic dust is no toxic dust.
    expect(deniedText('For low levels of non-toxic dust in warehouses.')).toEqual({
      affirmed: 'for low levels of non dust in warehouses',
      denied: 'toxic',
    });
    // The hazards a text says are low where a product is used are not what it is for.
    expect(deniedText('For packing and housekeeping where cut, heat and chemical hazards are low. Washable.')).toEqual({
      affirmed: 'for packing and housekeeping where are low washable',
      denied: 'cut heat and chemical hazards',
    });
  });

  it('a product does not rank for a need its own text denies', () => {
    // The goatskin driver glove says "Not a cut-resistant glove"; the FFP1 and nuisance dust masks send cement dust
    // elsewhere.
    const cut = first('cut resistant gloves').map((p) => p.slug);
    const goatskin = cut.indexOf('himshield-hs-g330-goatskin-driver-gloves');
    expect(goatskin === -1 || goatskin > cut.indexOf('kavach-kv-g330-cut-level-c-gloves')).toBe(true);
    const cement = first('dust mask for cement').map((p) => p.slug);
    expect(cement[0]).toBe('kavach-kv-r2-ffp2-valved-respirator');
    for (const denying of ['himshield-hs-f110-ffp1-fold-flat-mask', 'suraksha-sg-n95-dust-mask'])
      expect(cement.slice(0, 2)).not.toContain(denying);
  });

  it(
    'sizes come from the product files, compared as the search ' +
      'writes them: XXL is 2XL, 07 is 7, free size is one size',
    () => {
      expect(sizeKeys(['05', '6', 'XXL', 'xl', 'Small'])).toEqual(['5', '6', '2XL', 'XL', 'S']);
      expect(sizeKeys(['Free size'])).toEqual([ONE_SIZE]);
      expect(sizeKeys(['Universal size', 'One size'])).toEqual([ONE_SIZE]);
      expect(sizeKeys(['36R'])).toEqual(['36r']);
      expect(sizeInQuery('gloves in size 7')).toEqual({ query: 'gloves', size: '7' });
      expect(sizeInQuery('Size XXL vest')).toEqual({ query: 'vest', size: '2XL' });
    },
  );

  it(
    'a size in the query ranks the products stated in that ' + 'size (or one size) before those stated only in others',
    () => {
      const found = first('size 12 safety boots', { limit: 20 });
      const fits = found
        .map((p) => sizesOf(p.slug))
        .map((s) => s.includes('12') || s.includes(ONE_SIZE) || s.length === 0);
      expect(found[0] && sizesOf(found[0].slug)).toContain('12');
      expect(fits).toEqual([...fits].sort((a, b) => Number(b) - Number(a)));
    },
  );

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
    // "after" is a connector too: the boiler house is where, not what (not a boiler suit).
    expect(first('ears ringing after boiler house shift')[0]!.category).toBe('Hearing Protection');
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

  it('a word the vocabulary relates is not read as a slip of a catalog word ("hitting" is not "fitting")', () => {
    // "A bump cap ... protects against knocking the head on fixed objects" (the helmet guide).
    expect(slugs('hitting head under truck', 1)).toEqual(['himshield-hs-bc1-bump-cap']);
  });

  it('a word named like a property every object has ("constructor") is an ordinary word: no error', () => {
    for (const query of ['constructor ear muffs', 'gloves without constructor', 'toString helmet', '__proto__ muff']) {
      expect(() => products(query), query).not.toThrow();
      expect(() => firstArticle(query), query).not.toThrow();
    }
    expect(slugs('constructor ear muffs', 1)[0]).toMatch(/ear-muffs$/);
  });

  it('two words side by side in a keyword count, a dropped one too ("glass handling": those gloves first)', () => {
    // "Handling" says nothing alone; the heat-resistant gloves suit "glass bottle plants".
    expect(slugs('gloves for glass handling', 1)).toEqual(['kavach-kv-g550-cut-level-f-gloves']);
  });

  it('a type named only by a word the vocabulary relates, after a connector, is the type ("on feet": footwear)', () => {
    const found = products('heavy boxes dropping on feet at loading dock');
    expect(found.partial).toBeUndefined();
    for (const p of found.products.slice(0, 5)) expect(p.category, p.slug).toBe('Safety Footwear');
  });

  it("the vocabulary (content/search-vocabulary.yaml) relates plain words to the products' words", () => {
    expect(compileVocabulary({ related: { electricians: ['electrical', 'insulating gloves'] } }).related).toEqual({
      electric: ['insulat', 'glov'],
    });
    const found = first('electrocution').map((p) => p.slug);
    expect(found).toEqual(
      expect.arrayContaining([
        'himshield-hs-eg1000-electrical-insulating-gloves',
        'dhruvgard-dg-eh50-electrical-insulating-safety-shoe',
      ]),
    );
    expect(first('kaan dhakne wala headphone')[0]!.slug).toContain('ear-muffs');
    expect(slugs('patti wala ear plug', 1)).toEqual(['dhruvgard-dg-bp22-banded-ear-plugs']);
    expect(slugs('rolling mill ke liye safety shoe', 1)).toEqual(['kavach-ss-204-steel-toe-safety-shoe']);
    // Marathi "hatmoje" (gloves), "sathi" (for); "gear" says nothing about the product.
    expect(slugs('bijli kaam sathi hatmoje', 1)).toEqual(['himshield-hs-eg1000-electrical-insulating-gloves']);
    expect(slugs('vajra welding gear', 2).sort()).toEqual([
      'vajra-vj-wg45-welding-gauntlet',
      'vajra-vj-ws9-auto-darkening-welding-helmet',
    ]);
    // "Non flammable" is what the catalog calls flame retardant: not a negation of "flammable".
    expect(first('non flammable coverall')[0]!.slug).toBe('vajra-vj-fr220-flame-retardant-coverall');
  });
  it('a hazard a buying guide ties to a feature finds the products with it (nails: anti-penetration midsole)', () => {
    for (const hazard of ['swarf', 'rebar', 'nails'])
      expect(
        first(hazard).map((p) => p.slug),
        hazard,
      ).toEqual(
        expect.arrayContaining([
          'kavach-ss-204-steel-toe-safety-shoe',
          'kavach-ss-240-composite-toe-safety-boot',
          'rakshak-rk-3301-esd-safety-shoe',
        ]),
      );
    // Underfoot is the feet's place: safety footwear first.
    expect(first('debris underfoot')[0]!.category).toBe('Safety Footwear');
  });

  it('a synonym phrase matches by stems and slips ("hard hats", "ear defendres"), a one-word one by its plural', () => {
    for (const query of ['hard hats', 'hardhats', 'hard hat with chin strap'])
      for (const p of products(query, { limit: 5 }).products)
        expect(p.category, `${query}: ${p.slug}`).toBe('Head Protection');
    expect(slugs('ear defendres', 1)).toEqual(['kavach-kv-em27-ear-muffs']);
    // "glasses" means spectacles, but its stem "glass" is a word of the catalog: glass stays glass.
    expect(slugs('glass', 1)).toEqual(['dhruvgard-dg-hr250-heat-resistant-gloves']);
  });

  it("the wider lexicon: other Indian languages' and British words find what they name", () => {
    // Tamil "kaiyurai" (gloves), British "wellies" (gumboots), Hindi "takkar" (a knock) and "jaali" (mesh).
    for (const p of products('kaiyurai', { limit: 5 }).products) expect(p.category, p.slug).toBe('Hand Protection');
    expect(slugs('wellies', 1)).toEqual(['suraksha-sg-gumboot-pvc']);
    expect(slugs('takkar se bachav', 1)).toEqual(['himshield-hs-bc1-bump-cap']);
    expect(slugs('jaali wala helmet', 1)).toEqual(['vajra-vj-h700-vented-helmet-with-visor-slots']);
    // Grinding throws sparks: the face shield for grinding first.
    expect(slugs('grinding sparks', 1)).toEqual(['vajra-vj-fs300-face-shield-with-browguard']);
    expect(products('rope rubbing palms', { limit: 1 }).products[0]!.category).toBe('Hand Protection');
    // "Pair pe"/"pair te" is on the foot (Hindi, Punjabi); "a pair of gloves" stays gloves.
    for (const query of ['heavy plate pair pe', 'bhari plate pair te'])
      expect(products(query, { limit: 1 }).products[0]?.category, query).toBe('Safety Footwear');
    expect(products('a pair of gloves', { limit: 1 }).products[0]!.category).toBe('Hand Protection');
    // Ear muffs mounted on a helmet are ear muffs, however the words are ordered or slipped.
    for (const query of ['ear muffs helmet mountd', 'helmet mounted ear muffs'])
      expect(slugs(query, 1), query).toEqual(['vajra-vj-em25h-helmet-ear-muffs']);
    expect(products('kai gavasu', { limit: 1 }).products[0]!.category).toBe('Hand Protection');
    // Gujarati "gambut"; "sound" is noise; forklifts are traffic (hi-vis); a boiler house is no boiler suit.
    expect(slugs('gambut', 1)).toEqual(['suraksha-sg-gumboot-pvc']);
    expect(products('boiler house sound', { limit: 1 }).products[0]!.category).toBe('Hearing Protection');
    expect(products('forklift in godown', { limit: 1 }).partial?.products[0]?.category).toBe('Protective Clothing');
    // Punjabi "kanna" (ears); "hawa" (air) in the heat ("garmi"): the vented helmet for hot climates.
    expect(products('kanna layi plug', { limit: 1 }).products[0]!.slug).toContain('ear-plugs');
    expect(slugs('garmi mein hawa wala helmet', 1)).toEqual(['vajra-vj-h700-vented-helmet-with-visor-slots']);
    // An arc is electric welding: the auto-darkening helmet before the gas welding goggles.
    expect(slugs('eye protection for arc welding in maintenance workshops', 1)).toEqual([
      'vajra-vj-ws9-auto-darkening-welding-helmet',
    ]);
    // Hindi "khansi" (a cough): the masks, not the shoes a "powder" would find.
    expect(products('packing me khansi aati hai', { limit: 1 }).products[0]!.category).toBe('Respiratory Protection');
    // Sweating under a helmet: the vented one, a cooler helmet.
    expect(slugs('helmet for workers sweating in summer', 1)).toEqual(['vajra-vj-h700-vented-helmet-with-visor-slots']);
    // "Bande" (men) is no slip of "banded": men at a roof edge want fall protection, not ear plugs.
    expect(products('roof edge bande', { limit: 5 }).products.map((p) => p.category)).toEqual(
      Array(3).fill('Fall Protection'),
    );
  });

  it('Hindi "bina" (without) negates the word after it, or before it as a postposition ("sleeve ke bina")', () => {
    // A garment without sleeves is a vest.
    for (const query of ['hi vis bina sleeve', 'hi vis sleeve ke bina', 'hi vis without sleeves'])
      expect(slugs(query, 1), query).toEqual(['kavach-kv-hv2-high-visibility-vest']);
  });

  it('"without fogging" is what the catalog calls anti-fog, not a negation of fog', () => {
    for (const query of ['goggles without fogging', 'fog free goggles'])
      expect(slugs(query, 1), query).toEqual(['kavach-kv-e120-anti-fog-safety-goggles']);
  });

  it('a comma ends a negation ("not lanyard, less clearance"); "not just" and "not only" negate nothing', () => {
    expect(slugs('fall arrester not lanyard, less clearance', 1)).toEqual(['kavach-kv-srl6-retractable-fall-arrester']);
    // What follows the comma is still after a connector: the ear muffs are the type, "helmet" a feature.
    expect(slugs('ear muff without headband, helmet mounted', 1)).toEqual(['vajra-vj-em25h-helmet-ear-muffs']);
    // Were "just" negated, every product whose text says "just" would be left out.
    expect(products('mask for gas not just dust', { limit: 50 }).products.map((p) => p.slug)).toContain(
      'rakshak-rk-9102-half-mask-respirator',
    );
    expect(products('gloves not only for cut', { limit: 50 }).products.map((p) => p.slug)).toContain(
      'kavach-kv-g550-cut-level-f-gloves',
    );
  });

  it('a shoe\'s "number" is its size, as Indian shops say it ("12 number", "number 12")', () => {
    const sized = slugs('safety shoe size 12', 10);
    expect(sized.sort()).toEqual([
      'kavach-ss-204-steel-toe-safety-shoe',
      'kavach-ss-240-composite-toe-safety-boot',
      'suraksha-sg-gumboot-pvc',
    ]);
    for (const query of ['safety shoe 12 number', 'safety shoe number 12'])
      expect(slugs(query, 10).sort(), query).toEqual(sized);
  });

  it('a shoe without laces closes otherwise (velcro, a pull tab) or pulls on: those first, lace-ups left out', () => {
    for (const query of ['boots without laces', 'shoes with no laces']) {
      const found = products(query, { limit: 50 }).products.map((p) => p.slug);
      expect(found.slice(0, 3).sort(), query).toEqual([
        'rakshak-rk-3301-esd-safety-shoe',
        'suraksha-sg-gumboot-pvc',
        'vajra-vj-fb11-foundry-boot',
      ]);
      expect(found, query).not.toContain('suraksha-sg-l100-leather-safety-shoe');
    }
  });

  it('a product\'s kind is the type asked before a category\'s word, even after a connector (Hindi "to": then)', () => {
    // "If stones fall on the head, then a helmet": "fall" names a category, "topi" (helmet) a product's kind.
    for (const p of products('sar pe pathar gire to topi', { limit: 5 }).products)
      expect(p.category, p.slug).toBe('Head Protection');
    // A word that is a kind only by a related word ("falling": helmets) yields to a kind after the connector.
    expect(products('hot metal falling inside shoes', { limit: 1 }).products[0]!.category).toBe('Safety Footwear');
    // A category's word ("face") that describes the one product with every word does not shut it out.
    expect(slugs('full face EN136', 1)).toEqual(['vajra-vj-fm60-full-face-mask']);
    // A slip of a kind before the connector still names the type.
    expect(slugs('helmat with ear muff slot', 1)).toEqual(['vajra-vj-h700-vented-helmet-with-visor-slots']);
  });

  it('"falling" is of objects (helmets, toe caps), "falling from/while" of a person, as the guides write', () => {
    expect(stem('falling')).toBe('falling');
    expect(stem('falls')).toBe('fall');
    const found = products('protection from falling objects', { limit: 50 }).products;
    for (const p of found.slice(0, 5)) expect(p.category, p.slug).toBe('Head Protection');
    // The bump cap "gives no protection against falling objects".
    expect(found.map((p) => p.slug)).not.toContain('himshield-hs-bc1-bump-cap');
    expect(slugs('safety shoes for falling objects', 2)).toContain('kavach-ss-204-steel-toe-safety-shoe');
    expect(slugs('falling from a fixed ladder', 1)).toEqual(['suraksha-sg-ra10-rope-grab']);
    expect(products('falling protection', { limit: 5 }).products[0]!.category).toBe('Fall Protection');
    expect(slugs('falling while climbing telecom tower', 1)).toEqual(['vajra-vj-fh21-tower-climbing-harness']);
    // Things falling from somewhere are falling objects.
    for (const query of ['tools falling from scaffold', 'stones falling from the highwall'])
      expect(products(query, { limit: 5 }).products[0]!.category, query).toBe('Head Protection');
  });
});

describe('counts that mean something (issue 21, section 1)', () => {
  const relevanceQueries = [
    'tests/fixtures/search-relevance.json',
    'tests/fixtures/search-relevance-buyers.json',
  ].flatMap((path) =>
    (JSON.parse(readFileSync(path, 'utf8')) as { products: { query: string }[] }).products.map((j) => j.query),
  );
  const queries = [
    ...new Set([
      'cut level 5 gloves',
      'ISI marked helmet with chin strap',
      'hydraulic jack',
      'kv-h500',
      'gloves',
      'safety',
      'xyzzy',
      ...relevanceQueries,
    ]),
  ];
  const limits = [1, 3, 5, 10, 50];

  // About 3,000 searches: seconds on a loaded 2-core machine, beyond the default 5 s.
  it('total, the partial group and the facets are the same whatever the limit and offset, for every query', () => {
    for (const query of queries) {
      const all = products(query, { limit: 50 });
      for (const limit of limits)
        for (const offset of [0, 2, 7]) {
          const page = products(query, { limit, offset });
          expect(page.total, `${query} (limit ${limit}, offset ${offset})`).toBe(all.total);
          expect(page.facets, query).toEqual(all.facets);
          expect(page.partial?.total, query).toBe(all.partial?.total);
          const shown = all.total ? all.products : (all.partial?.products ?? []);
          const paged = page.total ? page.products : (page.partial?.products ?? []);
          if (offset + limit <= 50) expect(paged, query).toEqual(shown.slice(offset, offset + limit));
        }
    }
  }, 30_000);

  it('no product is listed twice, and total counts each once, for every query', () => {
    for (const query of queries) {
      const all = products(query, { limit: 100 });
      const shown = [...all.products, ...(all.partial?.products ?? [])].map((p) => p.slug);
      expect(new Set(shown).size, query).toBe(shown.length);
      expect(all.products, query).toHaveLength(Math.min(100, all.total));
    }
  });

  it('total is the number of products that match: paging through with any limit sees exactly total products', () => {
    for (const query of ['gloves', 'safety', 'helmet', 'EN 388']) {
      const { total } = products(query, { limit: 1 });
      for (const limit of [1, 4, 50]) {
        const seen: string[] = [];
        for (let offset = 0; offset < total + limit; offset += limit)
          seen.push(...products(query, { limit, offset }).products.map((p) => p.slug));
        expect(seen, `${query} by ${limit}`).toHaveLength(total);
        expect(new Set(seen).size).toBe(total);
      }
    }
  });

  it('the facet counts add up to the total (each product has one category and one brand)', () => {
    for (const query of queries) {
      const { total, facets } = products(query, { limit: 1 });
      expect(
        facets.category.reduce((sum, f) => sum + f.count, 0),
        query,
      ).toBe(total);
      expect(
        facets.brand.reduce((sum, f) => sum + f.count, 0),
        query,
      ).toBe(total);
    }
  });

  it('search_products returns the same total and facets for every limit', () => {
    const [tool] = catalogTools(catalog.facets);
    const run = (query: string, limit: number) => {
      const outcome = tool.run(catalog, tool.inputSchema.parse({ query, limit }), { siteUrl: 'https://example.test' });
      if (!outcome.ok) throw new Error(outcome.error.message);
      return outcome.value;
    };
    for (const query of queries.slice(0, 40)) {
      const all = run(query, 50);
      for (const limit of [1, 5, 10]) {
        const some = run(query, limit);
        expect(some.total, `${query} (limit ${limit})`).toBe(all.total);
        expect(some.facets).toEqual(all.facets);
        expect(some.partial?.total).toBe(all.partial?.total);
      }
    }
  });
});

describe('precision (issue 21, section 2)', () => {
  const shown = (query: string, more: Partial<ProductQuery> = {}) => {
    const found = products(query, { limit: 50, ...more });
    return [...found.products, ...(found.partial?.products ?? [])];
  };
  const facts = (slug: string) => catalog.products.find((p) => p.slug === slug)!;

  it('a product of another type sharing one word does not answer; the asked type with every word comes first', () => {
    const found = products('hydraulic jack', { limit: 50 });
    expect(found.total).toBe(0);
    expect(found.products).toEqual([]);
    const gloves = products('leather gloves', { limit: 50 });
    const from = gloves.alsoFits?.from ?? gloves.total;
    expect(from).toBeGreaterThan(0);
    for (const [i, p] of gloves.products.entries()) {
      expect(p.category, p.slug).toBe('Hand Protection');
      if (i < from)
        expect(`${p.name} ${p.description} ${p.keywords?.join(' ')}`.toLowerCase(), p.slug).toMatch(/leather/);
    }
  });

  it('products of the asked type lacking some words follow, labelled "also fits" with the words they lack', () => {
    const query = 'ISI marked helmet with chin strap';
    const found = products(query, { limit: 10 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.partial).toBeUndefined();
    for (const p of found.products)
      expect(/helmet/i.test(p.name) || p.category === 'Head Protection', p.slug).toBe(true);
    expect(found.alsoFits?.note).toBe(
      'Also fits: of the type asked for or its category (when no type is asked for, every word but one, or the ' +
        'rest of the category of a lone match), without every word of the query stated.',
    );
    const lacking = new Map(found.alsoFits!.lacking.map((l) => [l.slug, l.words]));
    for (const p of found.products.slice(found.alsoFits!.from)) {
      expect(lacking.get(p.slug)!.length, p.slug).toBeGreaterThan(0);
      for (const word of lacking.get(p.slug)!) expect(query.toLowerCase(), word).toContain(word);
    }
    const [tool] = catalogTools(catalog.facets);
    const outcome = tool.run(catalog, tool.inputSchema.parse({ query }), { siteUrl: 'https://example.test' });
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(tool.outputSchema.parse(outcome.value).alsoFits).toEqual(found.alsoFits);
    expect(JSON.stringify(z.toJSONSchema(tool.outputSchema))).toContain('Also fits');
  });

  it('a query with no type: the products with every word but one follow the full matches, as "also fits"', () => {
    const found = products('oily sheet metal', { limit: 10 });
    expect(found.partial).toBeUndefined();
    // The cut level C gloves grip "oily sheet metal"; the cut level F gloves are for sharp metal sheets, oil unstated.
    expect(found.products.map((p) => p.slug)).toEqual([
      'kavach-kv-g330-cut-level-c-gloves',
      'kavach-kv-g550-cut-level-f-gloves',
    ]);
    expect(found.total).toBe(2);
    expect(found.alsoFits).toEqual({
      note:
        'Also fits: of the type asked for or its category (when no type is asked for, every word but one, or the ' +
        'rest of the category of a lone match), without every word of the query stated.',
      from: 1,
      lacking: [{ slug: 'kavach-kv-g550-cut-level-f-gloves', words: ['oil'] }],
    });
    // A code or standard is matched whole: EN 352-1 ear muffs do not follow "EN 352-2".
    expect(slugs('EN 352-2', 10)).toEqual(['dhruvgard-dg-bp22-banded-ear-plugs', 'rakshak-rk-ep37-foam-ear-plugs']);
  });

  it('a query with no type that no product matches whole: a separate, labelled partial group', () => {
    const found = products('orange chin strap', { limit: 10 });
    expect(found.total).toBe(0);
    expect(found.facets).toEqual({ category: [], brand: [], compliance: [], size: [] });
    expect(found.partial?.note).toBe('No product matches every word; these match part of it.');
    expect(found.partial!.total).toBeGreaterThan(0);
  });

  it('a model reference, exact or loosely typed, returns its product first and alone', () => {
    for (const q of ['kv-h500', 'KV H500', 'kvh500', 'KV-H500', 'Kv H-500'])
      expect(
        products(q).products.map((p) => p.slug),
        q,
      ).toEqual(['kavach-kv-h500-ratchet-safety-helmet']);
    expect(products('SG GB40').total).toBe(1);
  });

  it('a reference with the type asked for lists the products of that type first ("filter for RK 9102")', () => {
    expect(slugs('filter for rk 9102', 3)).toEqual([
      'rakshak-rk-9120-p3-particulate-filters',
      'rakshak-rk-9200-abek1-filter-cartridges',
      'rakshak-rk-9102-half-mask-respirator',
    ]);
    expect(slugs('RK 9102', 1)).toEqual(['rakshak-rk-9102-half-mask-respirator']);
  });

  it('a reference that several products share returns each of them', () => {
    expect(
      products('fh21 harness')
        .products.map((p) => p.slug)
        .sort(),
    ).toEqual(['kavach-kv-fh21-full-body-harness', 'vajra-vj-fh21-tower-climbing-harness']);
  });

  it('"ISI" means the IS standards the products declare', () => {
    const all = products('ISI helmet', { limit: 50 });
    const found = all.products.slice(0, all.alsoFits?.from ?? all.total);
    expect(found.length).toBeGreaterThan(0);
    for (const p of found)
      expect(
        p.compliance?.some((s) => /^IS \d/.test(s)),
        p.slug,
      ).toBe(true);
    expect(found.map((p) => p.slug)).toContain('suraksha-sg-h200-nape-helmet');
  });

  it("buyers' words: trade and Indian-English names and Hindi typed in Latin letters find the products", () => {
    expect(shown('boiler suit')[0]!.slug).toBe('suraksha-sg-cotton-boiler-suit');
    for (const q of ['hand gloves', 'dastane'])
      expect(
        shown(q).every((p) => p.category === 'Hand Protection'),
        q,
      ).toBe(true);
    for (const q of ['earmuff', 'earmuffs']) {
      const found = shown(q);
      expect(found.length, q).toBeGreaterThan(0);
      expect(found[0]!.category, q).toBe('Hearing Protection');
    }
    expect(shown('safety joota').every((p) => p.category === 'Safety Footwear')).toBe(true);
    expect(shown('kaan ke liye').every((p) => p.category === 'Hearing Protection')).toBe(true);
    // "Dhoop ka chashma", sunglasses: the smoke lens against glare before clear lenses.
    expect(shown('dhoop ka chashma')[0]!.slug).toBe('himshield-hs-sg2-smoke-lens-spectacles');
    expect(shown('half face respirator')[0]!.slug).toBe('rakshak-rk-9102-half-mask-respirator');
    // "A belt for work at height": Indian buyers call a harness a (safety) belt.
    const belt = shown('unchai pe kaam ka belt');
    expect(
      belt
        .slice(0, 2)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['kavach-kv-fh21-full-body-harness', 'vajra-vj-fh21-tower-climbing-harness']);
    for (const p of belt) expect(p.category, p.slug).toBe('Fall Protection');
    // Everyday Hindi for the body, hazards and places: "tezab" (acid), "seedhi" (ladder); a trade word, "eyewear".
    expect(shown('tezab ke liye dastane')[0]!.slug).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
    expect(shown('seedhi pe kaam')[0]!.slug).toBe('suraksha-sg-ra10-rope-grab');
    const eyewear = shown('Rakshak eyewear');
    expect(eyewear[0]!.slug).toBe('rakshak-rk-5510-clear-safety-spectacles');
    for (const p of eyewear) expect(p.category, p.slug).toBe('Eye & Face Protection');
  });

  it('"cut level 5" is EN 388 level E or F (the old 1 to 5 map onto A to E); a level is a minimum', () => {
    expect(shown('cut level 5 gloves').map((p) => p.slug)).toEqual(['kavach-kv-g550-cut-level-f-gloves']);
    expect(shown('EN 388 level 4 or higher').map((p) => p.slug)).toEqual(['kavach-kv-g550-cut-level-f-gloves']);
    expect(
      shown('cut level C gloves')
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['kavach-kv-g330-cut-level-c-gloves', 'kavach-kv-g550-cut-level-f-gloves']);
  });

  it('a voltage named drops products rated below it and ranks those rated for it before those silent', () => {
    expect(slugs('gloves for 440 volt', 1)).toEqual(['himshield-hs-eg1000-electrical-insulating-gloves']);
    expect(slugs('helmet 440V', 1)).toEqual(['rakshak-rk-h800-electrical-safety-helmet']);
    // The insulating gloves are rated up to 1000 V.
    expect(slugs('gloves for 2000 volts', 10)).not.toContain('himshield-hs-eg1000-electrical-insulating-gloves');
  });

  it('an attenuation stated as a minimum keeps only products that state at least that SNR', () => {
    const found = shown('ear protection SNR at least 30 dB');
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(Number(/SNR of (\d+)/.exec(p.description)?.[1]), p.slug).toBeGreaterThanOrEqual(30);
    expect(
      shown('SNR 30 dB')
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['himshield-hs-em31-high-attenuation-ear-muffs', 'rakshak-rk-ep37-foam-ear-plugs']);
    // An NRR is about 3 dB below the SNR of the same protector: NRR 33 asks for SNR 36 or more.
    expect(shown('ear plugs NRR 33').map((p) => p.slug)).toEqual(['rakshak-rk-ep37-foam-ear-plugs']);
  });

  it('a size stated as a minimum keeps products that come in it or larger', () => {
    const found = shown('safety shoes size 12 or larger');
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      const sizes = productSearchFacts().get(p.slug)?.sizes ?? [];
      expect(sizes.length === 0 || sizes.some((s) => Number(s) >= 12), p.slug).toBe(true);
    }
    expect(found.map((p) => p.slug)).not.toContain('suraksha-sg-l100-leather-safety-shoe');
  });

  it('"without" and "non-" exclude products whose text has the thing, unless it states it has none', () => {
    const valveless = shown('respirator without valve');
    expect(valveless[0]!.slug).toBe('himshield-hs-f110-ffp1-fold-flat-mask');
    for (const p of valveless)
      expect(/valve(?!,)/i.test(p.description.replace(/without a valve/i, '')), p.slug).toBe(false);
    expect(
      shown('non-metallic shoes')
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['dhruvgard-dg-eh50-electrical-insulating-safety-shoe', 'kavach-ss-240-composite-toe-safety-boot']);
    for (const p of shown('safety shoe without steel toe'))
      expect(/steel/i.test(`${p.name} ${p.description}`), p.slug).toBe(false);
    expect(facts('kavach-kv-r2-ffp2-valved-respirator').description).toMatch(/valve/);
  });
});

describe('ranking among the products of the asked type', () => {
  const named = (slug: string) => catalog.products.find((p) => p.slug === slug)!.name;

  it('every other product of the asked type follows the full matches ("also fits"), even with no other word', () => {
    const found = products('full body harness', { limit: 10 });
    expect(found.products[0]!.slug).toBe('kavach-kv-fh21-full-body-harness');
    const tower = found.products.findIndex((p) => p.slug === 'vajra-vj-fh21-tower-climbing-harness');
    expect(tower).toBeGreaterThanOrEqual(found.alsoFits!.from);
    expect(found.alsoFits!.lacking.find((l) => l.slug === 'vajra-vj-fh21-tower-climbing-harness')!.words).toEqual([
      'full',
      'body',
    ]);
  });

  it('a product of the type with none of the other words follows only in the category of a full match', () => {
    const found = products('auto darkening welding helmet', { limit: 10 });
    expect(found.products[0]!.slug).toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
    // The safety helmets are helmets, but head protection, and have no other word of the query.
    for (const p of found.products) expect(p.category, p.slug).toBe('Eye & Face Protection');
    // With no full match (no product says "dark"), those of the type with the most words stand for them; a lone one is
    // followed by its category only (the welding goggles), never by the safety helmets.
    const typed = products('welding helment auto darking', { limit: 10 });
    expect(typed.products[0]!.slug).toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
    for (const p of typed.products) expect(p.category, p.slug).toBe('Eye & Face Protection');
    // In the full match's category they follow: the tower climbing harness for "full body harness".
    expect(slugs('full body harness', 10)).toContain('vajra-vj-fh21-tower-climbing-harness');
  });

  it('one of the type\'s category whose name holds the other words is the first "also fits"', () => {
    const found = products('welding spectacles', { limit: 10 });
    const slugsFound = found.products.map((p) => p.slug);
    expect(slugsFound[0]).toBe('dhruvgard-dg-wg5-gas-welding-goggles');
    // The welding helmet first of the also-fits, lacking "spectacles"; then the products of the type (spectacles,
    // goggles, overspecs), lacking "welding" only: clear spectacles are no answer for welding.
    expect(found.alsoFits!.from).toBe(1);
    expect(slugsFound[1]).toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
    const lacking = new Map(found.alsoFits!.lacking.map((l) => [l.slug, l.words]));
    expect(lacking.get(slugsFound[1]!)).toEqual(['spectacles']);
    for (const slug of slugsFound.slice(2)) expect(lacking.get(slug), slug).toEqual(['welding']);
    expect(slugs('welding ka chashma', 2)[1]).toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
    // The bump cap, whose name holds "bump", before the helmets for "bump topi" (topi: helmet).
    expect(slugs('bump topi', 1)).toEqual(['himshield-hs-bc1-bump-cap']);
    // Not when the type is only a related word's: the gumboot is the type for mud, the boot's name holds "boot".
    expect(slugs('boot pani wala chikhal madhe', 1)).toEqual(['suraksha-sg-gumboot-pvc']);
    // Another category with the same words does not follow: the welding apron and gauntlet are not eye protection.
    for (const p of found.products) expect(p.category, p.slug).toBe('Eye & Face Protection');
    // One whose description names the type is still not of it: its label says so.
    const rakshak = products('rakshak respirator', { limit: 10 });
    const filters = rakshak.alsoFits!.lacking.find((l) => l.slug === 'rakshak-rk-9120-p3-particulate-filters');
    expect(filters?.words).toEqual(['respirator']);
  });

  it("a product of the type's category whose name or search terms name the type is of the type", () => {
    const found = products('lifeline for scaffolding', { limit: 10 });
    const order = found.products.map((p) => p.slug);
    const lacking = new Map(found.alsoFits!.lacking.map((l) => [l.slug, l.words]));
    // The fall arrester's and the rope grab's search terms say "self retracting lifeline", "vertical lifeline".
    for (const slug of ['kavach-kv-srl6-retractable-fall-arrester', 'suraksha-sg-ra10-rope-grab']) {
      expect(order, slug).toContain(slug);
      expect(lacking.get(slug), slug).toEqual(['scaffolding']);
    }
    // The harness has "scaffolding", not "lifeline": it follows them, labelled as not a lifeline.
    const harness = order.indexOf('kavach-kv-fh21-full-body-harness');
    expect(harness).toBeGreaterThan(order.indexOf('kavach-kv-srl6-retractable-fall-arrester'));
    expect(lacking.get('kavach-kv-fh21-full-body-harness')).toEqual(['lifeline']);
  });

  it('a product that names the asked type but is another type in another category does not answer for it', () => {
    for (const query of ['helmet for construction site', 'topi helmet construction site', 'helmet']) {
      const found = products(query, { limit: 50 }).products;
      expect(found.length, query).toBeGreaterThan(0);
      expect(
        found.map((p) => p.slug),
        query,
      ).not.toContain('vajra-vj-em25h-helmet-ear-muffs');
      for (const p of found) expect(/helmet/i.test(p.name), p.slug).toBe(true);
    }
    // Asked by their own type, they answer.
    expect(slugs('helmet ear muffs', 1)).toEqual(['vajra-vj-em25h-helmet-ear-muffs']);
  });

  it('a product whose kind is the asked type by a related word (a gauntlet for "gloves") has the type word', () => {
    // The gauntlet has "nitrile" in its name; the cut gloves only in their coating.
    for (const query of ['nitrile gloves', 'nitirle gloves'])
      expect(slugs(query, 1), query).toEqual(['rakshak-rk-7720-nitrile-chemical-gauntlet']);
  });

  it('a typo of a word that says nothing about what fits is that word: "saftey shoes" is "safety shoes"', () => {
    const order = (query: string) => products(query, { limit: 50 }).products.map((p) => p.slug);
    expect(order('saftey shoes')).toEqual(order('safety shoes'));
    expect(order('saftey helmet')).toEqual(order('safety helmet'));
  });

  it('a word that says nothing about what fits ("safety") still ranks a name holding it first among equals', () => {
    const found = products('safety helmet', { limit: 10 }).products;
    const holds = found.map((p) => /safety helmet/i.test(p.name));
    expect(holds.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    expect(holds.indexOf(false)).toBe(holds.filter(Boolean).length);
    // It is not required: the helmets without it still answer.
    expect(found.map((p) => p.slug)).toContain('dhruvgard-dg-h12-fibreglass-foundry-helmet');
    expect(named(found[0]!.slug)).toMatch(/Safety Helmet/);
  });
});

describe('model references stay exact, with "did you mean" for one a single slip away', () => {
  const [tool] = catalogTools(catalog.facets);
  const run = (query: string) => {
    const outcome = tool.run(catalog, tool.inputSchema.parse({ query }), { siteUrl: 'https://example.test' });
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome.value as { didYouMean?: string; products: { slug: string }[] };
  };

  it.each([
    ['KV-WA04', 'KV-WA40'], // two characters swapped
    ['kv wa400', 'KV-WA40'], // one extra
    ['VJ-F21', 'VJ-FH21'], // one missing
    ['KV-WA41', 'KV-WA40'], // one wrong
  ])('%s, which no product carries, answers "did you mean %s" in the tool', (query, reference) => {
    expect(run(query).didYouMean).toBe(reference);
    expect(run(query).products.map((p) => p.slug)).not.toContain(
      catalog.products.find((p) => p.keywords?.[0] === reference)!.slug,
    );
  });

  it('a reference that exists, or one two slips away, gets no "did you mean"', () => {
    expect(run('KV-WA40').didYouMean).toBeUndefined();
    expect(run('KV-WA4000').didYouMean).toBeUndefined();
    expect(run('safety helmet').didYouMean).toBeUndefined();
  });
});

describe('negation reads what a product is and is made of; a size in the query is the size filter', () => {
  it('"gloves not leather" keeps gloves that only mention leather in a use note (wear leather over-gloves)', () => {
    const found = products('gloves not leather', { limit: 50 }).products.map((p) => p.slug);
    expect(found).toContain('himshield-hs-eg1000-electrical-insulating-gloves');
    expect(found).not.toContain('himshield-hs-g330-goatskin-driver-gloves'); // its search terms say leather
    expect(found).not.toContain('vajra-vj-wg45-welding-gauntlet');
  });

  it('a material in the specifications counts: "shoes not steel" drops a steel toe cap', () => {
    const found = products('safety shoes not steel', { limit: 50 }).products.map((p) => p.slug);
    expect(found).not.toContain('kavach-ss-204-steel-toe-safety-shoe');
    expect(found).toContain('kavach-ss-240-composite-toe-safety-boot');
  });

  it('a material of the liner counts: "cut gloves without steel" drops the steel-reinforced liner', () => {
    const found = slugs('cut gloves without steel', 50);
    expect(found[0]).toBe('kavach-kv-g330-cut-level-c-gloves');
    expect(found).not.toContain('kavach-kv-g550-cut-level-f-gloves');
  });

  it('a product does not deny a word that names what it is (a mask saying "use an FFP3 mask instead")', () => {
    // The fold-flat FFP1 mask is "without a valve"; its text sends cement dust to "an FFP2 or FFP3 mask instead".
    expect(slugs('mask without valve', 1)).toEqual(['himshield-hs-f110-ffp1-fold-flat-mask']);
    // It still denies what it is not: the goatskin gloves are "not a cut-resistant glove".
    expect(slugs('cut resistant gloves', 5)).not.toContain('himshield-hs-g330-goatskin-driver-gloves');
  });

  it('a negated abbreviation counts: "hi vis vest non FR" drops the FR hi-vis jacket', () => {
    expect(slugs('hi vis vest non FR', 10)).toEqual(['kavach-kv-hv2-high-visibility-vest']);
    expect(slugs('hi vis vest', 10)).toContain('dhruvgard-dg-hv3-fr-hi-vis-jacket');
  });

  it('a bare size word ranks the products stated in that size first and removes none ("small parts")', () => {
    const found = products('small coverall', { limit: 10 });
    expect(found.products[0]!.slug).toBe('vajra-vj-fr220-flame-retardant-coverall');
    expect(sizesOf(found.products[0]!.slug)).toContain('S');
    expect(found.total).toBe(products('coverall', { limit: 10 }).total);
    expect(products('medium gloves', { limit: 10 }).total).toBe(products('gloves', { limit: 10 }).total);
    // Alone, it browses the catalog, those stated in the size first.
    const medium = products('medium', { limit: 100 });
    expect(medium.total).toBe(products(undefined, { limit: 100 }).total);
    expect(sizesOf(medium.products[0]!.slug)).toContain('M');
  });

  it('a negated type is what a product is ("not a lanyard"), not a word it mentions ("helmet mounted")', () => {
    // The retractable fall arrester keeps "the clearance needed far smaller than a lanyard".
    expect(slugs('fall arrester not a lanyard', 1)).toEqual(['kavach-kv-srl6-retractable-fall-arrester']);
    expect(slugs('fall arrester not a lanyard', 10)).not.toContain('rakshak-rk-la180-shock-absorbing-lanyard');
    expect(slugs('ear muffs not helmet mounted', 10)).not.toContain('vajra-vj-em25h-helmet-ear-muffs');
  });

  it('"without drilling or welding" negates both: the beam anchor that says so comes first', () => {
    expect(slugs('anchor without drilling or welding', 1)).toEqual(['himshield-hs-ab1-beam-anchor']);
  });

  it('a specification row that answers no states the product has none ("Gases and vapours: No protection")', () => {
    expect(slugs('half mask filters for dust not gas', 10)).toEqual(['rakshak-rk-9120-p3-particulate-filters']);
    expect(slugs('filters not for gas', 10)).toEqual(['rakshak-rk-9120-p3-particulate-filters']);
    expect(stem('gases')).toBe(stem('gas'));
    expect(stem('constructor')).toBe('constructor'); // a word, not a property every object has
  });

  it('the type asked for is before a negation: "shoe without steel toe cap" asks for shoes, not a cap', () => {
    const found = slugs('shoe without steel toe cap', 10);
    expect(found.slice(0, 3).sort()).toEqual([
      'dhruvgard-dg-eh50-electrical-insulating-safety-shoe',
      'kavach-ss-240-composite-toe-safety-boot',
      'rakshak-rk-3301-esd-safety-shoe',
    ]);
    expect(found).not.toContain('himshield-hs-bc1-bump-cap');
  });

  it('the rest of a negated phrase ("no metal parts") is not held against a product that negates it too', () => {
    // "no metal parts anywhere in the construction": the insulating shoe says what the buyer asks.
    expect(slugs('shoes with no metal parts', 1)).toEqual(['dhruvgard-dg-eh50-electrical-insulating-safety-shoe']);
    expect(slugs('safety shoes without metal parts', 1)).toEqual([
      'dhruvgard-dg-eh50-electrical-insulating-safety-shoe',
    ]);
  });

  it.each([
    ['safety shoes size 11', 'safety shoes', '11'],
    ['gloves size 9', 'gloves', '9'],
    ['coverall XL', 'coverall', 'XL'],
  ])('"%s" selects the products the size filter does', (query, words, size) => {
    const bySize = products(query, { limit: 50 });
    const byFilter = products(words, { size, limit: 50 });
    expect(bySize.total).toBe(byFilter.total);
    expect(bySize.products.map((p) => p.slug).sort()).toEqual(byFilter.products.map((p) => p.slug).sort());
  });
});

describe('a thin answer is followed by its category; what a product is counts in the partial group', () => {
  it('a need one product answers, or a partial group of two, in one category is followed by the rest of it', () => {
    // Every word: the full face mask alone; its gas cartridges follow, labelled with the words they lack.
    const leak = products('chlorine leak emergency team', { limit: 10 });
    expect(leak.products[0]!.slug).toBe('vajra-vj-fm60-full-face-mask');
    expect(leak.products.map((p) => p.slug)).toContain('rakshak-rk-9200-abek1-filter-cartridges');
    expect(leak.alsoFits?.from).toBe(1);
    // Most words: the cartridges and the mask; the half mask they fit follows in the partial group.
    const drill = products('ammonia leak drill', { limit: 10 }).partial!.products.map((p) => p.slug);
    expect(drill.slice(0, 2).sort()).toEqual([
      'rakshak-rk-9200-abek1-filter-cartridges',
      'vajra-vj-fm60-full-face-mask',
    ]);
    expect(drill).toContain('rakshak-rk-9102-half-mask-respirator');
  });

  it('an answer across categories is not followed by the rest of each: no other boots or helmets', () => {
    const found = products('lifting out hot castings at the furnace', { limit: 10 }).partial!;
    const bootsAndHelmets = found.products.filter((p) => /foot|head/i.test(p.category)).map((p) => p.slug);
    expect(bootsAndHelmets.sort()).toEqual([
      'dhruvgard-dg-h12-fibreglass-foundry-helmet',
      'vajra-vj-fb11-foundry-boot',
    ]);
  });

  it('in the partial group a word in what a product is counts half again: toe cap footwear for dropped pallets', () => {
    // The leather and sports shoes' descriptions hold more of the words; the toe cap is in what the first two are.
    const query = 'dropped pallets on toes at loading dock, oil on floor';
    const found = products(query, { limit: 10 }).partial!.products.map((p) => p.slug);
    expect(found.slice(0, 2)).toEqual([
      'kavach-ss-204-steel-toe-safety-shoe',
      'kavach-ss-240-composite-toe-safety-boot',
    ]);
  });

  it.each([
    ['kai urai soodu thaangum', 'dhruvgard-dg-hr250-heat-resistant-gloves'], // Tamil: gloves that withstand heat
    ['chokh mukh bachate', 'vajra-vj-fs300-face-shield-with-browguard'], // Bengali: protect eyes and face
    ['dummu mask', 'kavach-kv-r2-ffp2-valved-respirator'], // Telugu: dust mask
    ['bokat juta', 'suraksha-sg-gumboot-pvc'], // Assamese: shoes for mud
    ['kete jay haath', 'kavach-kv-g550-cut-level-f-gloves'], // Bengali: the hand gets cut
    ['podi mask', 'kavach-kv-r2-ffp2-valved-respirator'], // Tamil: dust mask
    ['thalai kavasam for uruku irumbu', 'dhruvgard-dg-h12-fibreglass-foundry-helmet'], // Tamil: helmet, molten iron
  ])(
    'Tamil, Bengali, Telugu and Assamese words are read as the catalog says them: "%s" gives %s first',
    (query, slug) => {
      expect(slugs(query, 1)).toEqual([slug]);
    },
  );
});

it.each([
  ['soku', 'Eye & Face Protection'],
  ['mur', 'Head Protection'],
  ['jui', 'Protective Clothing'],
])('the Assamese word "%s" finds %s', (query, category) => {
  expect(products(query).products[0]?.category).toBe(category);
});

it('a crane girder is a beam: the beam anchor answers "crane girder"', () => {
  expect(products('crane girder').partial?.products[0]?.slug).toBe('himshield-hs-ab1-beam-anchor');
});

describe('a product stating it lacks a thing meets a negation of it; the care guide answers cleaning', () => {
  it('"non certified" keeps the mask whose text says it is "not a certified respirator", first', () => {
    expect(slugs('disposable mask non certified', 1)).toEqual(['suraksha-sg-n95-dust-mask']);
  });

  it('a denial in passing does not unmake what a product is: gloves "not for cotton liners" stay cotton', () => {
    const knitted = 'suraksha-sg-cotton-knitted-gloves';
    const products = publishedProducts().map((p) =>
      p.slug === knitted ? { ...p, description: `${p.description} Not a substitute for cotton liners.` } : p,
    );
    const withDenial = loadCatalog(
      buildCatalogData(products, publishedResources(), readSearchVocabulary(SEARCH_VOCABULARY_FILE), facts),
    );
    const found = searchProducts(withDenial.productSearch, { query: 'gloves not cotton', limit: 20 });
    expect(found.products.map((p) => p.slug)).not.toContain(knitted);
    expect(found.total).toBeGreaterThan(0);
  });

  it('cleaning or washing PPE finds the care and storage guide', () => {
    for (const query of ['how to clean reusable half mask', 'how to wash gloves'])
      expect(
        searchResources(catalog.resourceSearch, { query, limit: 5 }).resources.map((r) => r.slug),
        query,
      ).toContain('ppe-care-and-storage');
  });
});

describe('a guide with the whole query, or two of its words side by side, answers below the best', () => {
  const guides = (query: string) =>
    searchResources(catalog.resourceSearch, { query, limit: 5 }).resources.map((r) => r.slug);

  it('a guide holding every word of the query and about one of them answers from a fifth of the best score', () => {
    // The respirator guide is about dust masks and scores highest; the confined-space guide holds every word and is
    // about tanks ("inside tank" reads as a confined space, and that guide first: "inside a tank is…" below).
    expect(guides('can dust mask be used in tank')).toEqual([
      'ffp2-vs-ffp3-respirators',
      'confined-space-entry-equipment',
    ]);
  });

  it('a guide holding two neighbouring words of the query side by side answers: "bump cap" is the helmet guide', () => {
    // The care and shoe guides score higher on "cold store" and "cap"; only the helmet guide says "bump cap".
    expect(guides('is a bump cap enough near cold store racks')).toContain('safety-helmet-buying-guide');
    // Words side by side in the query but apart in the guide are no phrase ("helmet ... bump" is not "bump helmet").
    expect(guides('how long can a helmet be used before replacing')).toEqual(['safety-helmet-buying-guide']);
  });

  it('Marathi, Telugu and Malayalam words: keeping PPE with care, cutting fish by hand, a face cover, non-slip', () => {
    expect(guides('PPE ni ela jagratha ga pettali')[0]).toBe('ppe-care-and-storage');
    expect(guides('ppe saman kasa sambhalaycha')[0]).toBe('ppe-care-and-storage');
    expect(slugs('meen vettumbol kai murivu', 2)).toEqual([
      'kavach-kv-g550-cut-level-f-gloves',
      'kavach-kv-g330-cut-level-c-gloves',
    ]);
    expect(slugs('welding mukham moodi', 1)).toEqual(['vajra-vj-ws9-auto-darkening-welding-helmet']);
    expect(catalog.products.find((p) => p.slug === slugs('vazhukkatha cheruppu', 1)[0])!.category).toBe(
      'Safety Footwear',
    );
  });
});

describe('the guides’ topics in eleven languages; a word a slip from another language’s keeps its own meaning', () => {
  /** What a search shows first: the matches, then the partial group. */
  const shown = (query: string, limit: number) => {
    const found = products(query, { limit });
    return [...found.products, ...(found.partial?.products ?? [])].slice(0, limit).map((p) => p.slug);
  };
  const firstGuide = (query: string) => searchResources(catalog.resourceSearch, { query, limit: 5 }).resources[0]?.slug;

  it.each([
    ['kamgar la PPE free dena kayda', 'factories-act-ppe-obligations'], // Marathi: the law on giving workers PPE free
    ['thee pidikkatha vastram', 'flame-retardant-clothing-en-iso-11612'], // Malayalam: clothes that do not catch fire
    ['PPE sookshikkan engane', 'ppe-care-and-storage'], // Malayalam: how to keep PPE
    ['manhole ma utarta pehla gas check', 'confined-space-entry-equipment'], // Gujarati: before going down a manhole
  ])('"%s" finds %s first', (query, guide) => {
    expect(firstGuide(query)).toBe(guide);
  });

  it('Hindi "thandi" is cold, not Kannada "thadi" (wet); Bengali "hatte" (walk) is not "batte" (clothes)', () => {
    expect(slugs('thandi room mein pehanne wala joota', 1)).toEqual(['kavach-ss-240-composite-toe-safety-boot']);
    expect(
      catalog.products.find((p) => p.slug === shown('roof edge e hatte hobe, tied off thakbo kivabe', 1)[0])!.category,
    ).toBe('Fall Protection');
  });

  it('molten metal relates to aluminised clothing, as the flame-retardant guide says', () => {
    expect(shown('molten', 5)).toContain('rakshak-rk-ac60-aluminised-fire-proximity-suit');
  });
});

describe('a guide with every word answers though another is about them all; the law, hanging, Kannada heat', () => {
  const guides = (query: string) =>
    searchResources(catalog.resourceSearch, { query, limit: 5 }).resources.map((r) => r.slug);

  it('a guide holding every word of the query and about one of them answers when another guide is about all', () => {
    // The care guide's headings hold all five words; the respirator guides hold them all and are about masks.
    const found = guides('does dust mask protect against solvent vapour?');
    expect(found).toContain('ffp2-vs-ffp3-respirators');
    expect(found).toContain('respirator-filter-colour-codes-en-14387');
  });

  it('"mandatory" and "compulsory" relate to the law; BOCW is the construction workers’ rules', () => {
    expect(guides('is ISI mark mandatory for safety shoes?')).toContain('factories-act-ppe-obligations');
    expect(guides('BOCW rules')[0]).toBe('factories-act-ppe-obligations');
  });

  it('Hindi and Gujarati "latki" is hanging and "rahe" (stays) a helper verb, not "rakhe" (keep) with a slip', () => {
    expect(guides('harness ma latki rahe to rescue kevi rite')).toContain('fall-clearance-and-anchor-points');
    expect(guides('harness ma latki rahe to rescue kevi rite')).not.toContain('ppe-care-and-storage');
  });
});

describe('the type’s own category first; a compound is the work, not its hazard; falling down or on a foot', () => {
  const categoryOf = new Map(publishedProducts().map((p) => [p.slug, p.category]));
  // The answer, or the partial group when no product has every word ("heavy box" is in none).
  const shown = (query: string, limit = 5) => {
    const found = products(query, { limit });
    return (found.products.length > 0 ? found.products : (found.partial?.products ?? [])).map((p) => p.slug);
  };
  const categories = (query: string, limit = 5) => shown(query, limit).map((slug) => categoryOf.get(slug));

  it('a helmet of another category with only described words follows every head protection helmet', () => {
    // The welding helmet's description says "adjustable"; the safety helmets' name the size.
    const found = slugs('helmet adjustable 53 to 62 cm', 7);
    expect(found[0]).toBe('suraksha-sg-h200-nape-helmet');
    expect(found.at(-1)).toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
    expect(categories('helmet for solar substation')).toEqual(Array(5).fill('Head Protection'));
  });

  it('... but with them when its name holds a word of the query, and a full match by brand stays one', () => {
    expect(slugs('welding helmet no need to flip up')).toContain('vajra-vj-ws9-auto-darkening-welding-helmet');
    expect(slugs('vajra helmet', 2)).toEqual([
      'vajra-vj-h700-vented-helmet-with-visor-slots',
      'vajra-vj-ws9-auto-darkening-welding-helmet',
    ]);
  });

  it('"gas cutting" is the work, not a gas to filter: the welding gauntlet for gas cutting spatter on hands', () => {
    expect(slugs('gas cutting spatter burning hands', 1)).toEqual(['vajra-vj-wg45-welding-gauntlet']);
    expect(categories('gas cutting spatter burning hands')).not.toContain('Respiratory Protection');
    expect(slugs('gas cutting', 3)).toContain('dhruvgard-dg-wg5-gas-welding-goggles');
  });

  it('... while a hazard in a pair its answer holds stays the hazard: "welding fume" finds its filters', () => {
    expect(slugs('welding fume protection', 1)).toEqual(['rakshak-rk-9120-p3-particulate-filters']);
    expect(categories('welding fume protection', 4)).toEqual(Array(4).fill('Respiratory Protection'));
  });

  it('a person "falling down" or at "risk of falling" needs fall protection; what falls on a foot needs shoes', () => {
    expect(categories('shed roof repair falling down')).toEqual(Array(5).fill('Fall Protection'));
    expect(categories('roof edge of solar plant, risk of falling')).toEqual(Array(5).fill('Fall Protection'));
    expect(categories('loading trucks heavy box fall on toe')).toEqual(Array(5).fill('Safety Footwear'));
    expect(categories('heavy objects falling on feet')).toEqual(Array(5).fill('Safety Footwear'));
    expect(slugs('ladle ka molten metal pair pe gira', 1)).toEqual(['vajra-vj-fb11-foundry-boot']);
    expect(categories('protection from falling objects', 1)).toEqual(['Head Protection']);
  });

  it('Telugu "chethi" is a hand and "glouj" gloves', () => {
    expect(slugs('gas cutting chethi glouj', 1)).toEqual(['vajra-vj-wg45-welding-gauntlet']);
  });
});

describe('a part is of the kind it fits; "free size" is a size; a word the vocabulary knows is no slip', () => {
  const guides = (query: string) =>
    searchResources(catalog.resourceSearch, { query, limit: 5 }).resources.map((r) => r.slug);

  it('cartridges fitting the half mask answer a mask for a gas; ear muffs fitting a helmet are no helmet', () => {
    // Neither query names a word of the cartridges' name or search terms: they come as a kind of respirator.
    expect(slugs('gas mask H2S', 2)).toEqual([
      'rakshak-rk-9102-half-mask-respirator',
      'rakshak-rk-9200-abek1-filter-cartridges',
    ]);
    expect(slugs('mask for pesticide spraying', 2)).toEqual([
      'rakshak-rk-9102-half-mask-respirator',
      'rakshak-rk-9200-abek1-filter-cartridges',
    ]);
    expect(slugs('mask', 10)).not.toContain('rakshak-rk-9200-abek1-filter-cartridges');
    expect(slugs('helmet', 10)).not.toContain('vajra-vj-em25h-helmet-ear-muffs');
  });

  it('"gloves free size" asks for gloves in one size for all, not for something free of gloves', () => {
    expect(slugs('gloves free size')).toEqual(['suraksha-sg-cotton-knitted-gloves']);
    expect(slugs('free size hand gloves', 1)).toEqual(['suraksha-sg-cotton-knitted-gloves']);
    // The size filter and the facet read "Free size" the same way.
    expect(slugs('one size gloves')).toEqual(slugs('gloves', 20).filter((slug) => sizesOf(slug).includes(ONE_SIZE)));
    expect(slugs('coverall free size')).not.toContain('vajra-vj-fr220-flame-retardant-coverall');
  });

  it('a paint booth is no boot, a furnace door no dust, hot molasses no glasses', () => {
    const categoryOf = new Map(publishedProducts().map((p) => [p.slug, p.category]));
    const first = (query: string) => {
      const found = products(query, { limit: 1 });
      return (found.products[0] ?? found.partial?.products[0])?.slug;
    };
    expect(categoryOf.get(first('paint booth thinner smell')!)).toBe('Respiratory Protection');
    expect(first('radiant heat near furnace door')).toBe('rakshak-rk-ac60-aluminised-fire-proximity-suit');
    expect(first('hot molasses splash on face')).toBe('vajra-vj-fs300-face-shield-with-browguard');
  });

  it('a fall from a platform finds the harness, its lanyard and the fall arrester first', () => {
    expect(slugs('worker may fall from loading platform').slice(0, 4)).toEqual(
      expect.arrayContaining([
        'kavach-kv-fh21-full-body-harness',
        'kavach-kv-srl6-retractable-fall-arrester',
        'rakshak-rk-la180-shock-absorbing-lanyard',
      ]),
    );
  });

  it('"dress" is clothing; Hindi "chalega" and Tamil "neenda naal" ask how long a thing lasts', () => {
    expect(slugs('aag se bachne wala dress', 4)).toContain('dhruvgard-dg-hv3-fr-hi-vis-jacket');
    expect(guides('ppe neenda naal varuvadhu')[0]).toBe('ppe-care-and-storage');
    expect(guides('harness kitne din chalega')).toContain('full-body-harness-inspection');
  });
});

describe('the place of a need; a negated pair; static sparks, fingers and "working"', () => {
  const firstShown = (query: string, limit = 3) => {
    const found = products(query, { limit });
    return (found.products.length > 0 ? found.products : (found.partial?.products ?? [])).map((p) => p.slug);
  };
  const antistatic = [
    'rakshak-rk-3301-esd-safety-shoe',
    'vajra-vj-fr220-flame-retardant-coverall',
    'dhruvgard-dg-hv3-fr-hi-vis-jacket',
  ];

  it('the words after "near" are where the need is: never its type, and they rank below the need\'s own words', () => {
    // Before, "gas" and "vapour" were read as the type asked for: masks and cartridges answered.
    expect(firstShown('static spark near gas line').sort()).toEqual([...antistatic].sort());
    expect(firstShown('static spark near ethanol vapour').sort()).toEqual([...antistatic].sort());
    // When the place is all the query says, it is the need: "molten metal" ("working" says nothing)...
    expect(firstShown('working near molten metal', 1)).toEqual(['dhruvgard-dg-h12-fibreglass-foundry-helmet']);
    // ... as when no product has a word of the need: those with both words of the place, not each with one.
    expect(firstShown('blorf near molten metal', 10).sort()).toEqual([
      'dhruvgard-dg-h12-fibreglass-foundry-helmet',
      'vajra-vj-fb11-foundry-boot',
      'vajra-vj-wg45-welding-gauntlet',
    ]);
  });

  it('a static spark is static, not the spark of welding or grinding', () => {
    expect(firstShown('static sparks in powder mixing room', 5)).not.toContain(
      'vajra-vj-ws9-auto-darkening-welding-helmet',
    );
    expect(antistatic).toContain(firstShown('static spark risk', 1)[0]);
  });

  it('"without work positioning belt" negates the pair a harness holds, not every product with "work"', () => {
    expect(firstShown('harness without work positioning belt')).toEqual(['kavach-kv-fh21-full-body-harness']);
    // A word alone is negated as before.
    expect(firstShown('mask without valve', 10)).not.toContain('kavach-kv-r2-ffp2-valved-respirator');
  });

  it('cuts on fingers ask for gloves', () => {
    expect(firstShown('cuts on fingers', 2).sort()).toEqual([
      'kavach-kv-g330-cut-level-c-gloves',
      'kavach-kv-g550-cut-level-f-gloves',
    ]);
  });
});

describe('a Hindi postposition: the word before "pe", "mein", "se" or "ko" says where, not what is asked for', () => {
  const earMuffs = [
    'vajra-vj-em25h-helmet-ear-muffs',
    'kavach-kv-em27-ear-muffs',
    'himshield-hs-em31-high-attenuation-ear-muffs',
  ];

  it('"ear muff jo helmet pe lage" (that fit on a helmet) asks for ear muffs, the helmet-mounted ones first', () => {
    expect(slugs('ear muff jo helmet pe lage', 3)).toEqual(earMuffs);
    expect(slugs('kaan dhakne wala muff helmet pe lagne wala', 3)[0]).toBe('vajra-vj-em25h-helmet-ear-muffs');
    // "jo" (which) says nothing: no product is labelled as lacking it.
    const lacking = products('ear muff jo helmet pe lage', { limit: 3 }).alsoFits?.lacking ?? [];
    expect(lacking.map((l) => l.words)).toEqual([['helmet'], ['helmet']]);
  });

  it('a kind before a postposition is still the type when no other kind is named', () => {
    const answer = slugs('helmet pe lagne wala', 10);
    expect(answer).toContain('kavach-kv-h500-ratchet-safety-helmet');
    // Of the type: ear muffs that fit a helmet hold the word but are no helmet.
    expect(answer).not.toContain('vajra-vj-em25h-helmet-ear-muffs');
  });

  it('"kaan ki topi", an ear cap, is ear muffs, not a helmet', () => {
    expect(slugs('kaan ki topi DG set ke shor me', 3)[0]).toBe('kavach-kv-em27-ear-muffs');
    expect(slugs('kaan ki topi', 10)).not.toContain('kavach-kv-h500-ratchet-safety-helmet');
  });
});

describe('a part of another product follows what is worn whole; a smell is a vapour; Hindi "rang"', () => {
  const filters = 'rakshak-rk-9120-p3-particulate-filters';

  it('a part, its "Fits" row naming a product of its category, states what it fits', () => {
    const factsOf = (slug: string) => catalog.productSearch.store.facts(catalog.productSearch.positions.get(slug)!);
    expect(factsOf(filters)).toContain('fits:respirator');
    expect(factsOf('rakshak-rk-9200-abek1-filter-cartridges')).toContain('fits:respirator');
    expect(factsOf('rakshak-rk-9102-half-mask-respirator').filter((f) => f.startsWith('fits:'))).toEqual([]);
    // Ear muffs that fit a helmet are of another category: no part of it.
    expect(factsOf('vajra-vj-em25h-helmet-ear-muffs').filter((f) => f.startsWith('fits:'))).toEqual([]);
  });

  it('dust to breathe finds the masks before the filters of one, which hold "breathing" only in a use note', () => {
    const answer = answerOf('stone crusher dust breathing');
    expect(answer[0]).toBe('kavach-kv-r2-ffp2-valved-respirator');
    for (const mask of ['kavach-kv-r3-ffp3-respirator', 'rakshak-rk-9102-half-mask-respirator'])
      expect(answer.indexOf(mask)).toBeLessThan(answer.indexOf(filters));
  });

  it('... only after those of its category: the cartridges before a glove for a spray’s smell', () => {
    expect(answerOf('coughing from insecticide spray smell', 2)).toEqual([
      'rakshak-rk-9102-half-mask-respirator',
      'rakshak-rk-9200-abek1-filter-cartridges',
    ]);
  });

  it('... but a part whose name or search terms hold a word of the query ranks by its words as before', () => {
    expect(answerOf('welding fume', 1)).toEqual([filters]);
    expect(answerOf('rakshak filter', 2)).toEqual([filters, 'rakshak-rk-9200-abek1-filter-cartridges']);
  });

  it('a smell is a vapour to filter, not the solvent a glove resists', () => {
    for (const query of ['spray gun solvent smell', 'lacquer spraying solvent smell'])
      expect(answerOf(query, 1)).toEqual(['rakshak-rk-9200-abek1-filter-cartridges']);
    // Not every product with the word "gas" ("gas welding goggles") for a chlorine smell: the gas filters and the
    // masks they fit, then only the particle filters, which state they give no protection against vapours.
    const chlorine = answerOf('chlorine smell near bleaching tank');
    expect(chlorine.slice(0, 3).sort()).toEqual([
      'rakshak-rk-9102-half-mask-respirator',
      'rakshak-rk-9200-abek1-filter-cartridges',
      'vajra-vj-fm60-full-face-mask',
    ]);
    expect(chlorine.slice(3)).toEqual(['rakshak-rk-9120-p3-particulate-filters']);
  });

  it('Hindi "rang" is a colour: the guide to the filters’ colour codes', () => {
    const guides = (query: string) =>
      searchResources(catalog.resourceSearch, { query, limit: 5 }).resources.map((r) => r.slug);
    expect(guides('rang ka matlab')).toEqual(['respirator-filter-colour-codes-en-14387']);
    expect(guides('cartridge rang matlab')).toEqual(['respirator-filter-colour-codes-en-14387']);
  });
});

describe('a body part the type is for says nothing of which; muffs without a headband; fire proof; dust', () => {
  it('"aankh ka chashma", eye glasses, finds spectacles first, not goggles whose text names the eyes they seal', () => {
    for (const query of ['aankh ka chashma', 'lab mate aankh na chashma'])
      expect(answerOf(query, 1)).toEqual(['rakshak-rk-5510-clear-safety-spectacles']);
    // The same order as the type alone.
    expect(answerOf('helmet for head', 6)).toEqual(answerOf('helmet', 6));
  });

  it('... but a word that tells which of a category still ranks: the high SNR muffs for a very loud forge', () => {
    expect(answerOf('hearing protection for very loud drop forge', 2)).toEqual([
      'himshield-hs-em31-high-attenuation-ear-muffs',
      'rakshak-rk-ep37-foam-ear-plugs',
    ]);
  });

  it('ear muffs without a headband are the helmet-mounted ones; those stating a headband are left out', () => {
    for (const query of ['ear muffs without headband', 'ear muff not headband type', 'headband ke bina ear muff']) {
      const answer = answerOf(query);
      expect(answer[0]).toBe('vajra-vj-em25h-helmet-ear-muffs');
      expect(answer).not.toContain('kavach-kv-em27-ear-muffs');
    }
    // The words after it still read as the muffs' need, not a helmet asked for.
    expect(answerOf('ear muffs without headband helmet clip', 1)).toEqual(['vajra-vj-em25h-helmet-ear-muffs']);
  });

  it('"fire proof" is "fireproof": the flame retardant coverall, not the suit named for fire proximity', () => {
    expect(answerOf('fire proof coverall', 1)).toEqual(['vajra-vj-fr220-flame-retardant-coverall']);
  });

  it('dust is no "flying particles": goggles against dust are not the gas welding goggles first', () => {
    expect(answerOf('dhool se bachne ka chasma', 1)).not.toEqual(['dhruvgard-dg-wg5-gas-welding-goggles']);
    expect(answerOf('dust goggles', 1)).toEqual(['kavach-kv-e120-anti-fog-safety-goggles']);
  });
});

describe('a product denying a word is denied it even by a related word or a slip; slurry is for gumboots', () => {
  const dustMask = 'suraksha-sg-n95-dust-mask';
  const masks = ['kavach-kv-r2-ffp2-valved-respirator', 'kavach-kv-r3-ffp3-respirator', 'vajra-vj-fm60-full-face-mask'];

  it('the dust mask, "not a certified respirator", follows the respirators for "respirator mask", a mask too', () => {
    for (const query of ['respirator mask', 'respirater mask', 'respirtor mask']) {
      const answer = answerOf(query);
      for (const mask of [...masks, 'himshield-hs-f110-ffp1-fold-flat-mask'])
        expect(answer.indexOf(mask), `${query}: ${mask}`).toBeLessThan(answer.indexOf(dustMask));
    }
  });

  it('... and stays in the answer, last of them: buyers call it a respirator too', () => {
    expect(answerOf('respirator').at(-1)).toBe(dustMask);
  });

  it('slurry, as mud ("kichad"), is for the waterproof gumboot, not boots whose upper only resists water', () => {
    for (const query of ['boots for slurry', 'standing in slurry all day'])
      expect(answerOf(query)[0]).toBe('suraksha-sg-gumboot-pvc');
  });
});

describe('a hazard going in a part of the body asks for what protects it; Telugu "kalla jodu" is spectacles', () => {
  const goggles = 'kavach-kv-e120-anti-fog-safety-goggles';

  it('dust going "in eyes" asks for eye protection, not the dust masks (the word before "at" is where work is)', () => {
    for (const query of ['oxide dust and acid drops going in eyes', 'iron ore dust going in eyes on haul road'])
      expect(answerOf(query)[0], query).toBe(goggles);
    expect(answerOf('silica dust at tunnel face after blasting')[0]).toBe('kavach-kv-r3-ffp3-respirator');
  });

  it('the body part named first stays the object: "feet in slurry" asks for footwear, not only the gumboot', () => {
    expect(answerOf('feet in slurry water whole day').length).toBeGreaterThan(1);
  });

  it('"kalla jodu" (Telugu: spectacles) finds the visitor overspecs for visitors', () => {
    expect(answerOf('visitors ki kalla jodu')[0]).toBe('suraksha-sg-e10-visitor-overspecs');
    expect(answerOf('kallajodu')).toContain('rakshak-rk-5510-clear-safety-spectacles');
  });
});

describe('a named type before other kinds; mounted accessories; a slip of the vocabulary; fire as flame', () => {
  const harness = 'kavach-kv-fh21-full-body-harness';
  const helmetMuffs = 'vajra-vj-em25h-helmet-ear-muffs';

  it('a harness asked for comes before the rope grab, another kind whose description only names the place', () => {
    for (const query of ['harness for silo entry', 'harness for manhole entry sewer']) {
      const answer = answerOf(query);
      expect(answer[0], query).toBe(harness);
      expect(answer, query).toContain('suraksha-sg-ra10-rope-grab');
    }
    // Another kind named for a word of the query keeps its place: the face shield named for grinding.
    expect(answerOf('chashma for grinding').slice(0, 2)).toContain('vajra-vj-fs300-face-shield-with-browguard');
  });

  it('helmet-mounted ear muffs state it (on:helmet) and follow the muffs worn alone unless a helmet is named', () => {
    const factsOf = (slug: string) => catalog.productSearch.store.facts(catalog.productSearch.positions.get(slug)!);
    expect(factsOf(helmetMuffs)).toContain('on:helmet');
    expect(factsOf('kavach-kv-em27-ear-muffs').filter((f) => f.startsWith('on:'))).toEqual([]);
    for (const query of ['noise muff', 'ear muffs', 'awaj jast kanala muff']) {
      const answer = answerOf(query);
      for (const muffs of ['kavach-kv-em27-ear-muffs', 'himshield-hs-em31-high-attenuation-ear-muffs'])
        expect(answer.indexOf(muffs), `${query}: ${muffs}`).toBeLessThan(answer.indexOf(helmetMuffs));
    }
    for (const query of ['helmet ear muff', 'ear muff for helmet']) expect(answerOf(query)[0], query).toBe(helmetMuffs);
  });

  it('a slip of a word the vocabulary relates is read as it: "kaadav" (Gujarati, mud) is "kadav": gumboot', () => {
    expect(answerOf('kaadav ma chalva mate boot')[0]).toBe('suraksha-sg-gumboot-pvc');
    // ... and a burr, the sharp edge machining leaves, is no slip of "burn".
    expect(answerOf('sharp burr cutting fingers')[0]).toMatch(/^kavach-kv-g(330|550)-cut-level/);
  });

  it('"aag" (fire) asks for flame retardant clothing; a suit near fire or a furnace is the proximity suit', () => {
    for (const query of ['aag se bachne wala coverall', 'aag wala kapda coverall', 'aagun theke bachar jama'])
      expect(answerOf(query)[0], query).toBe('vajra-vj-fr220-flame-retardant-coverall');
    for (const query of ['aag ni paase kaam mate suit', 'bhatti ke paas aag wala suit'])
      expect(answerOf(query)[0], query).toBe('rakshak-rk-ac60-aluminised-fire-proximity-suit');
  });

  it('shot blasting is sandblasting (not a slot); "kala kanch" is tinted glass, not a respirator filter', () => {
    expect(answerOf('very loud shot blasting noise')[0]).toBe('himshield-hs-em31-high-attenuation-ear-muffs');
    expect(answerOf('chashma dhoop ke liye kala kaanch')[0]).toBe('himshield-hs-sg2-smoke-lens-spectacles');
  });

  it('"piling" names the site, never a slip of "oiling": piling work gloves do not lead with the oil gauntlet', () => {
    expect(answerOf('piling work gloves')[0]).not.toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });

  it('who pays for PPE is the law guide ("provided free of cost")', () => {
    expect(firstArticle('who pays for PPE')).toBe('factories-act-ppe-obligations');
  });
});

describe('touching a hot part is contact heat; a worker not seen needs to be seen; fly ash; fuel; genitives', () => {
  const heatGloves = 'dhruvgard-dg-hr250-heat-resistant-gloves';
  const categoryOf = (slug: string | undefined) => catalog.products.find((p) => p.slug === slug)?.category;

  it('touching a hot part asks for contact heat gloves, not the touchscreen-friendly cut gloves', () => {
    for (const query of ['touching hot pipes', 'touching hot exhaust manifold'])
      expect(answerOf(query)[0], query).toBe(heatGloves);
    expect(answerOf('touch screen gloves')[0]).toBe('kavach-kv-g330-cut-level-c-gloves');
    // ... and coughing, a slip away from "touching", is breathing.
    expect(categoryOf(answerOf('workers coughing near spray booth')[1])).toBe('Respiratory Protection');
  });

  it('a worker not visible, or a driver who cannot see them, asks for high visibility clothing', () => {
    expect(answerOf('workers not visible on the road at night')[0]).toBe('kavach-kv-hv2-high-visibility-vest');
    expect(products('forklift driver cannot see pickers', { limit: 10 }).partial?.products[0]?.slug).toBe(
      'kavach-kv-hv2-high-visibility-vest',
    );
  });

  it('fly ash is a dust (never "flying"); cashew shell oil on the hands asks for chemical gloves', () => {
    for (const query of ['fly ash handling', 'fly ash unloading at jetty'])
      expect(categoryOf(answerOf(query)[0]), query).toBe('Respiratory Protection');
    for (const query of ['cashew shell oil on hands', 'godambi factory gloves'])
      expect(answerOf(query)[0], query).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });

  it('fuel and hydrocarbons are a refinery hazard: the flame-retardant antistatic coverall', () => {
    for (const query of ['coverall for fuel handling', 'refuelling crew coverall'])
      expect(answerOf(query)[0], query).toBe('vajra-vj-fr220-flame-retardant-coverall');
  });

  it('a genitive makes a compound: "dhool ka mask" and "dhool wala mask" are a dust mask', () => {
    expect(answerOf('dhool ka mask').slice(0, 5)).toEqual(answerOf('dust mask').slice(0, 5));
    expect(answerOf('dhool wala mask packing ke liye')[0]).toBe(answerOf('dust mask for packing')[0]);
  });
});

describe('caustic soda is caustic; a guest is a visitor; an auto-darkening mask; "band karna" names no band', () => {
  it('caustic soda asks for the chemical gauntlet, and its guide is still the EN 374 one (sodium hydroxide)', () => {
    expect(answerOf('gloves for caustic soda handling')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
    expect(firstArticle('which glove for caustic soda')).toBe('chemical-resistant-gloves-en-374');
  });

  it('"mehman" (a guest, Hindi and Urdu) is a visitor: the visitor overspecs', () => {
    expect(answerOf('mehman ke liye chashma')[0]).toBe('suraksha-sg-e10-visitor-overspecs');
  });

  it('an auto-darkening mask, or an "auto dark mask", is the welding helmet, not a respirator', () => {
    for (const query of ['auto dark mask for welding', 'auto darkening mask'])
      expect(answerOf(query)[0], query).toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
  });

  it('a longer word the vocabulary relates counts as related, not as a mere expansion: "water" is waterproof', () => {
    // "water" begins "waterproof" and relates to it: the fully waterproof gumboot before the water-resistant boots.
    for (const query of ['boots for water', 'paani mein kaam ke joote'])
      expect(answerOf(query)[0], query).toBe('suraksha-sg-gumboot-pvc');
  });

  it('"band karna" (to shut) names no band: muffs asked for come before the banded plugs', () => {
    const first = answerOf('shor band karne ke liye muff').slice(0, 3);
    expect(
      first.every((slug) => slug.endsWith('-ear-muffs')),
      first.join(),
    ).toBe(true);
    expect(answerOf('kaan band karne wala plug')[0]).not.toBe('dhruvgard-dg-bp22-banded-ear-plugs');
  });
});

describe('hazards a text calls low are not what a product is for; agrochemicals, effluent and the face', () => {
  const cottonGloves = 'suraksha-sg-cotton-knitted-gloves';

  it('the cotton gloves "where cut, heat and chemical hazards are low" follow gloves made for those hazards', () => {
    const chemicalGloves = answerOf('chemical gloves');
    expect(chemicalGloves[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
    expect(chemicalGloves.at(-1)).toBe(cottonGloves);
    expect(answerOf('caustic lye dosing, workers hands getting burnt')[0]).toBe(
      'rakshak-rk-7720-nitrile-chemical-gauntlet',
    );
    expect(answerOf('acid pickling').slice(0, 5)).not.toContain(cottonGloves);
  });

  it('a chemical suit is the type 5/6 coverall, whose text names agrochemicals and liquid splash', () => {
    for (const query of ['chemical suit', 'chemical wala suit'])
      expect(answerOf(query)[0], query).toBe('himshield-hs-cr5-chemical-splash-suit');
  });

  it('boots for an effluent treatment plant (ETP) are the waterproof gumboot', () => {
    for (const query of ['boots for ETP', 'ETP lo bootlu', 'boots for effluent treatment'])
      expect(answerOf(query)[0], query).toBe('suraksha-sg-gumboot-pvc');
  });

  it('"munh" (Hindi, the face) asks for what covers the face', () => {
    expect(answerOf('welding ke liye munh dhakne wala').slice(0, 2)).toContain(
      'vajra-vj-ws9-auto-darkening-welding-helmet',
    );
  });
});

describe('a level of noise in dB; a slip keeps its first letter; a stray of the type; acids; a person falling', () => {
  const hearing = [
    'kavach-kv-em27-ear-muffs',
    'himshield-hs-em31-high-attenuation-ear-muffs',
    'vajra-vj-em25h-helmet-ear-muffs',
    'rakshak-rk-ep37-foam-ear-plugs',
    'dhruvgard-dg-bp22-banded-ear-plugs',
    'suraksha-sg-reusable-ear-plugs',
  ];

  it('"noise 95 dB" is a level of noise, not an SNR no protector has: hearing protection answers', () => {
    for (const query of ['tablet compression hall noise 95 dB full shift', '95 dB', 'noise above 85 db']) {
      const found = answerOf(query);
      expect(found.length, query).toBeGreaterThan(0);
      expect(
        found.slice(0, 3).every((slug) => hearing.includes(slug)),
        query,
      ).toBe(true);
    }
    // Below 50 dB it is still an SNR: at least 30 dB.
    expect(answerOf('ear muffs 30 dB')).toEqual([
      'himshield-hs-em31-high-attenuation-ear-muffs',
      'rakshak-rk-ep37-foam-ear-plugs',
    ]);
  });

  it('"dyeing" is not read as a slip of "eyeing": a dye house floor asks for boots, not goggles', () => {
    expect(answerOf('water everywhere on dyeing hall floor, feet always wet')[0]).toBe('suraksha-sg-gumboot-pvc');
    expect(answerOf('going up on dyeing machine shed roof, fall risk')[0]).not.toMatch(/goggles|spectacles/);
  });

  it('the safety helmets answer "helmet for forklift area", which only the welding helmet\'s description has', () => {
    const found = answerOf('helmet for warehouse forklift area');
    expect(found[0]).not.toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
    expect(found).toContain('kavach-kv-h500-ratchet-safety-helmet');
  });

  it('an acid by name is an acid: "nitric" is no slip of "nitrile" (the cut gloves are nitrile coated)', () => {
    const found = answerOf('nitric acid');
    expect(found[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
    expect(found.slice(0, 5)).not.toContain('kavach-kv-g330-cut-level-c-gloves');
  });

  it('a person falling is a fall from height, not a falling object: harnesses, not helmets', () => {
    for (const query of ['stop lineman falling if he slips from cross arm', 'worker falling'])
      expect(answerOf(query).slice(0, 3).join(' '), query).not.toMatch(/helmet/);
    expect(answerOf('lineman falling').slice(0, 5)).toContain('kavach-kv-fh21-full-body-harness');
  });
});

describe('a related word is one word; fear of falling; unconscious; a paddy field; things flying at the eyes', () => {
  it('a related entry of two words has only catalog words, as each relates alone: "dam ghutna" is a synonym', () => {
    const related = (parse(readFileSync(SEARCH_VOCABULARY_FILE, 'utf8')) as { related: Record<string, string[]> })
      .related;
    const terms = new Set(catalog.productSearch.loaded.terms);
    for (const phrase of Object.keys(related).filter((key) => key.includes(' ')))
      for (const term of searchTerms(phrase)) expect(terms.has(term), `${phrase}: ${term}`).toBe(true);
  });

  it('"dam" alone is no "dam ghutna" (suffocation): only the phrase asks for confined-space gear', () => {
    expect(answerOf('dam ghutna').slice(0, 3)).toContain('suraksha-sg-ra10-rope-grab');
    expect(answerOf('dam')).not.toContain('suraksha-sg-ra10-rope-grab');
  });

  it('"fear of falling" from a tanker top is a fall, not falling objects: fall arrest, not helmets', () => {
    const found = answerOf('standing on top of milk tanker during unloading fear of falling');
    expect(found.slice(0, 3)).toContain('kavach-kv-srl6-retractable-fall-arrester');
    expect(found.slice(0, 3).join(' ')).not.toMatch(/helmet/);
  });

  it('an unconscious worker in a manhole needs rescue gear, not a boot', () => {
    expect(answerOf('pulling out unconscious worker from boiler manhole')[0]).not.toBe('vajra-vj-fb11-foundry-boot');
  });

  it('a paddy field is water and mud: the gumboot', () => {
    expect(answerOf('standing in paddy field water full day for cable trenching')[0]).toBe('suraksha-sg-gumboot-pvc');
  });

  it('working "without falling" asks for fall arrest, not for products without it; going inside is an entry', () => {
    const found = answerOf('cleaning factory shed roof gutters without falling').slice(0, 5);
    expect(found).toContain('kavach-kv-srl6-retractable-fall-arrester');
    expect(answerOf('someone going inside boiler drum for cleaning').slice(0, 5)).toContain(
      'suraksha-sg-ra10-rope-grab',
    );
  });

  it('leeches (jukha, Nepali) in a wet tea garden ask for the knee-high gumboot', () => {
    for (const query of ['jukha bata bachna lamo juta', 'boots against leeches'])
      expect(answerOf(query)[0], query).toBe('suraksha-sg-gumboot-pvc');
  });

  it('chips or fluff flying at the eyes ask for impact-rated eyewear before the gas welding goggles', () => {
    for (const query of ['stone chips flying into eyes at rock breaker', 'fluff flying in eyes at carding machine'])
      expect(answerOf(query)[0], query).not.toBe('dhruvgard-dg-wg5-gas-welding-goggles');
  });
});

describe('a word before "from" or "in" in an Indian language is a place; "out" and "up" are particles', () => {
  it('"chokher chosma dhulo theke" (Bengali: the eyes\' spectacles, from dust) asks for eyewear, not masks', () => {
    expect(answerOf('chokher chosma dhulo theke bachate')[0]).toMatch(/goggles|spectacles|overspecs/);
  });

  it('"taking hot trays out of the autoclave" asks for heat gloves, not the boot of "flesh-out" leather', () => {
    for (const query of ['taking hot trays out of autoclave after steam sterilisation', 'taking hot tiles out of kiln'])
      expect(answerOf(query)[0], query).toBe('dhruvgard-dg-hr250-heat-resistant-gloves');
  });

  it('"sookshikkunnathu" (Malayalam, storing) asks for the care and storage guide', () => {
    expect(firstArticle('PPE sookshikkunnathu engane')).toBe('ppe-care-and-storage');
  });

  it('"no need to flip up" keeps the welding helmet first (up is no word of a flip-up product)', () => {
    expect(answerOf('welding helmet no need to flip up')[0]).toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
  });
});

describe('two words typed apart that are one word of the vocabulary; a gas torch; storing in Telugu', () => {
  it('"thee pidikkatha" (Malayalam, typed apart) is "theepidikkatha": flame retardant', () => {
    expect(firstArticle('thee pidikkatha uniform ethu venam')).toBe('flame-retardant-clothing-en-iso-11612');
    expect(answerOf('thee pidikkatha dress')[0]).toMatch(/fr|flame|aluminised/);
  });

  it('a gas torch cuts metal: the gas welding goggles, not respirators for a gas', () => {
    expect(answerOf('cutting worn jaw plates with gas torch, sparks and glare')[0]).toBe(
      'dhruvgard-dg-wg5-gas-welding-goggles',
    );
  });

  it('"bhadraparachali" (Telugu, to keep safely) asks for the care and storage guide', () => {
    expect(firstArticle('PPE ni ela bhadraparachali')).toBe('ppe-care-and-storage');
  });
});

describe('a type negated whole; a genitive in a phrase; words for flash fire, gas fuels, bolts, snow, law', () => {
  it('"hearing protection not ear muffs" gives the ear plugs; "non vented helmet" still asks for a helmet', () => {
    expect(answerOf('hearing protection not ear muffs').slice(0, 3).sort()).toEqual([
      'dhruvgard-dg-bp22-banded-ear-plugs',
      'rakshak-rk-ep37-foam-ear-plugs',
      'suraksha-sg-reusable-ear-plugs',
    ]);
    expect(answerOf('hearing protection not ear plugs').slice(0, 3)).toEqual(
      expect.arrayContaining(['kavach-kv-em27-ear-muffs', 'himshield-hs-em31-high-attenuation-ear-muffs']),
    );
    expect(answerOf('non vented helmet for electricians')[0]).toBe('rakshak-rk-h800-electrical-safety-helmet');
  });

  it('a genitive between the words of a phrase is part of it: "welding ka mask", "welding nu mask" (Gujarati)', () => {
    for (const query of ['welding ka mask auto dark', 'welding nu mask auto dark wala'])
      expect(answerOf(query)[0], query).toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
  });

  it('"mixing" is no slip of MIG welding: gloves for pesticide mixing are the chemical gauntlet', () => {
    expect(answerOf('gloves for pesticide mixing')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });

  it('CNG, LPG and PNG are fuels: a coverall for them is the flame-retardant antistatic one', () => {
    for (const query of ['coverall for CNG station', 'coverall for LPG bottling', 'coverall for PNG line work'])
      expect(answerOf(query)[0], query).toBe('vajra-vj-fr220-flame-retardant-coverall');
  });

  it('a flash fire asks for flame-retardant clothing before the aluminised proximity suit', () => {
    expect(answerOf('hot tapping flash fire')[0]).toBe('vajra-vj-fr220-flame-retardant-coverall');
    expect(answerOf('flash fire risk near LPG and coal gasifier').slice(0, 2).sort()).toEqual([
      'dhruvgard-dg-hv3-fr-hi-vis-jacket',
      'vajra-vj-fr220-flame-retardant-coverall',
    ]);
  });

  it('bolts are what is worked on, never a slip of boots', () => {
    expect(answerOf('oxy acetylene cutting of old tower bolts protect eyes')[0]).toBe(
      'dhruvgard-dg-wg5-gas-welding-goggles',
    );
  });

  it('"barf" (snow, cold and wet) and "lambe joote" (long shoes) each ask for the knee-length gumboot', () => {
    for (const query of ['barf mein pehanne wale joote', 'lambe joote chahiye', 'barf mein pehanne wale lambe joote'])
      expect(answerOf(query)[0], query).toBe('suraksha-sg-gumboot-pvc');
  });

  it('"kala sheesha" (dark glass) on a welding helmet is the auto-darkening one', () => {
    expect(answerOf('welding wala kala sheesha helmet')[0]).toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
  });

  it('"farajiyat" (Gujarati, compulsory) asks for the Factories Act guide', () => {
    expect(firstArticle('factory ma PPE aapvu farajiyat che ke nahi')).toBe('factories-act-ppe-obligations');
  });
});

describe('Hindi "jis" (which) begins what describes the word before it; bearings; acid fumes; Gujarati words', () => {
  it('"sar ki topi jis pe kaan ka muff lag jaye" asks for a helmet that takes ear muffs, not the muffs', () => {
    expect(answerOf('sar ki topi jis pe kaan ka muff lag jaye')[0]).toMatch(/helmet/);
    expect(answerOf('sar ki topi jis pe kaan ka muff lag jaye')[0]).not.toBe('vajra-vj-em25h-helmet-ear-muffs');
    expect(answerOf('ear muff jo helmet pe lage')[0]).toBe('vajra-vj-em25h-helmet-ear-muffs');
  });

  it('a bearing is worked on, never a slip of "hearing": a hot bearing asks for heat gloves', () => {
    expect(answerOf('picking up hot bearing after induction heater')[0]).toBe(
      'dhruvgard-dg-hr250-heat-resistant-gloves',
    );
  });

  it('acid fumes and acid mist are the acid gases a gas cartridge is rated for, not particles', () => {
    for (const query of ['acid mist smell at battery breaking', 'breathing acid fumes while boiling diamonds in acid'])
      expect(answerOf(query)[0], query).toBe('rakshak-rk-9200-abek1-filter-cartridges');
  });

  it('Gujarati "joda" (shoes) and "saachvi" (keep safe) find their guides', () => {
    expect(firstArticle('safety joda kevi rite pasand karva')).toBe('how-to-choose-safety-shoes');
    expect(firstArticle('PPE saachvi ne rakhvani rit')).toBe('ppe-care-and-storage');
  });
});

describe('thermoplastics by name; a mast is climbed; sawdust; words of Tamil, Kannada and Mizo', () => {
  it('"not thermoplastic" excludes the shells moulded from one (HDPE, ABS): the fibreglass foundry helmet', () => {
    expect(answerOf('furnace helmet not thermoplastic')[0]).toBe('dhruvgard-dg-h12-fibreglass-foundry-helmet');
    expect(answerOf('helmet not thermoplastic')).not.toContain('suraksha-sg-h200-nape-helmet');
  });

  it('a mast is climbed like a tower, no slip of "mask": "mast kayarumbol veezhcha" (Malayalam) is fall arrest', () => {
    expect(answerOf('mast kayarumbol veezhcha')[0]).toMatch(/harness|fall-arrester|rope-grab|lanyard/);
  });

  it('"veyil kannadi" (Tamil, sun glasses) is the smoke lens spectacles; "ukku" (steel): the steel toe shoe', () => {
    expect(answerOf('veyil kannadi')[0]).toBe('himshield-hs-sg2-smoke-lens-spectacles');
    expect(answerOf('ukku kaarkhane safety shoe').slice(0, 3)).toContain('kavach-ss-204-steel-toe-safety-shoe');
  });

  it('sawdust is a wood dust: the dust masks, not the cut gloves for "planing timber"', () => {
    expect(answerOf('sawdust while planing timber in carpentry shop')[0]).toMatch(/ffp|dust-mask/);
  });

  it('Mizo: pheikhawk (shoes), kut kawr (gloves), lukhum (helmet), beng and thawm (ear, noise), ruah (rain)', () => {
    expect(answerOf('kut kawr welding atan')[0]).toBe('vajra-vj-wg45-welding-gauntlet');
    expect(answerOf('lukhum khauh hnathawkte tan')[0]).toMatch(/helmet/);
    for (const query of ['beng tuamna thawm nasa', 'beng tuamna', 'thawm nasa'])
      expect(answerOf(query)[0], query).toMatch(/ear-muffs|ear-plugs/);
    expect(answerOf('ruah sur laia hna thawh pheikhawk')[0]).toBe('suraksha-sg-gumboot-pvc');
    expect(firstArticle('pheikhawk him thlan dan')).toBe('how-to-choose-safety-shoes');
  });
});

describe('a lone product of the type is followed by its category; the word a type is named with', () => {
  it('"face shield for grinding castings": the face shield, then eyewear for grinding, as "also fits"', () => {
    const found = products('face shield for grinding castings', { limit: 10 });
    expect(found.products[0]!.slug).toBe('vajra-vj-fs300-face-shield-with-browguard');
    expect(found.products.map((p) => p.slug)).toContain('kavach-kv-e120-anti-fog-safety-goggles');
    for (const p of found.products) expect(p.category, p.slug).toBe('Eye & Face Protection');
    expect(found.alsoFits?.lacking.map((l) => l.slug)).toContain('kavach-kv-e120-anti-fog-safety-goggles');
  });

  it('the lone answer stays first before its followers ("sheild face browguard": the face shield)', () => {
    expect(slugs('sheild face browguard', 10)[0]).toBe('vajra-vj-fs300-face-shield-with-browguard');
    expect(slugs('sheild face browguard', 10).length).toBeGreaterThan(1);
  });

  it('a lone answer lacking two words is not followed: "face shield for grinding wheel flange" stays alone', () => {
    expect(slugs('face shield for grinding wheel flange', 10)).toEqual(['vajra-vj-fs300-face-shield-with-browguard']);
  });

  it('a query stating a requirement keeps its lone answer alone ("hi vis vest non FR")', () => {
    expect(slugs('hi vis vest non FR', 10)).toEqual(['kavach-kv-hv2-high-visibility-vest']);
  });

  it('the word a type is named with is no other word: "ear muff for noise area" gives muffs before the plugs', () => {
    for (const query of ['ear muff for noise area', 'shor wale area ke liye kaan ka muff'])
      expect(answerOf(query)[0], query).toMatch(/ear-muffs/);
  });
});

describe('a type named before a hazard of another category; maintenance; a welding face cover in Tamil', () => {
  it('"aankh ka chashma dhool ramp pe" asks for spectacles against dust, not dust masks', () => {
    for (const query of ['aankh ka chashma dhool ramp pe', 'kalladdalu dhummu kallalo padakunda'])
      expect(answerOf(query)[0], query).toMatch(/spectacles|goggles/);
  });

  it('not before a part of the body: "monsoon waterlogged apron, feet soaked all shift" asks for boots', () => {
    expect(answerOf('monsoon waterlogged apron, feet soaked all shift')[0]).toBe('suraksha-sg-gumboot-pvc');
  });

  it('maintenance says when, not what fits: a fall "during maintenance" is fall arrest, not a karabiner', () => {
    expect(answerOf('falling from top of calender during maintenance')[0]).toMatch(/harness|fall-arrester|lanyard/);
  });

  it('"welding mugamoodi" (Tamil, a face cover) is the welding mask, not a respirator', () => {
    expect(answerOf('welding mugamoodi')[0]).toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
  });
});

describe('a slip of the first letter names no type; Marathi and Konkani words', () => {
  it('"bead wire cutting hand cuts": bead is no slip of "head" (helmets); the cut-resistant gloves answer', () => {
    expect(answerOf('bead wire cutting hand cuts')[0]).toMatch(/cut-level/);
  });

  it('a slip that keeps the first letter still names it: "helment for welding" is a helmet', () => {
    expect(answerOf('helment for welding')[0]).toMatch(/helmet/);
  });

  it('Marathi "malkala" (to the owner) and "theva" (keep) find the Factories Act and care guides', () => {
    expect(firstArticle('kayda kay sangto PPE baddal malkala')).toBe('factories-act-ppe-obligations');
    expect(firstArticle('PPE kashi theva mhanje kharab hou naye')).toBe('ppe-care-and-storage');
  });

  it('Konkani: "zoto" (shoe) that does not slip ("ghasrona"), a boot for work in water ("udkant")', () => {
    expect(answerOf('pai ghasrona ashe zoto kitchenak')[0]).toMatch(/composite-toe|esd|gumboot/);
    expect(answerOf('udkant kaam korpak boot')[0]).toBe('suraksha-sg-gumboot-pvc');
  });
});

describe('a part negated; leather kinds; chemicals, body covers, stepping and textile fibre by name', () => {
  it('"respirator without cartridges" leaves out the half mask that takes them; a disposable one answers', () => {
    const answer = answerOf('respirator without cartridges');
    expect(answer).not.toContain('rakshak-rk-9102-half-mask-respirator');
    expect(answer[0]).toMatch(/ffp/);
    expect(answerOf('respirator without filters to change')).not.toContain('rakshak-rk-9102-half-mask-respirator');
  });

  it('"needed" ends a negation: "disposable respirator no cartridge needed" answers the disposable respirators', () => {
    expect(answerOf('disposable respirator no cartridge needed').length).toBeGreaterThanOrEqual(3);
  });

  it('"safety boots without leather" leaves out the boot with a nubuck upper (nubuck is leather)', () => {
    const answer = answerOf('safety boots without leather');
    expect(answer).not.toContain('kavach-ss-240-composite-toe-safety-boot');
    expect(answer).toContain('suraksha-sg-gumboot-pvc');
  });

  it('bleach, hypochlorite, formalin, disinfectant and mercaptan are chemicals: the chemical gauntlet first', () => {
    for (const query of [
      'gloves for hypochlorite bleach handling',
      'gloves for handling formalin and disinfectant',
      'gloves for handling mercaptan odorant drums',
    ])
      expect(answerOf(query)[0], query).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });

  it('a "full body cover" is a coverall: the chemical splash coverall for a peroxide leak', () => {
    expect(answerOf('peroxide drum leaked, need full body cover from chemical splash')[0]).toBe(
      'himshield-hs-cr5-chemical-splash-suit',
    );
  });

  it('stepping on nails or screws asks for footwear with an anti-penetration sole', () => {
    expect(answerOf('stepping on nails and sharp scrap')[0]).toBe('kavach-ss-204-steel-toe-safety-shoe');
    expect(answerOf('nails and screws all over the stage floor after set strike')[0]).toMatch(/safety-(shoe|boot)/);
  });

  it('cotton lint and fibre fluff are dust: disposable dust respirators answer', () => {
    expect(answerOf('cotton lint and fluff in knitting hall air')[0]).toMatch(/ffp|n95/);
  });
});

describe('Hindi and Marathi words for fog, stone, cement and dust', () => {
  it('"dhund" is fog: spectacles that do not fog up ("dhund nahi pakadta") are the anti-fog goggles', () => {
    expect(answerOf('chashma jo dhund nahi pakadta')[0]).toBe('kavach-kv-e120-anti-fog-safety-goggles');
  });

  it('"siment" (cement), "patthar" (stone), Marathi "dhulisathi" (for dust): a dust mask, not the half mask', () => {
    for (const query of ['siment ki gard se bachne ka naqab', 'patthar todne me saans ke mask', 'dhulisathi mask'])
      expect(answerOf(query)[0], query).toBe('kavach-kv-r2-ffp2-valved-respirator');
  });
});

describe('what covers the whole body in Hindi; Bengali shoes, falls and fillers', () => {
  it('"pura badan dhakne wala kapda" (cloth covering the whole body) asks for a coverall, not a hi-vis jacket', () => {
    expect(answerOf('pura badan dhakne wala kapda')[0]).toMatch(/coverall|suit/);
  });

  it('a helmet kept on ("helmet on all shift", "helmet stays on") asks for what mounts on it: the helmet muffs', () => {
    for (const query of [
      'helideck crew ears paining when chopper lands, helmet on all shift',
      'needle vibrator and genset noise on deck, helmet stays on whole shift',
    ])
      expect(answerOf(query)[0], query).toBe('vajra-vj-em25h-helmet-ear-muffs');
  });

  it('Hindi "kitni jagah" (how much space) below a fall is clearance; Konkani "samballunk" is care', () => {
    expect(firstArticle('safety belt laga ke upar kaam, niche kitna jagah khali chahi')).toBe(
      'fall-clearance-and-anchor-points',
    );
    expect(firstArticle('helmet ani harness kashe samballunk, pavsant')).toBe('ppe-care-and-storage');
  });

  it('the reusable corded plugs follow the foam plugs unless the query asks for a cord or washing', () => {
    for (const query of ['ear plugs', 'kaan ke plug, vibrator table ka bahut awaaz', 'ear plugs for grinding'])
      expect(answerOf(query)[0], query).toBe('rakshak-rk-ep37-foam-ear-plugs');
    // Hindi "dori" is a cord here (a rope for a fall arrester), "dho" to wash.
    for (const query of ['dori wala plug', 'mainu kaan waaste plugs chahide ne jehde dho sakiye', 'reusable ear plugs'])
      expect(answerOf(query)[0], query).toBe('suraksha-sg-reusable-ear-plugs');
    expect(answerOf('dori wala fall arrester')[0]).toBe('suraksha-sg-ra10-rope-grab');
  });

  it('"kaan dhakne wali topi" (a cap covering the ears) is ear muffs; "where to keep" asks of storage', () => {
    expect(answerOf('compressor ma bhaari shor, kaan dhakne wali topi chaindi')[0]).toMatch(/ear-muffs/);
    expect(firstArticle('where to keep helmets so they dont go brittle')).toBe('ppe-care-and-storage');
  });

  it('a camp, areca nuts and Hindi "lagna" (to strike: "current nahi lagna") are no slips of cap, area, feet', () => {
    expect(answerOf('juley sir, bijli ka kaam helmet current nahi lagna chahiye')[0]).toBe(
      'rakshak-rk-h800-electrical-safety-helmet',
    );
    expect(answerOf('cook handling hot pots camp kitchen')[0]).toBe('dhruvgard-dg-hr250-heat-resistant-gloves');
    // Nor are areca nuts a slip of "area" (the welding helmet's).
    expect(answerOf('helmet for falling areca nuts and branches')[0]).not.toBe(
      'vajra-vj-ws9-auto-darkening-welding-helmet',
    );
  });

  it('epoxy and polyester resins and their hardeners are chemicals on the skin: the nitrile gauntlet', () => {
    expect(answerOf('gloves for fibreglass resin and hardener')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
    for (const query of ['gloves for epoxy flooring', 'gloves for polyester resin', 'gloves for mixing hardener'])
      expect(answerOf(query)[0], query).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });

  it('splash, mist or heat "on body" or "over body" asks for clothing: the suit, not a mask or gloves', () => {
    expect(answerOf('tank cleaning with caustic splash on body')[0]).toBe('himshield-hs-cr5-chemical-splash-suit');
    expect(answerOf('cleaning CNSL storage tank, splash on full body')[0]).toBe(
      'himshield-hs-cr5-chemical-splash-suit',
    );
    expect(answerOf('spray painting ship hull overspray all over body')[0]).toBe(
      'himshield-hs-cr5-chemical-splash-suit',
    );
    expect(answerOf('pharma API plant hazardous dust and liquid splash on body')[0]).toBe(
      'himshield-hs-cr5-chemical-splash-suit',
    );
    // Clothing, not only coveralls: the welding apron for sparks on the body.
    expect(answerOf('welding repair at boiler sparks falling on body')[0]).toBe('kavach-kv-wa40-leather-welding-apron');
  });

  it('Bengali "juto" (shoes), "porle ... jayga" (space if one falls); "ja", "thake" say nothing', () => {
    expect(firstArticle('kon safety juto kinbo factory te')).toBe('how-to-choose-safety-shoes');
    expect(firstArticle('uchu theke porle niche koto jayga lage')).toBe('fall-clearance-and-anchor-points');
    expect(firstArticle('chosma te ja lekha thake tar mane ki')).toBe('eye-protection-en-166-markings');
  });
});

describe('a type negated before a word no product holds with it; falling, topa, solvents by name', () => {
  it('"dust mask without cartridge disposable" leaves out the cartridges, not the masks "filtering" particles', () => {
    const answer = answerOf('dust mask without cartridge disposable');
    expect(answer).toEqual(
      expect.arrayContaining(['kavach-kv-r2-ffp2-valved-respirator', 'kavach-kv-r3-ffp3-respirator']),
    );
    expect(answer).not.toContain('rakshak-rk-9200-abek1-filter-cartridges');
  });

  it('"afraid of falling" is a person falling (fall arrest), not a falling object (helmets)', () => {
    expect(answerOf('worker going up on cold storage shed roof afraid of falling')[0]).toMatch(
      /lifeline|fall-arrester|harness/,
    );
  });

  it('Hindi "topa" (a big cap) is a helmet: "welding ko kaala sheesha wala topa" is the welding helmet alone', () => {
    expect(answerOf('welding ko kaala sheesha wala topa')).toEqual(['vajra-vj-ws9-auto-darkening-welding-helmet']);
  });

  it('toluene, xylene and acetone are solvents: the chemical gauntlet first for their gloves', () => {
    for (const query of ['gloves for toluene', 'gloves for xylene', 'gloves for acetone'])
      expect(answerOf(query)[0], query).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });
});

describe('a kind inside a pair a product of another category holds; rocks falling; Hindi and Kannada words', () => {
  it('"safety footwear without steel toe cap": a toe cap is no bump cap; the shoes without steel answer', () => {
    expect(answerOf('safety footwear without steel toe cap').sort()).toEqual([
      'dhruvgard-dg-eh50-electrical-insulating-safety-shoe',
      'kavach-ss-240-composite-toe-safety-boot',
      'rakshak-rk-3301-esd-safety-shoe',
    ]);
  });

  it('Hindi "kat" (cut); baking is hot work; Kannada "kaapaaduvudu" (to keep)', () => {
    expect(answerOf('patte se haath kat jaate hain dastane chahiye')[0]).toMatch(/cut-level/);
    expect(answerOf('gloves for handling hot baking trays')[0]).toBe('dhruvgard-dg-hr250-heat-resistant-gloves');
    expect(firstArticle('PPE hege kaapaaduvudu')).toBe('ppe-care-and-storage');
  });

  it('rocks falling from a hill cut are falling objects (helmets), not a person falling (fall arrest)', () => {
    expect(answerOf('loose rocks falling from hill cut above the road')[0]).toMatch(/helmet/);
  });
});

describe('Hindi, Malayalam and Kannada words for burning, water, a nail, a slippery floor; a pier cap', () => {
  it('Hindi "jalne" (burning): gloves for kitchen burns are the heat-resistant gloves', () => {
    expect(answerOf('haath jalne se bachane wale gloves kitchen ke liye')[0]).toBe(
      'dhruvgard-dg-hr250-heat-resistant-gloves',
    );
  });

  it('Malayalam "vellathil" (in water): a boot for walking in water is the gumboot', () => {
    expect(answerOf('vellathil nadakkan boot')[0]).toBe('suraksha-sg-gumboot-pvc');
  });

  it('Hindi "keel" (a nail) piercing the foot: the steel toe shoe with its anti-penetration midsole first', () => {
    expect(answerOf('pair mein keel chubh jaati hai joota chahiye')[0]).toBe('kavach-ss-204-steel-toe-safety-shoe');
  });

  it('a pier cap is a place on a viaduct, not a bump cap: arc light on one asks for the welding helmet', () => {
    expect(answerOf('welder arc light eyes burning night shift on pier cap')[0]).toBe(
      'vajra-vj-ws9-auto-darkening-welding-helmet',
    );
  });

  it('Kannada "jaaruva" (slippery) floor: a slip-resistant boot among the first two', () => {
    expect(answerOf('jaaruva nela ge shoe').slice(0, 2)).toContain('kavach-ss-240-composite-toe-safety-boot');
  });
});

describe('two kinds of different categories joined by "and" are both asked for', () => {
  it('"chlorine leak at dosing point eyes and lungs": the full face mask, not eyewear', () => {
    expect(answerOf('chlorine leak at dosing point eyes and lungs')[0]).toBe('vajra-vj-fm60-full-face-mask');
  });

  it('"acid splash on hands and eyes": the chemical gauntlet and the goggles, not every glove', () => {
    expect(answerOf('acid splash on hands and eyes').slice(0, 2).sort()).toEqual([
      'kavach-kv-e120-anti-fog-safety-goggles',
      'rakshak-rk-7720-nitrile-chemical-gauntlet',
    ]);
  });
});

describe('fainting and rescue; vapours need gas filters; Marathi and Hindi words for cut, spectacles and tying', () => {
  it('a worker who faints inside a tank is pulled out: the rope grab for confined space entry first', () => {
    expect(answerOf('worker fainted inside the tank, how to pull him out')[0]).toBe('suraksha-sg-ra10-rope-grab');
  });

  it('a sump is a confined space: the confined space guide for "FFP mask inside a sump"', () => {
    const guides = searchResources(catalog.resourceSearch, { query: 'FFP mask inside a sump', limit: 5 }).resources;
    expect(guides.map((guide) => guide.slug)).toContain('confined-space-entry-equipment');
  });

  it('a rescue through a manhole is confined space work: the rope grab first, not a rescue kit karabiner', () => {
    const queries = ['rescue a worker from a sump through the manhole', 'pulling out a fainted worker, manhole rescue'];
    for (const query of queries) expect(answerOf(query)[0], query).toBe('suraksha-sg-ra10-rope-grab');
  });

  it('retrieval from a manhole needs the confined space rope grab and a full body harness', () => {
    expect(answerOf('manhole entry retrieval for drain cleaning crew').slice(0, 2)).toEqual([
      'suraksha-sg-ra10-rope-grab',
      'kavach-kv-fh21-full-body-harness',
    ]);
  });

  it('a vapour is stopped by a gas filter: the disposable dust masks follow the masks taking gas filters', () => {
    const found = answerOf('respirator for solvent vapour while cleaning transformer parts');
    expect(found[0]).toBe('rakshak-rk-9102-half-mask-respirator');
    for (const dustMask of ['kavach-kv-r2-ffp2-valved-respirator', 'kavach-kv-r3-ffp3-respirator'])
      expect(found.indexOf(dustMask), dustMask).toBeGreaterThan(2);
  });

  it('Marathi "kapu" (cut) and "chashmyavar" (on the spectacles); Hindi "baandhe" (tie to an anchor)', () => {
    expect(answerOf('haat kapu naye ase hatmoje')[0]).toMatch(/cut-level/);
    expect(firstArticle('chashmyavar lihilela code kaay mhanje')).toBe('eye-protection-en-166-markings');
    expect(firstArticle('chhat pe rassi kahan baandhe')).toBe('fall-clearance-and-anchor-points');
  });
});

describe('a welding lens shade filter; low oxygen; a Meitei word for cut and the dao', () => {
  it('a "shade filter" is a welding lens: the welding checklist first, not the respirator filter colours', () => {
    expect(firstArticle('what shade filter for gas cutting and brazing')).toBe('welding-ppe-checklist');
  });

  it('low oxygen is the confined space guide first: no filter mask adds oxygen', () => {
    expect(firstArticle('can FFP mask be used inside tank with low oxygen')).toBe('confined-space-entry-equipment');
  });

  it('Meitei "kakpa" (cut) and the dao (a machete) ask for the cut-resistant gloves', () => {
    expect(answerOf('bamboo kakpa gloves')[0]).toMatch(/cut-level/);
    expect(answerOf('gloves for splitting cane with a dao').slice(0, 2)).toContain('kavach-kv-g550-cut-level-f-gloves');
  });
});

describe('inside a tank is a confined space; an article inside a phrase; Tamil and Marathi fillers', () => {
  it('a dust mask inside a tank, a manhole or a boiler is a confined space question: that guide first', () => {
    for (const query of [
      'can I use a dust mask inside a tank',
      'can dust mask be used inside manhole',
      'can we use a dust mask inside the boiler drum',
    ])
      expect(firstArticle(query), query).toBe('confined-space-entry-equipment');
  });

  it('Tamil "ellam" (all), "thevai" (needed) and Marathi "kaay" (what) say nothing: the welding checklist', () => {
    expect(firstArticle('welding karanukku enna ellam PPE thevai')).toBe('welding-ppe-checklist');
    expect(firstArticle('welding karnaryasathi kaay kaay PPE lagte')).toBe('welding-ppe-checklist');
  });
});

describe('cheap masks, the nose, a cold room, a few of a type, a description’s opening, inside a brine tank', () => {
  it('a cheap ("sasta") dust mask is one for nuisance dust: the FFP1 and pleated mask before the FFP2 and FFP3', () => {
    for (const query of ['dhool ka mask sasta', 'cheap dust mask'])
      expect(answerOf(query).slice(0, 2).sort(), query).toEqual([
        'himshield-hs-f110-ffp1-fold-flat-mask',
        'suraksha-sg-n95-dust-mask',
      ]);
  });

  it('fumes burning the eyes and the nose ask for both: a gas filter or full face mask first, not eyewear', () => {
    expect(answerOf('ammonia smell from latex tanks burning eyes and nose')[0]).toMatch(/abek1|full-face/);
  });

  it('a body part right after what the hazard does is where it lands: "slurry burning hands" asks for gloves', () => {
    expect(answerOf('acid wash of marble polishing slurry burning hands')[0]).toBe(
      'rakshak-rk-7720-nitrile-chemical-gauntlet',
    );
  });

  it('a cold room is the helmet marked for minus 30 degrees C', () => {
    for (const query of ['helmet for cold room', 'helmet for cold storage chamber'])
      expect(answerOf(query)[0], query).toBe('kavach-kv-h500-ratchet-safety-helmet');
  });

  it('the hazard a type is for still ranks those of the type naming it: dust respirators before the half mask', () => {
    expect(answerOf('respirator for soda ash dust').slice(0, 2)).toEqual([
      'kavach-kv-r2-ffp2-valved-respirator',
      'kavach-kv-r3-ffp3-respirator',
    ]);
  });

  it('fewer than three of the type asked for are followed by the rest of its category with a word of the query', () => {
    const found = products('uchai te kaam safety belt', { limit: 10 });
    expect(
      found.products
        .slice(0, 2)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['kavach-kv-fh21-full-body-harness', 'vajra-vj-fh21-tower-climbing-harness']);
    // The lifelines and lanyards follow as "also fits", none of them a harness.
    expect(found.products.length).toBeGreaterThan(2);
    expect(found.alsoFits!.from).toBeLessThanOrEqual(2);
    for (const p of found.products.slice(2)) expect(p.category, p.slug).toBe('Fall Protection');
  });

  it('what a description opens with is what it is: "not disposable" leaves out the disposable respirator', () => {
    const found = answerOf('respirator not disposable');
    expect(found).toContain('rakshak-rk-9102-half-mask-respirator');
    expect(found).not.toContain('kavach-kv-r2-ffp2-valved-respirator');
    // ... up to what it has: "FFP1 respirator without a valve" has none.
    expect(answerOf('mask without valve')).toContain('himshield-hs-f110-ffp1-fold-flat-mask');
  });

  it('the words naming a tank after "inside" are kept and the tank is still a confined space', () => {
    for (const query of [
      'can a dust mask be used inside a brine tank',
      'can we use filter mask inside effluent tank',
      'can dust mask be used inside hexane tank where oxygen is low',
    ])
      expect(firstArticle(query), query).toBe('confined-space-entry-equipment');
  });

  it('how long a helmet lasts is when to replace it: the helmet guide answers too, beside the care guide', () => {
    const guides = searchResources(catalog.resourceSearch, { query: 'how long does a safety helmet last', limit: 5 });
    expect(guides.resources.map((guide) => guide.slug)).toContain('safety-helmet-buying-guide');
  });
});

describe('a coverall slip; washing with soda; Tulu, Kannada and Konkani words of a cashew factory; clay', () => {
  it('"coverol" is a coverall', () => {
    expect(answerOf('coverol')).toContain('vajra-vj-fr220-flame-retardant-coverall');
  });

  it('soda is an alkali: the chemical gauntlet for washing wool with soda ("dhulai me soda wala pani")', () => {
    expect(answerOf('dhulai me soda wala pani hath ke dastane')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });

  it('Tulu "bechcha" (hot) asks for heat gloves; Kannada "geru enne" (cashew oil) for the chemical gauntlet', () => {
    expect(answerOf('kai ku bechcha gloves bodu')[0]).toBe('dhruvgard-dg-hr250-heat-resistant-gloves');
    expect(answerOf('kai ge gloves beku geru enne suduttade')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });

  it('"pugging" clay is no slip of "plugging": clay dust asks for a respirator, not ear plugs', () => {
    expect(answerOf('clay dust while pugging and mixing')[0]).toMatch(/ffp/);
  });
});

describe('a falling thing landing on the head; a rescue needs the harness, for products only; plating', () => {
  it('with no product type named, the body part a falling thing lands on asks for its protection', () => {
    expect(answerOf('cartons falling from upper rack on worker head')[0]).toMatch(/helmet/);
    // A person falling still asks for fall arrest.
    expect(answerOf('worker may fall from top of godown racks while stacking')[0]).not.toMatch(/helmet/);
  });

  it('a rescue or an unconscious worker needs the full body harness beside the rope grab', () => {
    for (const query of [
      'rescue worker out of ETP sump through manhole',
      'pull out unconscious worker from valve chamber without anyone going in',
    ])
      expect(answerOf(query).slice(0, 5), query).toContain('kavach-kv-fh21-full-body-harness');
  });

  it('"productRelated" is compiled as "related" is and read by the product search only', () => {
    const source = { related: { rescue: ['confined'] }, productRelated: { rescue: ['harness'] } };
    const vocabulary = compileVocabulary(source);
    expect(vocabulary.related).toEqual({ rescu: ['confin'] });
    expect(forProducts(vocabulary).related).toEqual({ rescu: ['confin', 'harness'] });
    // The guides read "related" alone: rescue after a fall is the fall clearance guide's, not the harness guide's.
    const query = 'harness ma latki rahe to rescue kevi rite';
    const guides = searchResources(catalog.resourceSearch, { query, limit: 3 }).resources.map((guide) => guide.slug);
    expect(guides).toContain('fall-clearance-and-anchor-points');
  });

  it('plating is electroplating: the chemical gauntlet; planing timber is no slip of it', () => {
    expect(answerOf('gloves for zinc plating shop')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
    expect(answerOf('planing machine')).not.toContain('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });
});

describe('a length in feet; chilli; the fumes of a chemical named are its vapour or gas', () => {
  it('"20 feet" is a height, not feet to protect: fall protection, not shoes', () => {
    expect(products('worker on top of bag stacks 20 feet high may fall').products[0]!.category).toBe('Fall Protection');
  });

  it('chilli burns the skin as a chemical does, and is no slip of "chelli" (mud): the chemical gauntlet', () => {
    expect(answerOf('chilli powder burning hands')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });

  it('chlorine or paint fumes are breathed as a gas or vapour: the gas cartridges, not particle filters, first', () => {
    expect(answerOf('chlorine fumes at water treatment')[0]).toBe('rakshak-rk-9200-abek1-filter-cartridges');
    const paint = answerOf('paint fumes in spray booth');
    expect(paint.slice(0, 2)).toContain('rakshak-rk-9200-abek1-filter-cartridges');
    expect(paint).not.toContain('kavach-kv-r2-ffp2-valved-respirator');
  });
});

describe('a gas need takes in the masks that take its filters; "jodi" is a pair; isocyanates', () => {
  it('a "Filter connection" row says the product takes filters', () => {
    const mask = { name: 'Full Face Mask', description: 'A mask.', category: 'Respiratory Protection' };
    expect(productFacts(mask, [{ label: 'Filter connection', value: 'Standard thread' }])).toContain('takes:filter');
    expect(productFacts(mask, [{ label: 'Visor', value: 'Polycarbonate' }])).not.toContain('takes:filter');
  });

  it('a gas leak answers the full face mask beside the gas cartridges and the half mask', () => {
    const found = answerOf('chlorine gas leak at water treatment plant');
    expect(found.slice(0, 3)).toContain('vajra-vj-fm60-full-face-mask');
    expect(found[0]).toBe('rakshak-rk-9200-abek1-filter-cartridges');
  });

  it('"jodi" is a pair: "kaan plug 200 jodi" asks for the plugs sold in boxes of 200 pairs', () => {
    expect(answerOf('kaan plug 200 jodi')[0]).toBe('rakshak-rk-ep37-foam-ear-plugs');
  });

  it('isocyanates (TDI, MDI) are chemicals, breathed as vapour: the chemical gauntlet, the gas cartridges', () => {
    expect(answerOf('gloves for MDI handling')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
    expect(answerOf('TDI smell breathing')[0]).toBe('rakshak-rk-9200-abek1-filter-cartridges');
  });
});

describe('Gujarati words for a cut, gloves and tying', () => {
  it('"kapaai" is a cut and "mojaa" gloves: the cut-resistant gloves; "bandhvo" (to tie) asks where to anchor', () => {
    expect(answerOf('kapaai thi bachava mojaa')[0]).toMatch(/cut-level/);
    expect(products('garam pani mate mojaa').products[0]?.category).toBe('Hand Protection');
    expect(firstArticle('belt kyan bandhvo')).toBe('fall-clearance-and-anchor-points');
  });
});

describe('the fumes of a chemical named anywhere in the query are its vapour; a smell is a vapour', () => {
  const gasFirst = /abek1|half-mask|full-face/;

  it('fumes off a cyanide tank or a chrome electroplating line: gas cartridges and masks, not particle filters', () => {
    for (const query of ['fumes coming off the cyanide tank', 'chrome electroplating line fumes']) {
      const found = answerOf(query);
      expect(found[0]).toMatch(gasFirst);
      expect(found.slice(0, 3)).toContain('rakshak-rk-9200-abek1-filter-cartridges');
    }
  });

  it('... while fumes with no chemical named stay particles: welding and zinc fume answer the P3 filters first', () => {
    expect(answerOf('welding fumes in the workshop')[0]).toBe('rakshak-rk-9120-p3-particulate-filters');
    expect(answerOf('zinc fume from galvanizing kettle')[0]).toBe('rakshak-rk-9120-p3-particulate-filters');
  });

  it('a smell is a vapour: the gas cartridges for a rubber solution or ammonia smell, not gloves or dust masks', () => {
    for (const query of ['rubber solution smell at tyre building', 'ammonia smell in cold store plant room']) {
      const found = answerOf(query);
      expect(found[0]).toBe('rakshak-rk-9200-abek1-filter-cartridges');
      expect(found.slice(0, 3)).toEqual(expect.arrayContaining(['rakshak-rk-9102-half-mask-respirator']));
    }
  });
});

describe('a slip is read by the word beside it', () => {
  it('"shok absorbing" is the shock absorbing lanyard, not "shoe absorbing": the pair its name holds decides', () => {
    for (const query of ['shok absorbing', 'shok absorbing lanyed'])
      expect(answerOf(query)[0]).toBe('rakshak-rk-la180-shock-absorbing-lanyard');
  });
});

describe('after "without", a word in -able says which of the next is negated; a part excludes what takes it', () => {
  const takingFilters = [
    'rakshak-rk-9102-half-mask-respirator',
    'vajra-vj-fm60-full-face-mask',
    'rakshak-rk-9120-p3-particulate-filters',
    'rakshak-rk-9200-abek1-filter-cartridges',
  ];

  it('"respirator without replaceable cartridges" asks for disposables: none that takes or is a cartridge', () => {
    const found = answerOf('respirator without replaceable cartridges');
    expect(found.length).toBeGreaterThan(0);
    for (const slug of takingFilters) expect(found).not.toContain(slug);
  });

  it('"respirator without filters" leaves out the full face mask, which takes filters ("Filter connection")', () => {
    expect(answerOf('respirator without filters')).not.toContain('vajra-vj-fm60-full-face-mask');
  });

  it('... not a word out of -able, or one a product is: "without headband", "without disposable" stay negated', () => {
    expect(answerOf('ear muffs without headband helmet fitting')[0]).toBe('vajra-vj-em25h-helmet-ear-muffs');
    expect(answerOf('mask without disposable filters')[0]).toBe('rakshak-rk-9102-half-mask-respirator');
  });
});

describe('the type before a kind naming a word; a person falling; a body part after the heads', () => {
  it('a product of another kind whose name holds a word ranks as of the type only when it lacks its word', () => {
    // The rope grab's name holds "rope" and its description "karabiner" already: it does not count the type twice.
    expect(answerOf('karabiner for rope rescue kit')[0]).toBe('dhruvgard-dg-k25-screwgate-karabiner');
  });

  it('"him", "her" or "them falling" is a person falling: fall protection, not the helmets of "falling"', () => {
    expect(products('stop them falling at the chimney top').products[0]!.category).toBe('Fall Protection');
  });

  it('after the heads, a kind by its own or a category word is the object before one by a related word only', () => {
    // "rescue" relates to the harness (productRelated); the hands getting cut ask for gloves.
    expect(answerOf('broken windscreen glass during road rescue, hands getting cut')[0]).toMatch(/cut-level/);
  });
});

describe('Indian words for a cut and the knee; what has fallen; banging the head', () => {
  it('"mandi" (Kannada) is the knee: "mandi tanaka boot beku" asks for the knee-length gumboot', () => {
    expect(answerOf('mandi tanaka boot beku')[0]).toBe('suraksha-sg-gumboot-pvc');
  });

  it('banging the head is knocking it: the bump cap for "banging head under the truck"', () => {
    expect(answerOf('banging head under the truck')[0]).toBe('himshield-hs-bc1-bump-cap');
  });

  it('"kate" (Hindi) is a cut: "kaanch ke tukde se haath na kate" asks for the cut-resistant gloves', () => {
    expect(answerOf('kaanch ke tukde se haath na kate')[0]).toMatch(/cut-level/);
  });

  it('"kapla" (Marathi) is a cut: "kaach todtana haat kapla", the cut-resistant gloves', () => {
    expect(answerOf('kaach todtana haat kapla')[0]).toMatch(/cut-level/);
  });

  it('what has fallen lies there: "fallen live wire on road" is no fall, the electrical insulating gloves', () => {
    const { products: found, partial } = products('fallen live wire on road after storm');
    expect([...found, ...(partial?.products ?? [])][0]?.slug).toBe('himshield-hs-eg1000-electrical-insulating-gloves');
  });
});

describe('what fell on a head, spray and sparks falling, a bale; slips of related words; a helmet lasting', () => {
  it('what fell on a head is a falling object: "tobacco bale fell on head in godown", the helmets', () => {
    expect(answerOf('tobacco bale fell on head in godown')[0]).toMatch(/helmet/);
    expect(answerOf('box fell on his head')[0]).toMatch(/helmet/);
    // A person who fell on the ground fell: fall arrest, not helmets.
    expect(answerOf('man fell on the ground from ladder')[0]).toMatch(/harness|arrester|grab|lanyard/);
  });

  it('a bale names no product, no slip of "badle" (replace): "cotton bale" is cotton, no helmet to replace', () => {
    expect(answerOf('cotton bale')[0]).toMatch(/cotton/);
  });

  it('spray falling is a splash, sparks falling spatter, stones falling falling objects', () => {
    expect(answerOf('pesticide spray falling on body and clothes')[0]).toBe('himshield-hs-cr5-chemical-splash-suit');
    expect(answerOf('stones falling on body')[0]).toMatch(/helmet/); // stones falling are falling objects
    // Sparks falling are spatter: the leather welding apron, not a helmet.
    expect(answerOf('welding repair at boiler sparks falling on body')[0]).toBe('kavach-kv-wa40-leather-welding-apron');
  });

  it('what rolled onto a toe dropped on it: "heavy paper reel rolled onto worker toe", the toe cap footwear', () => {
    expect(answerOf('heavy paper reel rolled onto worker toe')[0]).toMatch(/toe/);
  });

  it('broken glass cuts: "hand injuries from broken glass", the cut-resistant gloves before the heat gloves', () => {
    expect(answerOf('hand injuries from broken glass')[0]).toMatch(/cut-level/);
  });

  it('"aguner" (Bengali, of fire) is flame: "aguner kache porar jama", the flame retardant coverall', () => {
    expect(answerOf('aguner kache porar jama')[0]).toBe('vajra-vj-fr220-flame-retardant-coverall');
  });

  it('a slip of a kind word brings its related kinds: "nitrle glouves", the nitrile gauntlet first', () => {
    expect(answerOf('nitrle glouves')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });

  it('"helmet last" reads as replacing it: the helmet guide first, before the care guide "Making PPE Last"', () => {
    expect(firstArticle('how long does a safety helmet last')).toBe('safety-helmet-buying-guide');
  });

  it('welding is the welders\': "welding fume respirator", the welding checklist first', () => {
    expect(firstArticle('welding fume respirator')).toBe('welding-ppe-checklist');
  });
});

describe('handling something hot; soaked and muddy hands; misting eyewear; Nepali "garne"', () => {
  it('handling, holding, lifting or picking something hot is contact heat: the heat resistant gloves', () => {
    for (const query of [
      'holding hot wire coil just out of zinc bath',
      'handling hot valves and pipes at steam pasteurisation boiler',
      'handling hot anode rods in rodding shop',
    ])
      expect(answerOf(query)[0], query).toBe('dhruvgard-dg-hr250-heat-resistant-gloves');
    // The welding gauntlet, rated for contact heat too, follows them rather than boots and helmets for the place.
    for (const query of ['picking hot castings from mould', 'lifting hot lids of steam distillation still'])
      expect(answerOf(query).slice(0, 2), query).toEqual([
        'dhruvgard-dg-hr250-heat-resistant-gloves',
        'vajra-vj-wg45-welding-gauntlet',
      ]);
  });

  it('what is soaked is wet: "hands in water all day soaking leaves", the nitrile gauntlet with its wet grip', () => {
    expect(answerOf('hands in water all day soaking kendu leaves skin peeling')[0]).toBe(
      'rakshak-rk-7720-nitrile-chemical-gauntlet',
    );
  });

  it('mud is wet, in any language: "haath ke dastane keechad wale", the nitrile gauntlet first', () => {
    expect(answerOf('haath ke dastane keechad wale')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });

  it('eyewear "misting up" is fogging: the anti-fog goggles first, not a spray mist', () => {
    expect(answerOf('eyewear keeps misting up in humid anodising hall')[0]).toBe(
      'kavach-kv-e120-anti-fog-safety-goggles',
    );
  });

  it('Nepali "garne" (to do) is no slip of Hindi "girne" (fall): "harness kasari check garne", inspection', () => {
    expect(firstArticle('harness kasari check garne')).toBe('full-body-harness-inspection');
  });
});

describe('meat, "all", "diye" say nothing; clothes that won\'t burn; a type named by a word its products lack', () => {
  it('meat names no product, no slip of "heat": "cut resistant gloves for meat cutting knife", cut-level ones', () => {
    for (const query of ['cut resistant gloves for meat cutting knife', 'chef cut fingers on meat slicer and knives'])
      expect(answerOf(query)[0], query).toMatch(/cut-level/);
  });

  it('"all shift" says how long: the helmet-mounted muffs, "worn with a helmet all shift", are not first', () => {
    for (const query of ['conveyor sorter noise all night shift', 'tufting gun noise all shift long'])
      expect(answerOf(query)[0], query).not.toBe('vajra-vj-em25h-helmet-ear-muffs');
  });

  it('Bengali "diye" (with) is no slip of "die" (die casting), and "katar" is cutting: the cut-level gloves', () => {
    for (const query of ['haat kete jay tar diye gloves', 'kanchi diye pata katar somoy hater dastana'])
      expect(answerOf(query)[0], query).toMatch(/cut-level/);
  });

  it('clothes that "won\'t burn" are flame retardant, and flammable liquids want them: the FR coverall first', () => {
    for (const says of ["won't", 'wont', 'will not', "doesn't", 'does not', "don't", 'do not'])
      expect(answerOf(`clothes that ${says} burn`)[0], says).toBe('vajra-vj-fr220-flame-retardant-coverall');
    expect(answerOf('coverall for flammable alcohol store')[0]).toBe('vajra-vj-fr220-flame-retardant-coverall');
  });

  it("a type named only by a related word its products lack beside the need's others is no type asked for", () => {
    // "gas" and "vapour" relate to the cartridges, which have no other word of these needs; the FR coverall has four.
    for (const query of [
      'flash fire risk during hot tapping of live gas main',
      "alcohol perfume vapour can catch fire, want clothes that won't burn",
    ])
      expect(answerOf(query)[0], query).toBe('vajra-vj-fr220-flame-retardant-coverall');
    // Three words elsewhere are not enough: "dust" still asks for the masks, not a boot with "sweeping" and "godown".
    for (const slug of answerOf('dust while sweeping hay store and feed godown').slice(0, 4))
      expect(slug).toMatch(/mask|respirator/);
  });

  it('a hanging load falls on those below: "hanging load hitting head in crane bay", a helmet, no bump cap', () => {
    for (const query of ['hanging load hitting head in crane bay', 'suspended load hitting head in crane bay'])
      expect(answerOf(query)[0], query).toMatch(/helmet/);
  });

  it('"not on helmet" is not helmet-mounted: the muffs worn alone; what goes "on helmet" still names a helmet', () => {
    for (const query of ['ear muffs not on helmet', 'ear muffs not on the helmet'])
      expect(answerOf(query), query).not.toContain('vajra-vj-em25h-helmet-ear-muffs');
    expect(answerOf('ear muffs on helmet')[0]).toBe('vajra-vj-em25h-helmet-ear-muffs');
    // Both take visors ("Universal slots take ear muffs and visors"): the general one first.
    expect(answerOf('visor on helmet').slice(0, 2)).toEqual([
      'kavach-kv-h500-ratchet-safety-helmet',
      'vajra-vj-h700-vented-helmet-with-visor-slots',
    ]);
  });

  it('Kannada "pudi" (powder) is dust, as Tamil "podi": "marada pudi mask", the FFP2 for wood dust first', () => {
    expect(answerOf('marada pudi mask')[0]).toBe('kavach-kv-r2-ffp2-valved-respirator');
  });

  it('flour is an FFP2 dust, no slip of "floor": "fine flour dust getting into eyes at sifter", the goggles', () => {
    expect(answerOf('fine flour dust getting into eyes at sifter')[0]).toBe('kavach-kv-e120-anti-fog-safety-goggles');
    expect(answerOf('mask for flour mill').slice(0, 2)).toContain('kavach-kv-r2-ffp2-valved-respirator');
  });
});

describe('a negated pair; a comma ending a negation; a line of steel wire; ash, sanding, "che", "dhakkan"', () => {
  it('the word after a negated one is negated with it: "ear muffs without head band", no banded ear plugs', () => {
    // Before, the banded plugs' "band" counted as a word the query asked for and put them before every muff.
    expect(answerOf('ear muffs without head band')[0]).toMatch(/ear-muffs/);
    expect(answerOf('ear muffs without head band')).not.toContain('dhruvgard-dg-bp22-banded-ear-plugs');
  });

  it('a comma ends a negation where the vocabulary rewrote its word too: "without laces, slip on" wants "slip"', () => {
    // "without laces" is read "laceless without lace": the comma after "laces" still ends the negation.
    expect(answerOf('safety shoes without laces, slip on')[0]).toBe('rakshak-rk-3301-esd-safety-shoe');
  });

  it('a "Line" row states what a lifeline is made of: "fall arrester without steel wire", the rope grab alone', () => {
    const lifeline = { name: 'Self Retracting Lifeline', description: 'A lifeline.', category: 'Fall Protection' };
    expect(productFacts(lifeline, [{ label: 'Line', value: 'Galvanised steel wire' }])).toContain('made:steel');
    expect(answerOf('fall arrester without steel wire')).toEqual(['suraksha-sg-ra10-rope-grab']);
  });

  it('ash and sanding raise dust: the FFP2 first for "mask for rice husk ash at kiln", "MDF plywood sanding"', () => {
    for (const query of ['mask for rice husk ash at kiln', 'respirator for MDF and plywood sanding'])
      expect(answerOf(query)[0], query).toBe('kavach-kv-r2-ffp2-valved-respirator');
  });

  it('Gujarati "che" (is) says nothing: "dhool ma chhink aave che mask joie", a dust mask, not the half mask', () => {
    expect(answerOf('dhool ma chhink aave che mask joie')[0]).toBe('kavach-kv-r2-ffp2-valved-respirator');
  });

  it('Hindi "dhakkan" (a lid) over the ears is an ear muff: "kaan ka dhakkan generator ke liye", muffs first', () => {
    for (const query of ['kaan ka dhakkan generator ke liye', 'kaan ke liye dhakkan pump ghar'])
      expect(answerOf(query)[0], query).toMatch(/ear-muffs/);
  });
});

describe('"inside" written after its place; an article named by the word the best lacks; "badboo"; a torch', () => {
  it('"boiler ke andar" (and Pahadi "re", Punjabi "de" before "andar") is inside a boiler: a confined space', () => {
    expect(answerOf('boiler re andar safai khatar jana, kya chahinda')[0]).toBe('suraksha-sg-ra10-rope-grab');
    expect(firstArticle('boiler ke andar jaana')).toBe('confined-space-entry-equipment');
    // Marathi "lagel" (will be needed) is no slip of the harness guide's "label".
    expect(firstArticle('tank madhe aat jaycha aahe, kay kay lagel')).toBe('confined-space-entry-equipment');
  });

  it('an article whose file name names a query word the best-scored one lacks, holding every word, comes first', () => {
    // The filter colour guide never says "helmet"; the welding checklist is named for what "welder" asks about.
    expect(firstArticle('helmet colour code white yellow blue')).toBe('safety-helmet-buying-guide');
    expect(firstArticle('can a welder use ffp2 mask for fume')).toBe('welding-ppe-checklist');
  });

  it('... or holds only in its body: the welding checklist for welding gloves, not the chemical glove guide', () => {
    // The chemical glove guide says "welding" once, of storing gloves away from welding sets.
    expect(firstArticle('what gloves for MIG welding type A or B')).toBe('welding-ppe-checklist');
    expect(firstArticle('can worker enter tank with dust mask')).toBe('confined-space-entry-equipment');
  });

  it('Hindi "badboo" is a smell, a vapour: the gas cartridges or the half mask for "gond ki badboo mask"', () => {
    expect(answerOf('gond aur solvent ki badboo ke liye mask')[0]).toMatch(/rk-9200|rk-9102/);
  });

  it('a gas torch brazes and welds: the gas welding goggles for "bright flame while soldering with torch"', () => {
    expect(answerOf('eyes hurt from bright flame while soldering with torch')[0]).toBe(
      'dhruvgard-dg-wg5-gas-welding-goggles',
    );
  });
});

describe('"halki topi", a plug point, a rope with nothing to tie it to, "dajhe", "on my toes"', () => {
  it('Hindi "halki topi" (a light cap) and "takkar wali topi" (a cap for knocks) are the bump cap, no helmet', () => {
    for (const query of ['godown mein pipe se sar takrata, halki topi do', 'sar pe halki takkar wali topi'])
      expect(answerOf(query)[0], query).toBe('himshield-hs-bc1-bump-cap');
  });

  it('an Indian "plug point" is a wall socket: shocks from one ask for electrical protection, not ear plugs', () => {
    const { products: found, partial } = products('electrician getting shock from plug point');
    const slugs = [...found, ...(partial?.products ?? [])].map((p) => p.slug);
    expect(slugs.slice(0, 3)).toContain('himshield-hs-eg1000-electrical-insulating-gloves');
    expect(slugs.filter((slug) => slug.includes('ear-plugs'))).toEqual([]);
  });

  it('a rope with nothing to tie it to asks for an anchor: the lifeline and the beam anchor, not the rope grab', () => {
    expect(answerOf('nothing to tie the rope to on the roof')).toEqual([
      'suraksha-sg-hl20-temporary-horizontal-lifeline',
      'himshield-hs-ab1-beam-anchor',
    ]);
  });

  it('Gujarati "dajhe" (burns) is heat: "glue gun thi hath dajhe che", the heat-resistant gloves first', () => {
    expect(answerOf('glue gun thi hath dajhe che')[0]).toBe('dhruvgard-dg-hr250-heat-resistant-gloves');
  });

  it('a possessive after where a hazard lands is read past: "hammer fell on my toe", a dropped load: shoes', () => {
    const { products: found, partial } = products('hammer fell on my toe');
    expect([...found, ...(partial?.products ?? [])][0]?.slug).toMatch(/toe-safety/);
    expect(answerOf('box fell on her head')[0]).toMatch(/helmet/);
  });
});

describe('sulphur dioxide, lime, a face mask asked for as face protection, a boat, Odia "katuchi"', () => {
  it('sulphur dioxide is an acid gas, the E of an ABEK filter: cartridges in the first three for "SO2 mask"', () => {
    for (const query of ['mask for sulphur dioxide at sulphitation', 'SO2 mask for sulphitation tank'])
      expect(answerOf(query).slice(0, 3), query).toContain('rakshak-rk-9200-abek1-filter-cartridges');
  });

  it('lime is an alkali, never a slip of "live": the chemical gauntlet first for "gloves for lime"', () => {
    expect(answerOf('gloves for lime handling')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });

  it('"on face" takes in the full face mask where it has the most words: first for "ammonia leak ... on face"', () => {
    expect(answerOf('ammonia leak in compressor room, what to wear on face')[0]).toBe('vajra-vj-fm60-full-face-mask');
    // A splash on the face asks for the face shield, where the mask has no more words than it: not listed at all.
    expect(answerOf('acid splash on face while decanting')[0]).toBe('vajra-vj-fs300-face-shield-with-browguard');
    expect(answerOf('acid splash on face while decanting')).not.toContain('vajra-vj-fm60-full-face-mask');
  });

  it('a boat is where the work is, never a slip of "boot": the hi vis vest for night loading at a boat jetty', () => {
    const { products: found, partial } = products('boat jetty night loading, workers not visible to drivers');
    expect([...found, ...(partial?.products ?? [])][0]?.slug).toBe('kavach-kv-hv2-high-visibility-vest');
  });

  it('Odia "katuchi" (is cutting) is a cut: the cut-resistant gloves first for "hata katuchi gloves"', () => {
    expect(answerOf('hata katuchi gloves')[0]).toMatch(/cut-level/);
  });
});

describe('a category ending the query; "cooling glass"; Telugu "kallu", "kosukuntundi"; a headache; cans', () => {
  it('a category word ending the query after a kind by a related word only is the type: clothing, not filters', () => {
    // "vapour" relates to the gas cartridges; the query ends asking for clothing.
    expect(answerOf('solvent store static spark flammable vapour clothing')[0]).toBe(
      'vajra-vj-fr220-flame-retardant-coverall',
    );
    // Not a category word before a place: "falling stone hits head in pit" still asks for helmets, not a bump cap.
    expect(answerOf('falling stone hits head in pit')[0]).toMatch(/helmet/);
  });

  it('Indian English "cooling glass" is sunglasses: the smoke lens spectacles first', () => {
    expect(answerOf('cooling glass for yard work in sun')[0]).toBe('himshield-hs-sg2-smoke-lens-spectacles');
  });

  it('Telugu "kallu" (the eyes) and "kosukuntundi" (gets cut) are read as such', () => {
    expect(answerOf('welding kallu protection')[0]).toMatch(/welding/);
    expect(answerOf('chethulaki gloves kavali, raayi anchu kosukuntundi')[0]).toMatch(/cut-level/);
    expect(firstArticle('scrap lo chethulu kosukupothunnai, gloves level enti')).toBe('en-388-cut-levels-explained');
  });

  it('a headache is no head to protect: "head pain from sound" asks for hearing protection', () => {
    expect(answerOf('mill house very loud, labour getting head pain from sound')[0]).toMatch(/ear-(muffs|plugs)/);
  });

  it('a can is handled, never a slip of "crane": the heat-resistant gloves for "hot cans from retort"', () => {
    expect(answerOf('gloves for taking out hot cans from retort')[0]).toBe('dhruvgard-dg-hr250-heat-resistant-gloves');
  });
});

describe('a tyre, a knife, taking something hot out, a colour it also comes in, clothes that do not catch fire', () => {
  it('a tyre is what is handled, never a slip of "type": no type A welding gauntlet first for tyres', () => {
    expect(answerOf('gloves for lifting truck tyres')[0]).toBe('himshield-hs-g330-goatskin-driver-gloves');
  });

  it('a knife cuts, never a slip of "knit": the cut-resistant gloves, not the cotton knitted ones', () => {
    expect(answerOf('gloves for changing the lathe knife')[0]).toMatch(/cut-level/);
  });

  it('taking or removing something hot is touching it: the heat-resistant gloves', () => {
    expect(answerOf('gloves for taking hot boards out of the hot press')[0]).toBe(
      'dhruvgard-dg-hr250-heat-resistant-gloves',
    );
  });

  it('a colour negated still finds a product that also comes in another colour', () => {
    const vest = { name: 'Vest', description: 'Fluorescent orange vest.', category: 'Protective Clothing' };
    const facts = productFacts(vest, [{ label: 'Colour', value: 'Fluorescent orange (also fluorescent yellow)' }]);
    expect(facts).toContain(`choice:${stem('orange')}`);
    expect(facts).not.toContain(`choice:${stem('fluorescent')}`);
    // A colour code names what each part is, no choice of colour.
    expect(
      productFacts(vest, [{ label: 'Colour code', value: 'Brown, grey' }]).some((f) => f.startsWith('choice:')),
    ).toBe(false);
    expect(answerOf('hi vis vest not orange')[0]).toBe('kavach-kv-hv2-high-visibility-vest');
    expect(answerOf('helmet not white')).toContain('kavach-kv-h500-ratchet-safety-helmet');
  });

  it('clothes that do not catch fire (Hindi "aag na pakde") are flame retardant, not a fire proximity suit', () => {
    expect(answerOf('kapda jo aag na pakde, bhatti ke paas')[0]).toBe('vajra-vj-fr220-flame-retardant-coverall');
  });
});

describe('Marathi "swast", low oxygen, how to clean or dry, using again, what workers are given', () => {
  it('Marathi "swast" (cheap) asks for the economical gloves', () => {
    expect(answerOf('swast haatmoje')[0]).toBe('suraksha-sg-cotton-knitted-gloves');
  });

  it('low oxygen is what makes a space confined: the confined space guide, not the dust mask guide', () => {
    expect(firstArticle('can a dust mask be used in a sewer with low oxygen')).toBe('confined-space-entry-equipment');
  });

  it('how to clean or dry a thing asks how to look after it: the care guide', () => {
    expect(firstArticle('how to clean a full face mask')).toBe('ppe-care-and-storage');
    expect(firstArticle('joote geele, kaise sukhaye')).toBe('ppe-care-and-storage');
  });

  it('using a harness again after a fall is its withdrawal: the inspection guide', () => {
    expect(firstArticle('can a harness be used again after a fall')).toBe('full-body-harness-inspection');
  });

  it('what workers are "given" says nothing: the employers\' guide for contract workers', () => {
    expect(firstArticle('can contract workers be given less ppe')).toBe('factories-act-ppe-obligations');
  });
});

describe('pulling hot, an icy floor, "daily", "dikhta", "pair ka angootha", "apne aap kala", "mane"', () => {
  it('pulling something hot is touching it: the heat-resistant gloves', () => {
    expect(answerOf('gloves to pull hot fabric rolls from the dryer')[0]).toBe(
      'dhruvgard-dg-hr250-heat-resistant-gloves',
    );
  });

  it('an icy floor is of the cold: the boot for cold stores first', () => {
    expect(answerOf('shoes for icy floors')[0]).toBe('kavach-ss-240-composite-toe-safety-boot');
  });

  it('"daily" is every day, never a slip of "dairy"; a uniform is clothing', () => {
    expect(answerOf('daily uniform for yard fitters')).not.toContain('suraksha-sg-gumboot-pvc');
    expect(slugs('cotton uniform for workshop')[0]).toBe('suraksha-sg-cotton-boiler-suit');
  });

  it('Hindi "dikhta nahi" (is not seen) asks to be seen: the high-visibility vest', () => {
    expect(answerOf('raat ko truck driver ko worker dikhta nahi')[0]).toBe('kavach-kv-hv2-high-visibility-vest');
  });

  it('"pair ka angootha" is the big toe, not an English pair of ear plugs', () => {
    expect(answerOf('pair ka angootha kuchal gaya')[0]).toMatch(/toe-safety/);
    expect(answerOf('pair ki ungli kuchal gayi')[0]).toMatch(/toe-safety/);
  });

  it('Hindi "apne aap kala" (darkens by itself) is the auto-darkening welding helmet', () => {
    expect(answerOf('apne aap kala hone wala welding mask')[0]).toBe('vajra-vj-ws9-auto-darkening-welding-helmet');
  });

  it('Bengali "mane" (means) says nothing: a glove marking is the EN 388 guide', () => {
    expect(firstArticle('gloves par likha 4X43D mane ki')).toBe('en-388-cut-levels-explained');
  });
});

describe('a kind asked for with no requirement: its general products before those named for a use not asked', () => {
  it('"EN 397 helmet": the ratchet helmet, the general one, before the vented, foundry and other special ones', () => {
    const found = answerOf('EN 397 helmet');
    expect(found[0]).toBe('kavach-kv-h500-ratchet-safety-helmet');
    expect(found).toContain('vajra-vj-h700-vented-helmet-with-visor-slots');
    expect(found).toContain('dhruvgard-dg-h12-fibreglass-foundry-helmet');
  });

  it('"IS 15298 shoes" and "safety shoes size 5": the steel toe shoe first, the electrical one after', () => {
    for (const query of ['IS 15298 shoes', 'safety shoes size 5']) {
      const found = answerOf(query);
      expect(found[0]).toBe('kavach-ss-204-steel-toe-safety-shoe');
      expect(found.indexOf('dhruvgard-dg-eh50-electrical-insulating-safety-shoe')).toBeGreaterThan(0);
    }
  });

  it('a query stating a requirement keeps its order: the metal-free shoe is the electrical one', () => {
    expect(answerOf('shoe with no metal at all')[0]).toBe('dhruvgard-dg-eh50-electrical-insulating-safety-shoe');
  });

  it('a need or place names no use: the steel toe shoe before the sports one, the harness before the tower one', () => {
    const shoes = answerOf('safety shoes for feed bag stacking');
    expect(shoes.indexOf('himshield-hs-trek-s1-sports-safety-shoe')).toBeGreaterThan(
      shoes.indexOf('kavach-ss-204-steel-toe-safety-shoe'),
    );
    expect(answerOf('safety helmet for bale loading yard')[0]).toBe('kavach-kv-h500-ratchet-safety-helmet');
    const harnesses = answerOf('scaffold around big idol, boys climbing 20 feet up');
    expect(harnesses.indexOf('kavach-kv-fh21-full-body-harness')).toBeLessThan(
      harnesses.indexOf('vajra-vj-fh21-tower-climbing-harness'),
    );
  });

  it('a product named for a use keeps its place when it alone has a word of the query: antistatic, MM', () => {
    // "Antistatic" is the ESD shoe's alone; "MM" is the molten metal marking, the foundry helmet's alone.
    expect(answerOf('antistatic shoes for fireworks chemical room')[0]).toBe('rakshak-rk-3301-esd-safety-shoe');
    expect(answerOf('EN 397 MM marking helmet')[0]).toBe('dhruvgard-dg-h12-fibreglass-foundry-helmet');
  });

  it('what the type is for counts as the type, and a special use it names keeps its product first', () => {
    expect(answerOf('helmet for head', 6)).toEqual(answerOf('helmet', 6));
    expect(answerOf('gloves for welding')[0]).toBe('vajra-vj-wg45-welding-gauntlet');
    // A need naming the use: the welding apron, helmet and gauntlet, not the filters for welding fume between them.
    const welding = answerOf('sparks and spatter in the welding bay', 3);
    expect(welding.filter((slug) => slug.includes('welding'))).toHaveLength(3);
  });

  it('the vocabulary keeps its special words as the index stores them, at most 32 (one bit each)', () => {
    expect(compileVocabulary({ special: ['welding', 'welding'] }).special).toEqual([stem('welding')]);
    const words = Array.from({ length: 33 }, (_, i) => `use${String.fromCharCode(97 + (i % 26))}${i}`);
    expect(SearchVocabularySchema.safeParse({ special: words.slice(0, 32) }).success).toBe(true);
    expect(SearchVocabularySchema.safeParse({ special: words }).success).toBe(false);
  });
});

describe('parts asked for by their own name come before the product they fit', () => {
  it('"filters for welding fume on half mask": the P3 filters first, the "twin filter" half mask after', () => {
    const found = answerOf('filters for welding fume on half mask');
    expect(found[0]).toBe('rakshak-rk-9120-p3-particulate-filters');
    expect(answerOf('filters for the half mask')[0]).toMatch(/filter/);
  });

  it('a need whose type the parts share only by their host is untouched: the dust mask before the half mask', () => {
    const found = answerOf('rice mill dust');
    expect(found).toContain('suraksha-sg-n95-dust-mask');
    expect(found.indexOf('suraksha-sg-n95-dust-mask')).toBeLessThan(
      found.indexOf('rakshak-rk-9102-half-mask-respirator'),
    );
  });
});

describe('dust in the eyes, a helmet that is not one, very loud, nails, too little clearance, general helmets', () => {
  it('dust in the eyes asks for the goggles that seal ("fine dust … sealed goggles"); a dust mask stays a mask', () => {
    for (const query of ['aankh me dhool jaati hai, chashma chahiye', 'eye protection for fine fibreglass dust'])
      expect(answerOf(query)[0], query).toBe('kavach-kv-e120-anti-fog-safety-goggles');
    expect(answerOf('dhool wala mask cement ke liye')[0]).toBe('kavach-kv-r2-ffp2-valved-respirator');
  });

  it('"not a full helmet" asks for what is not a helmet: the bump cap', () => {
    expect(answerOf('not a full helmet, just for knocks under low pipes')[0]).toBe('himshield-hs-bc1-bump-cap');
  });

  it('"very loud", "too loud" ask for the high-attenuation muffs first', () => {
    for (const query of ['ear protection for blower room, very loud', 'compressor too loud'])
      expect(answerOf(query)[0], query).toBe('himshield-hs-em31-high-attenuation-ear-muffs');
  });

  it('"kil", "khila" are nails: a shoe with a steel midsole', () => {
    for (const query of ['joota pag ma kil vagse', 'payat khile ghustat, joda'])
      expect(answerOf(query)[0], query).toMatch(/kavach-ss-204|kavach-ss-240/);
  });

  it('too little clearance below asks for the retractable fall arrester, not the lanyard', () => {
    for (const query of ['not enough clearance for lanyard on first lift of scaffold', 'short fall distance'])
      expect(answerOf(query)[0], query).toBe('kavach-kv-srl6-retractable-fall-arrester');
    // Each way of saying it the vocabulary reads.
    for (const shortage of [
      'not much clearance',
      'no clearance',
      'less clearance',
      'low clearance',
      'little clearance',
      'limited clearance',
      'not enough space below',
      'not much space below',
      'no space below',
      'less space below',
      'not enough free height',
      'not enough height below',
      'not much height below',
      'low height below',
      'less height below',
    ])
      expect(answerOf(`${shortage} for the lanyard at the mezzanine`)[0], shortage).toBe(
        'kavach-kv-srl6-retractable-fall-arrester',
      );
    expect(answerOf('shock absorbing lanyard for scaffold')[0]).toBe('rakshak-rk-la180-shock-absorbing-lanyard');
  });

  it('the nape-strap and vented helmets follow the ratchet helmet unless a query asks for cheap or for heat', () => {
    for (const query of ['helmet for falling stones', 'helmet for boiler maintenance fitters'])
      expect(answerOf(query)[0], query).toBe('kavach-kv-h500-ratchet-safety-helmet');
    expect(answerOf('cheap helmet for contractors')[0]).toBe('suraksha-sg-h200-nape-helmet');
    expect(answerOf('helmet for hot plant')[0]).toBe('vajra-vj-h700-vented-helmet-with-visor-slots');
  });

  it('"jacket" finds the jacket first and the vest, which has it as a keyword, after', () => {
    expect(answerOf('jacket 3XL')).toEqual(['dhruvgard-dg-hv3-fr-hi-vis-jacket', 'kavach-kv-hv2-high-visibility-vest']);
  });

  it('a chin strap holds a helmet on in a fall: the work-at-height helmet; a phosphide is a pesticide', () => {
    expect(answerOf('helmet with chin strap')[0]).toBe('himshield-hs-h21-work-at-height-helmet');
    expect(answerOf('gloves for aluminium phosphide fumigation')[0]).toBe('rakshak-rk-7720-nitrile-chemical-gauntlet');
  });
});

describe('Marathi "jate", "dhuke", Bengali "dhula"; a welding glove’s types; a slip naming a guide by its file', () => {
  it('Marathi "jate" (goes) is no slip of "gate": dust going into the eyes, the goggles, not visitor specs', () => {
    expect(answerOf('kaam karte dhul dolyat jate, chashma')[0]).toBe('kavach-kv-e120-anti-fog-safety-goggles');
  });

  it('Marathi "dhuke" is fog, Bengali "dhula" dust', () => {
    expect(answerOf('chashma var dhuke yete')[0]).toBe('kavach-kv-e120-anti-fog-safety-goggles');
    expect(answerOf('chokh e dhula jay, chosma')[0]).toBe('kavach-kv-e120-anti-fog-safety-goggles');
    expect(answerOf('koyla dhula mask')[0]).toBe('kavach-kv-r2-ffp2-valved-respirator');
  });

  it('a welding glove’s type A or B is EN 12477’s: the welding checklist, not the chemical glove guide', () => {
    for (const query of ['welding glove type A or type B', 'what is a type A welding glove', 'type B welding gloves'])
      expect(firstArticle(query), query).toBe('welding-ppe-checklist');
  });

  it('a slip of a word no guide holds names a guide by its file: "helment colour code", the helmet guide', () => {
    expect(firstArticle('helment colour code white yellow')).toBe('safety-helmet-buying-guide');
  });
});

describe('goggles against the sun; what a tint or a disposable mask includes', () => {
  it('Indian English "goggles" against the sun are sunglasses: the smoke lens spectacles', () => {
    for (const query of ['sun goggles for loaders', 'black goggles', 'goggles for sun on the jetty', 'cooling goggles'])
      expect(answerOf(query)[0], query).toBe('himshield-hs-sg2-smoke-lens-spectacles');
  });

  it('"not tinted" leaves out a shade filter too: the gas welding goggles, as the smoke lens', () => {
    expect(answerOf('goggles not tinted')).toEqual(['kavach-kv-e120-anti-fog-safety-goggles']);
    expect(answerOf('spectacles not tinted')).not.toContain('dhruvgard-dg-wg5-gas-welding-goggles');
  });

  it('"not disposable" leaves out the fold-flat respirators: the half mask and the full face mask', () => {
    expect(answerOf('respirator not disposable').sort()).toEqual([
      'rakshak-rk-9102-half-mask-respirator',
      'vajra-vj-fm60-full-face-mask',
    ]);
  });
});

describe('"No." beside a size; slots for ear muffs are a helmet’s; Tamil "vilai kammi"', () => {
  it('"No." written beside a number is a size, not a negation: "safety shoes 12 no", "shoe no 9"', () => {
    expect(answerOf('safety shoes 12 no size')).toEqual(answerOf('safety shoes size 12'));
    expect(answerOf('shoe no 9')).toEqual(answerOf('shoe size 9'));
    expect(answerOf('mask no valve')).toEqual(answerOf('mask without valve'));
  });

  it('a helmet with slots for ear muffs, in English, Tamil, Telugu, Bengali or Hindi, asks for the helmet', () => {
    for (const query of [
      'helmet ear muff slots',
      'thalaikavasam la ear muff maatura slot',
      'tala ki helmet ear muff pettadaniki slot',
      'helmet, kaan er muff lagano jabe',
      'helmet ear muff lagane wala',
    ])
      expect(answerOf(query)[0], query).toMatch(/kavach-kv-h500|vajra-vj-h700/);
    expect(answerOf('helmet mounted ear muff')[0]).toBe('vajra-vj-em25h-helmet-ear-muffs');
  });

  it('Tamil "vilai kammi" (low price) is cheap: the economical leather shoe', () => {
    expect(answerOf('kaal seruppu steel toe vilai kammi')[0]).toBe('suraksha-sg-l100-leather-safety-shoe');
  });
});

describe('Hindi and Bhojpuri: something, things falling on the head', () => {
  it('"kuch gire", "samaan girle" (something, things fall) are falling objects: the ratchet helmet first', () => {
    for (const query of ['mathe pe kuch gire to bachave, topi helmet', 'upar le samaan girle matha bachai wala topi'])
      expect(answerOf(query)[0], query).toBe('kavach-kv-h500-ratchet-safety-helmet');
  });
});

describe('Hindi "pura chehra", "jhat utar", "chheento"; Odia "nian"; a helmet fell off; "bunai" is no vest', () => {
  it('"pura chehra" (the whole face) asks for the full face mask', () => {
    expect(answerOf('dhuan ke liye pura chehra mask')[0]).toBe('vajra-vj-fm60-full-face-mask');
  });
  it('"jhat utar" (taken off at once) is the quick release of the foundry boot', () => {
    expect(answerOf('bhatti ke paas joota jo jhat utar jaye')[0]).toBe('vajra-vj-fb11-foundry-boot');
  });
  it('a helmet that flew or fell off asks for the chin strap of the work-at-height helmet', () => {
    for (const query of [
      'helmet flew off when he slipped on the platform',
      'helmet fell off when he slipped from ladder',
    ])
      expect(answerOf(query)[0], query).toBe('himshield-hs-h21-work-at-height-helmet');
  });
  it('Odia "nian" (fire) is flame: flame-resistant clothing, not the hi-vis jacket first', () => {
    expect(answerOf('nian ru bachiba pain kapada')[0]).toBe('vajra-vj-fr220-flame-retardant-coverall');
  });
  it('"chheento" (a splash) of a chemical in the eyes asks for the sealed goggles', () => {
    expect(answerOf('dawai ro chheento aankh mein, chasmo')[0]).toBe('kavach-kv-e120-anti-fog-safety-goggles');
  });
  it('Hindi and Odia "bunai" (weaving) is no slip of "bundi" (a vest): a dust mask for the weaving shed', () => {
    expect(answerOf('mask bunai ghara')).not.toContain('kavach-kv-hv2-high-visibility-vest');
  });
});

describe('A UK size; "lamba juta"; a blade is sharp', () => {
  it('"UK 5" is a size: the shoes made in size 5, not the leather shoe that starts at 6', () => {
    for (const query of ['safety shoe uk 5', 'safety shoe uk5', 'safety shoe size uk 5', 'safety shoe uk size 5'])
      expect(answerOf(query), query).toEqual(answerOf('safety shoe size 5'));
    expect(answerOf('safety shoe uk 5')).not.toContain('suraksha-sg-l100-leather-safety-shoe');
  });
  it('"lamba juta" (long shoes) are knee-length boots: the gumboot first', () => {
    expect(answerOf('lamba juta chahiye')[0]).toBe('suraksha-sg-gumboot-pvc');
  });
  it('a blade is sharp: the cut-resistant gloves for changing a band saw blade', () => {
    expect(answerOf('gloves for changing band saw blade')[0]).toBe('kavach-kv-g550-cut-level-f-gloves');
  });
});

describe('"toxic dust", fluff and lint; visiting; moving; gas cutting', () => {
  it('a toxic dust is a hazardous one: the FFP3 first, not the FFP1 whose text says "non-toxic"', () => {
    const answer = answerOf('mask for toxic dust');
    expect(answer[0]).toBe('kavach-kv-r3-ffp3-respirator');
    expect(answer.indexOf('himshield-hs-f110-ffp1-fold-flat-mask')).toBeGreaterThan(1);
  });
  it('cotton fluff and lint are a nuisance dust: the FFP1 mask "for ... textile mills" first', () => {
    for (const query of ['cotton fluff in the spinning hall, mask', 'mask for cotton lint in knitting'])
      expect(answerOf(query)[0], query).toBe('himshield-hs-f110-ffp1-fold-flat-mask');
  });
  it('those visiting the plant are visitors: the visitor overspecs, not the goggles', () => {
    expect(answerOf('buyers visiting loom shed need eye cover')[0]).toBe('suraksha-sg-e10-visitor-overspecs');
  });
  it('tied off while moving: the horizontal lifeline workers "move along" tied off', () => {
    expect(answerOf('painters moving along the tank top edge, stay tied off')[0]).toBe(
      'suraksha-sg-hl20-temporary-horizontal-lifeline',
    );
  });
  it('gas cutting is welding work: the welding checklist answers its shade, not the cut levels guide', () => {
    for (const query of ['which shade glass for gas cutting', 'shade glass for gas cutter'])
      expect(firstArticle(query), query).toBe('welding-ppe-checklist');
  });
});

describe('Eyes and lungs together', () => {
  it('eyes and lungs covered together is the full face mask ("protecting eyes and lungs together")', () => {
    for (const query of ['spray painting, eyes and lungs need cover', 'lungs and eyes cover for spray gun'])
      expect(answerOf(query)[0], query).toBe('vajra-vj-fm60-full-face-mask');
  });
});

describe('Hindi "bori", "bora"; Marathi "gudghya"; "not seeing"', () => {
  it('"bori", "bora" (a sack) are bags, never a slip of "boot": gloves for lifting sacks, not shoes', () => {
    expect(answerOf('bori uthate haath chhil jaate')[0]).toBe('himshield-hs-g330-goatskin-driver-gloves');
    expect(answerOf('bora uthane ke dastane')[0]).toBe('himshield-hs-g330-goatskin-driver-gloves');
  });
  it('Marathi "gudghya" is the knee: knee-length boots, the gumboot first', () => {
    expect(answerOf('panyat kaam, gudghya paryant boot')[0]).toBe('suraksha-sg-gumboot-pvc');
  });
  it('drivers "not seeing" workers is a visibility need: the hi-vis vest, not the fall arrester', () => {
    expect(answerOf('truck loading at night, driver not seeing the loaders')[0]).toBe(
      'kavach-kv-hv2-high-visibility-vest',
    );
  });
});

describe('Plugs taken out again and again; protection not inside the ear', () => {
  it('Hindi "bar bar nikalna" (taking out again and again) is intermittent noise: the banded plugs first', () => {
    for (const query of ['kaan ke plug bar bar nikalna padta', 'kaan ke plug baar baar nikalna padta'])
      expect(answerOf(query)[0], query).toBe('dhruvgard-dg-bp22-banded-ear-plugs');
  });
  it('hearing protection "not inside the ear" is not an ear plug: the muffs only', () => {
    for (const query of ['ear protection not inside ear', 'hearing protection not in ear']) {
      const answer = answerOf(query);
      expect(answer.length, query).toBeGreaterThan(0);
      expect(
        answer.every((slug) => slug.includes('ear-muffs')),
        query,
      ).toBe(true);
    }
  });
});

describe('a need that names no other product: the general product of its kind first', () => {
  it('a fall from a roof, a tank top or a gallery: the full body harness before the lifeline and the arrester', () => {
    for (const query of [
      'worker may fall from roof',
      'worker fell from shed roof while fixing sheets',
      'fall risk on top of fermenter tanks',
      'fall from conveyor gallery during maintenance',
    ])
      expect(answerOf(query)[0], query).toBe('kavach-kv-fh21-full-body-harness');
  });
  it('not when another match’s name holds a word of the query, by a slip or its brand, nor before a kind asked', () => {
    expect(answerOf('horizantal life line')[0]).toBe('suraksha-sg-hl20-temporary-horizontal-lifeline');
    expect(answerOf('suraksha fall arrest')[0]).toMatch(/^suraksha-/);
    expect(answerOf('lifeline for roof work')[0]).toBe('suraksha-sg-hl20-temporary-horizontal-lifeline');
  });
  it('a word the general product’s name holds too keeps it first, spelt right or with a slip: its brand', () => {
    expect(answerOf('kaavch fall protection')[0]).toBe('kavach-kv-fh21-full-body-harness');
    expect(answerOf('kavach fall protection')[0]).toBe('kavach-kv-fh21-full-body-harness');
  });
  it('the general product is one named for no special use: not the tower climbing harness, which names "climb"', () => {
    // A climb asks for the rope grab; climbing onto a wagon for a safety belt, for the harness.
    expect(answerOf('vertical ladder climb on stack fall stop')[0]).toBe('suraksha-sg-ra10-rope-grab');
    expect(answerOf('wagon upar chadhe ke belt chahi')[0]).toBe('kavach-kv-fh21-full-body-harness');
  });
  it('the vocabulary keeps its general kinds as the index stores them', () => {
    expect(compileVocabulary({ general: ['harnesses', 'harness'] }).general).toEqual([stem('harness')]);
    expect(SearchVocabularySchema.safeParse({ general: ['Harness'] }).success).toBe(false);
  });
});

describe('radiant heat on the face and body; a helmet with ear muffs', () => {
  it('the face and body together are covered by clothing: the aluminised suit with its hood, not eyewear', () => {
    for (const query of ['pot tapping crew, radiant heat hits whole body and face', 'radiant heat face and body'])
      expect(answerOf(query)[0], query).toBe('rakshak-rk-ac60-aluminised-fire-proximity-suit');
  });
  it('an accessory mounted on the type asked for, its kind named too, is of the type: the helmet ear muffs', () => {
    for (const query of ['helmet with ear muffs', 'helmat with ear muf', 'topi with kaan muff'])
      expect(answerOf(query)[0], query).toBe('vajra-vj-em25h-helmet-ear-muffs');
  });
  it('not when its name lacks a word of the query, or the query names the type alone', () => {
    expect(answerOf('helmet with ear muff slots')[0]).toMatch(/helmet-with-visor-slots|ratchet-safety-helmet/);
    expect(answerOf('vajra helmet')[0]).toBe('vajra-vj-h700-vented-helmet-with-visor-slots');
    expect(answerOf('helmet')).not.toContain('vajra-vj-em25h-helmet-ear-muffs');
  });
});

describe('Hindi "chhitak", "bandha rahe"', () => {
  it('"chhitak" is a splash: zinc splashing on the feet asks for the foundry boot', () => {
    expect(answerOf('galvanising kettle ke paas zinc chhitak pair pe')[0]).toBe('vajra-vj-fb11-foundry-boot');
  });
  it('"bandha rahe", "bandhe rahe" (stays tied) is tied off: the lanyard; walking along a roof, the lifeline', () => {
    expect(answerOf('upar kaam mein worker bandha rahe')[0]).toBe('rakshak-rk-la180-shock-absorbing-lanyard');
    expect(answerOf('upar kaam mein worker bandhe rahe')[0]).toBe('rakshak-rk-la180-shock-absorbing-lanyard');
    expect(answerOf('roof pe sheet badalna, chalte chalte bandha rahe')[0]).toBe(
      'suraksha-sg-hl20-temporary-horizontal-lifeline',
    );
  });
});

describe('a harness’s D-ring', () => {
  it('"d ring" is the harness’s attachment point, never ringing ears: the harness, not hearing protection', () => {
    for (const query of ['harness d ring', 'full body harness dorsal sternal d ring'])
      expect(answerOf(query)[0], query).toBe('kavach-kv-fh21-full-body-harness');
    expect(answerOf('ears ringing')[0]).toMatch(/ear-(muffs|plugs)/);
  });
});

describe('a toe cap', () => {
  it('is a shoe’s, never a bump cap, last word or not: "toe cap not steel" lists non-steel toe shoes first', () => {
    for (const query of ['toe cap not steel', 'toecap not steel', 'toe cap']) {
      const answer = answerOf(query, 3);
      expect(answer.length, query).toBe(3);
      expect(
        answer.every((slug) => /shoe|boot/.test(slug)),
        query,
      ).toBe(true);
    }
    expect(answerOf('toe cap not steel')[0]).toBe('kavach-ss-240-composite-toe-safety-boot');
    expect(answerOf('bump cap')[0]).toBe('himshield-hs-bc1-bump-cap');
  });
});
