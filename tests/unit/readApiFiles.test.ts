import { describe, expect, it } from 'vitest';
import { toProduct } from '../../src/lib/catalog/products.ts';
import { toResource } from '../../src/lib/catalog/resources.ts';
import { readApiFiles } from '../../src/lib/http/readApiFiles.ts';
import { ProductSourceSchema } from '../../src/lib/schemas/product.ts';
import { ResourceSourceSchema } from '../../src/lib/schemas/resource.ts';
import { registryFromEnv } from '../../src/lib/versions.ts';

/** The prerendered read API (spec: the list and item paths, identical under every version), as the build writes it. */
const site = 'https://catalog.example';
const product = (slug: string, name: string) =>
  toProduct(
    slug,
    ProductSourceSchema.parse({ name, brand: 'Kavach', category: 'Hand Protection', description: 'Gloves.' }),
    site,
  );
const guide = toResource(
  'glove-guide',
  ResourceSourceSchema.parse({
    title: 'Choosing gloves',
    category: 'Hand Protection',
    publishDate: '2026-01-05',
    metaDescription: 'How to choose gloves.',
  }),
  'Gloves protect hands.\n\n## Cut levels\n\nRead the EN 388 marking.',
  site,
);
const published = {
  products: [product('cut-gloves', 'Cut gloves'), product('grip-gloves', 'Grip gloves')],
  resources: [guide],
};
const files = (versions?: Parameters<typeof readApiFiles>[1]) =>
  new Map([...readApiFiles(published, versions)].map(({ file, contents }) => [file, JSON.parse(contents)]));

describe('the read API files the build writes', () => {
  it('are each collection list and one file per item under /api/v1, nothing else', () => {
    expect([...files().keys()]).toEqual([
      '/api/v1/products.json',
      '/api/v1/products/cut-gloves.json',
      '/api/v1/products/grip-gloves.json',
      '/api/v1/resources.json',
      '/api/v1/resources/glove-guide.json',
    ]);
  });

  it('list every product with their count, and each product file is that product', () => {
    const written = files();
    expect(written.get('/api/v1/products.json')).toEqual({ count: 2, products: published.products });
    expect(written.get('/api/v1/products/grip-gloves.json')).toEqual(published.products[1]);
  });

  it('list articles as summaries without content; the article file is the full article', () => {
    const written = files();
    const [summary] = written.get('/api/v1/resources.json').resources;
    expect(written.get('/api/v1/resources.json').count).toBe(1);
    expect(summary).not.toHaveProperty('content');
    expect(summary).toMatchObject({ slug: 'glove-guide', title: 'Choosing gloves' });
    expect(written.get('/api/v1/resources/glove-guide.json')).toEqual(guide);
    expect(guide.content).toContainEqual({ type: 'h2', text: 'Cut levels' });
  });

  it('are identical, byte for byte, under every version of the registry', () => {
    const twoVersions = registryFromEnv({
      API_VERSION_REGISTRY: JSON.stringify([
        { name: 'v1', status: 'deprecated', deprecatedOn: '2027-01-01', sunsetOn: '2027-07-01' },
        { name: 'v2', status: 'current' },
      ]),
    });
    const raw = new Map([...readApiFiles(published, twoVersions)].map(({ file, contents }) => [file, contents]));
    expect(raw.size).toBe(10);
    for (const [file, contents] of raw)
      if (file.startsWith('/api/v1/')) expect(raw.get(file.replace('/api/v1/', '/api/v2/'))).toBe(contents);
  });
});
