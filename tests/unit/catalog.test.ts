import { describe, expect, it } from 'vitest';
import { ContentFormatError, markdownToBlocks } from '../../src/lib/catalog/markdownBlocks.ts';
import { toProduct } from '../../src/lib/catalog/products.ts';
import { defaultExcerpt, readTime, toResource, toSummary } from '../../src/lib/catalog/resources.ts';
import { categorySlug } from '../../src/lib/catalog/categories.ts';
import { ProductSourceSchema } from '../../src/lib/schemas/product.ts';
import { ResourceSourceSchema, ResourceSummarySchema } from '../../src/lib/schemas/resource.ts';

const site = 'https://catalog.example';

describe('Product', () => {
  const source = ProductSourceSchema.parse({
    name: 'Shoe',
    brand: 'Kavach',
    category: 'Safety Footwear',
    description: 'A shoe.',
    compliance: ['IS 15298'],
    keywords: ['SS-204'],
  });

  it('derives url from the site URL and the slug', () => {
    expect(toProduct('kavach-shoe', source, site).url).toBe('https://catalog.example/products/kavach-shoe/');
  });

  it('has the spec field order with compliance and keywords when declared', () => {
    expect(Object.keys(toProduct('s', source, site))).toEqual([
      'slug',
      'name',
      'brand',
      'category',
      'description',
      'compliance',
      'keywords',
      'url',
    ]);
  });

  it('omits compliance and keywords on products that do not declare them', () => {
    const { compliance: _c, keywords: _k, ...bare } = source;
    const product = toProduct('s', bare, site);
    expect('compliance' in product).toBe(false);
    expect('keywords' in product).toBe(false);
  });

  it('refuses an empty standards list, an unknown field and a blank name in the source', () => {
    expect(ProductSourceSchema.safeParse({ ...source, compliance: [] }).success).toBe(false);
    expect(ProductSourceSchema.safeParse({ ...source, colour: 'red' }).success).toBe(false);
    expect(ProductSourceSchema.safeParse({ ...source, name: '   ' }).success).toBe(false);
  });

  it('refuses a slug that is not lowercase-hyphenated', () => {
    expect(() => toProduct('Bad Slug', source, site)).toThrow();
  });
});

describe('content blocks from Markdown', () => {
  it('maps paragraphs, ##, ###, - lists and > notes to p, h2, h3, ul and note', () => {
    const blocks = markdownToBlocks('Intro text\nwrapped.\n\n## Two\n\n### Three\n\n- a\n- b\n\n> Careful.');
    expect(blocks).toEqual([
      { type: 'p', text: 'Intro text wrapped.' },
      { type: 'h2', text: 'Two' },
      { type: 'h3', text: 'Three' },
      { type: 'ul', items: ['a', 'b'] },
      { type: 'note', text: 'Careful.' },
    ]);
  });

  it.each([
    ['# Title', 'level-1 heading'],
    ['#### Deep', 'level-4 heading'],
    ['1. first\n2. second', 'ordered list'],
    ['A [link](javascript:alert(1)).', 'a link to "javascript:alert\\(1\\)"'],
    ['A [**bold link**](/x/).', 'bold text inside a link'],
    ['A [ref][x].\n\n[x]: /x/', 'a reference-style link'],
    ['An ![image](/i.png).', 'an image'],
    ['Some **bold** text.', 'bold text'],
    ['```\ncode\n```', 'a code block'],
    ['- outer\n  - inner', 'nested lists'],
    ['<div>html</div>', 'HTML'],
  ])('refuses %j with a message naming %s and its line', (markdown, what) => {
    expect(() => markdownToBlocks(`Intro.\n\n${markdown}`)).toThrow(ContentFormatError);
    expect(() => markdownToBlocks(`Intro.\n\n${markdown}`)).toThrow(new RegExp(`line 3.*${what}`));
  });
});

describe('Resource derivations', () => {
  it('readTime is "<n> min read" at 200 words a minute, rounded up, at least 1', () => {
    expect(readTime(0)).toBe('1 min read');
    expect(readTime(200)).toBe('1 min read');
    expect(readTime(201)).toBe('2 min read');
    expect(readTime(1000)).toBe('5 min read');
  });

  it('excerpt defaults to the first paragraph, cut at a word with an ellipsis past 200 characters', () => {
    expect(
      defaultExcerpt([
        { type: 'h2', text: 'H' },
        { type: 'p', text: 'Short first.' },
      ]),
    ).toBe('Short first.');
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const excerpt = defaultExcerpt([{ type: 'p', text: long }]);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  const source = ResourceSourceSchema.parse({
    title: 'Guide',
    category: 'Buying Guide',
    publishDate: new Date('2026-03-14T00:00:00Z'),
    metaDescription: 'Meta.',
    relatedLink: { label: 'Shoes', href: '/products/category/safety-footwear/' },
  });

  it('builds the full article with absolute url and relatedLink, and a summary without content', () => {
    const resource = toResource('guide', source, 'First words here.\n\n- x', site);
    expect(resource).toMatchObject({
      slug: 'guide',
      excerpt: 'First words here.',
      publishDate: '2026-03-14',
      readTime: '1 min read',
      url: 'https://catalog.example/resources/guide/',
      relatedLink: { label: 'Shoes', href: 'https://catalog.example/products/category/safety-footwear/' },
    });
    const summary = toSummary(resource);
    expect(Object.keys(summary)).toEqual(['slug', 'title', 'category', 'excerpt', 'publishDate', 'readTime', 'url']);
    expect(ResourceSummarySchema.safeParse({ ...summary, content: [] }).success).toBe(false);
  });

  it('relatedLink is null when written as null or left out', () => {
    const { relatedLink: _r, ...rest } = source;
    expect(ResourceSourceSchema.parse({ ...rest, publishDate: '2026-01-01' }).relatedLink).toBeNull();
    expect(toResource('g', { ...source, relatedLink: null }, 'Text.', site).relatedLink).toBeNull();
  });

  it('a written excerpt wins over the default', () => {
    expect(toResource('g', { ...source, excerpt: 'Mine.' }, 'Text.', site).excerpt).toBe('Mine.');
  });
});

describe('category slugs', () => {
  it('lowercases, drops & and joins words with hyphens', () => {
    expect(categorySlug('Eye & Face Protection')).toBe('eye-face-protection');
    expect(categorySlug('Safety Footwear')).toBe('safety-footwear');
  });
});
