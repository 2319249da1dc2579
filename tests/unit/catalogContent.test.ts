import { describe, expect, it } from 'vitest';
import { fileSize } from '../../src/components/format.ts';
import { closestCategory, unknownCategoryMessage } from '../../src/lib/catalog/categories.ts';
import { GUIDE_PRODUCT_LIMIT, guideProductLinks } from '../../src/lib/catalog/guideLinks.ts';
import { markdownToBlocks, markdownToRichBlocks } from '../../src/lib/catalog/markdownBlocks.ts';
import { publishedFields, toProduct } from '../../src/lib/catalog/products.ts';
import { toResource } from '../../src/lib/catalog/resources.ts';
import { CategorySchema } from '../../src/lib/schemas/category.ts';
import { ProductContentSchema } from '../../src/lib/schemas/product.ts';
import { ResourceSourceSchema } from '../../src/lib/schemas/resource.ts';
import { productFiles, publishedProducts } from '../helpers/catalog.ts';

const site = 'https://catalog.example';
const CATEGORIES = [
  'Eye & Face Protection',
  'Fall Protection',
  'Hand Protection',
  'Head Protection',
  'Hearing Protection',
  'Protective Clothing',
  'Respiratory Protection',
  'Safety Footwear',
];

describe('product file: photos, specifications, sizes and documents beside the published fields', () => {
  const base = { name: 'Glove', brand: 'Kavach', category: 'Hand Protection', description: 'A glove.' };
  const full = {
    ...base,
    photos: [{ file: './images/glove.jpg', alt: 'A grey knitted glove' }],
    specifications: [{ label: 'Material', value: 'HPPE' }],
    sizes: ['7', '8'],
    documents: [{ title: 'Datasheet', file: 'documents/glove-datasheet.pdf' }],
  };

  it('accepts each, and a file without any of them', () => {
    expect(ProductContentSchema.parse(full)).toEqual(full);
    expect(ProductContentSchema.parse(base)).toEqual(base);
  });

  it.each([
    ['a photo without alt text', { photos: [{ file: './images/glove.jpg' }] }],
    ['an empty specification list', { specifications: [] }],
    ['a specification without a value', { specifications: [{ label: 'Material' }] }],
    ['a size list written as one string', { sizes: '7 to 10' }],
    ['a document outside documents/', { documents: [{ title: 'Datasheet', file: '../secret.pdf' }] }],
    ['a document that is not a PDF', { documents: [{ title: 'Datasheet', file: 'documents/x.exe' }] }],
    ['an unknown key', { colour: 'grey' }],
  ])('refuses %s', (_what, change) => {
    expect(ProductContentSchema.safeParse({ ...base, ...change }).success).toBe(false);
  });

  it(
    'the read API publishes exactly the spec fields: slug, name, ' +
      'brand, category, description, compliance, keywords, url',
    () => {
      const product = toProduct('glove', ProductContentSchema.parse({ ...full, compliance: ['EN 388'] }), site);
      expect(Object.keys(product)).toEqual(['slug', 'name', 'brand', 'category', 'description', 'compliance', 'url']);
      const withDetails = { ...product, sizes: ['7'], pictogram: 'x.svg', photos: [] };
      expect(publishedFields(withDetails)).toEqual(product);
    },
  );

  it('the sample catalog: specifications on every product, sizes only where the description states sizes', () => {
    const files = productFiles();
    expect(files.size).toBe(59);
    for (const [slug, product] of files) {
      expect(product.specifications?.length, slug).toBeGreaterThan(0);
      if (product.sizes) expect(product.description.toLowerCase(), slug).toMatch(/size|small|medium|large/);
    }
    expect(publishedProducts().every((p) => CATEGORIES.includes(p.category))).toBe(true);
  });
});

describe('categories: a closed list', () => {
  it('a product with an unknown category is named with its file and the closest category', () => {
    expect(unknownCategoryMessage('content/products/x.yaml', 'Head protection', CATEGORIES)).toMatch(
      /^content\/products\/x\.yaml: category 'Head protection' is not a category; did you mean 'Head Protection'\?/,
    );
  });

  it('the closest category is by edit distance, case counting less than a letter', () => {
    expect(closestCategory('Hand protection', CATEGORIES)).toBe('Hand Protection');
    expect(closestCategory('Hearing Protectoin', CATEGORIES)).toBe('Hearing Protection');
    expect(closestCategory('Safety Footware', CATEGORIES)).toBe('Safety Footwear');
    expect(closestCategory('Eye and Face Protection', CATEGORIES)).toBe('Eye & Face Protection');
    expect(closestCategory('Anything', [])).toBeUndefined();
  });

  it("a category's slug must be the one its name gives", () => {
    const category = { name: 'Head Protection', description: 'Helmets.', pictogram: './categories/head.svg' };
    expect(CategorySchema.safeParse({ ...category, slug: 'head-protection' }).success).toBe(true);
    const wrong = CategorySchema.safeParse({ ...category, slug: 'helmets' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toContain('"head-protection"');
  });
});

describe('links in article text', () => {
  it('the API text carries a link as its text followed by its absolute URL in parentheses', () => {
    expect(markdownToBlocks('See [the EN 388 guide](/resources/en-388/) first.', site)).toEqual([
      { type: 'p', text: 'See the EN 388 guide (https://catalog.example/resources/en-388/) first.' },
    ]);
    expect(markdownToBlocks('- [BIS](https://www.bis.gov.in/) lists licences', site)).toEqual([
      { type: 'ul', items: ['BIS (https://www.bis.gov.in/) lists licences'] },
    ]);
  });

  it('the page gets the link itself', () => {
    expect(markdownToRichBlocks('## Read [this](/x/)\n\n> Note [here](mailto:sales@example.com).')).toEqual([
      { type: 'h2', inline: [{ text: 'Read ' }, { text: 'this', href: '/x/' }] },
      { type: 'note', inline: [{ text: 'Note ' }, { text: 'here', href: 'mailto:sales@example.com' }, { text: '.' }] },
    ]);
  });

  it('the excerpt and the reading time count the link text, not the address', () => {
    const source = ResourceSourceSchema.parse({
      title: 'T',
      category: 'Buying Guide',
      publishDate: '2026-01-01',
      metaDescription: 'M.',
    });
    const article = toResource('t', source, 'Read [the guide](/resources/a-very-long-address/) today.', site);
    expect(article.excerpt).toBe('Read the guide today.');
    expect(article.content).toEqual([
      { type: 'p', text: 'Read the guide (https://catalog.example/resources/a-very-long-address/) today.' },
    ]);
  });
});

describe('guides and products point at each other', () => {
  const products = [
    { slug: 'muff', category: 'Hearing Protection', compliance: ['EN 352-1'] },
    { slug: 'plug', category: 'Hearing Protection', compliance: ['EN 352-2'] },
    { slug: 'glove', category: 'Hand Protection', compliance: ['EN 388', 'EN 407'] },
    { slug: 'shoe', category: 'Safety Footwear', compliance: ['EN ISO 20345'] },
    { slug: 'plain-glove', category: 'Hand Protection' },
  ];

  it('a guide is about the products of its standards (EN 352 covers EN 352-1), then of its categories', () => {
    const { productsOfGuide, guidesOfProduct } = guideProductLinks(
      [
        { slug: 'hearing', standards: ['EN 352'] },
        { slug: 'gloves', productCategories: ['Hand Protection'], standards: ['EN 407'] },
        { slug: 'shoes', standards: ['ISO 20345'] },
        { slug: 'law' },
      ],
      products,
    );
    expect(productsOfGuide.get('hearing')).toEqual(['muff', 'plug']);
    expect(productsOfGuide.get('gloves')).toEqual(['glove', 'plain-glove']);
    expect(productsOfGuide.get('shoes')).toEqual(['shoe']);
    expect(productsOfGuide.has('law')).toBe(false);
    expect(guidesOfProduct.get('plain-glove')).toEqual(['gloves']);
    expect(guidesOfProduct.get('muff')).toEqual(['hearing']);
  });

  it(`a guide ends with at most ${GUIDE_PRODUCT_LIMIT} products`, () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ slug: `p${i}`, category: 'Hand Protection' }));
    const { productsOfGuide } = guideProductLinks([{ slug: 'g', productCategories: ['Hand Protection'] }], many);
    expect(productsOfGuide.get('g')).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
  });
});

describe('document links state the file size', () => {
  it('in bytes, KB or MB', () => {
    expect(fileSize(870)).toBe('870 bytes');
    expect(fileSize(1715)).toBe('2 KB');
    expect(fileSize(2_400_000)).toBe('2.3 MB');
  });
});
