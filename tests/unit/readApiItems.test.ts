import { describe, expect, it } from 'vitest';
import { toProduct } from '../../src/lib/catalog/products.ts';
import { toResource } from '../../src/lib/catalog/resources.ts';
import { readApiItemFiles, readApiItemsBody, ReadApiItemsSchema } from '../../src/lib/http/readApiItems.ts';
import { itemFile } from '../../src/lib/http/readApiPaths.ts';
import { serializeJson } from '../../src/lib/http/responses.ts';
import { ProductSourceSchema } from '../../src/lib/schemas/product.ts';
import { ResourceSourceSchema } from '../../src/lib/schemas/resource.ts';
import type { ApiVersion } from '../../src/lib/versions.ts';

const site = 'https://catalog.example';
const product = toProduct('kavach-shoe', ProductSourceSchema.parse({ name: 'Shoe', brand: 'Kavach', category: 'Safety Footwear', description: 'A shoe.' }), site);
const resource = toResource(
  'choosing-gloves',
  ResourceSourceSchema.parse({ title: 'Choosing gloves', category: 'Hand Protection', publishDate: '2025-01-15', metaDescription: 'How to choose gloves.' }),
  'Gloves protect hands.\n\n## Cut resistance\n\n- Level A\n- Level B\n',
  site,
);
const items = readApiItemsBody([product], [resource]);

describe('single-item files of the read API (written in one pass by the build)', () => {
  it('writes every item under the unversioned alias and every version, at the paths the rewrites point to', () => {
    expect(readApiItemFiles(items).map((f) => f.path)).toEqual([
      itemFile('/api', 'products', 'kavach-shoe'),
      itemFile('/api/v1', 'products', 'kavach-shoe'),
      itemFile('/api', 'resources', 'choosing-gloves'),
      itemFile('/api/v1', 'resources', 'choosing-gloves'),
    ]);
  });

  it('each body is the item by the service\'s one serializer, the same bytes in every path form', () => {
    const files = readApiItemFiles(items);
    expect(files[0]!.body).toBe(serializeJson(product));
    expect(files[1]!.body).toBe(files[0]!.body);
    expect(JSON.parse(files[2]!.body)).toEqual(resource);
    expect(JSON.parse(files[2]!.body).content.length).toBeGreaterThan(0);
  });

  it('follows the version registry: a deprecated v1 beside a current v2 gets files under all three prefixes', () => {
    const versions: ApiVersion[] = [
      { name: 'v1', status: 'deprecated', deprecatedOn: '2027-01-01', sunsetOn: '2027-07-01' },
      { name: 'v2', status: 'current' },
    ];
    expect(readApiItemFiles(items, versions).filter((f) => f.path.includes('/products/')).map((f) => f.path)).toEqual([
      '/api/products/kavach-shoe.json',
      '/api/v1/products/kavach-shoe.json',
      '/api/v2/products/kavach-shoe.json',
    ]);
  });

  it('the hand-off document survives its JSON round trip byte for byte, and a malformed item is refused', () => {
    const roundTripped = ReadApiItemsSchema.parse(JSON.parse(serializeJson(items)));
    expect(readApiItemFiles(roundTripped)).toEqual(readApiItemFiles(items));
    const { url: _url, ...withoutUrl } = product;
    expect(ReadApiItemsSchema.safeParse({ products: [withoutUrl], resources: [] }).success).toBe(false);
  });
});
