import { describe, expect, it } from 'vitest';
import { categoryFilterGroups, standardHref } from '../../src/lib/search/categoryFilters.ts';
import { rateLimitWords } from '../../src/lib/http/rateLimitPolicy.ts';

/** A category page's filters (src/lib/search/categoryFilters.ts): the search page's facets, as links to it. */
describe('category page filters', () => {
  const products = [
    { brand: 'Kavach', compliance: ['IS 15298', 'EN ISO 20345'], sizes: ['10', '7', '8'] },
    { brand: 'Kavach', compliance: ['IS 15298'], sizes: ['7'] },
    { brand: 'Rakshak', compliance: ['IS 15298'] },
  ];

  it('brand, standard and size, each value counted and linked to the search page with the category', () => {
    const groups = categoryFilterGroups('Safety Footwear', products);
    expect(groups.map((g) => g.title)).toEqual(['Brand', 'Standard', 'Size']);
    expect(groups[0]!.values).toEqual([
      { value: 'Kavach', count: 2, selected: false, href: '/search?category=Safety+Footwear&brand=Kavach' },
      { value: 'Rakshak', count: 1, selected: false, href: '/search?category=Safety+Footwear&brand=Rakshak' },
    ]);
    expect(groups[1]!.values.map((v) => [v.value, v.count])).toEqual([
      ['IS 15298', 3],
      ['EN ISO 20345', 1],
    ]);
    // Sizes in size order, not by count.
    expect(groups[2]!.values.map((v) => [v.value, v.count, v.href])).toEqual([
      ['7', 2, '/search?category=Safety+Footwear&size=7'],
      ['8', 1, '/search?category=Safety+Footwear&size=8'],
      ['10', 1, '/search?category=Safety+Footwear&size=10'],
    ]);
  });

  it('a filter with a single value changes nothing and is left out; no sizes, no size filter', () => {
    const groups = categoryFilterGroups('Head Protection', [
      { brand: 'Kavach', compliance: ['IS 2925'] },
      { brand: 'Kavach', compliance: ['IS 2925', 'EN 397'] },
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Standard']);
  });

  it("a standard's badge leads to the search page of that standard", () => {
    expect(standardHref('EN ISO 20345')).toBe('/search?standard=EN+ISO+20345');
  });
});

describe('a rate limit in words, one way everywhere', () => {
  it('the spec words: 300 requests per 5 minutes, 5 requests per hour', () => {
    expect(rateLimitWords({ name: 'read', limit: 300, windowSeconds: 300 })).toBe('300 requests per 5 minutes');
    expect(rateLimitWords({ name: 'contact', limit: 5, windowSeconds: 3600 })).toBe('5 requests per hour');
  });
});
