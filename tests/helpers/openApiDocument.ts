import { buildOpenApiDocument, type ResponseExamples } from '../../src/lib/openapi/document.ts';
import { ProductListSchema, ProductSchema } from '../../src/lib/schemas/product.ts';
import { ResourceListSchema, ResourceSchema } from '../../src/lib/schemas/resource.ts';
import type { ApiVersion } from '../../src/lib/versions.ts';

/** The response examples the build gives the document: one product, one article. */
export function openApiExamples(site = 'https://catalog.example'): ResponseExamples {
  const product = ProductSchema.parse({
    slug: 'p',
    name: 'Glove',
    brand: 'B',
    category: 'Hand Protection',
    description: 'D.',
    url: `${site}/products/p/`,
  });
  const resource = ResourceSchema.parse({
    slug: 'r',
    title: 'T',
    category: 'C',
    excerpt: 'E',
    publishDate: '2026-01-15',
    readTime: '1 min read',
    url: `${site}/resources/r/`,
    metaDescription: 'M',
    content: [{ type: 'p', text: 'x' }],
    relatedLink: null,
  });
  const { metaDescription: _m, content: _c, relatedLink: _r, ...summary } = resource;
  const examples: ResponseExamples = {
    Product: product,
    ProductList: ProductListSchema.parse({ count: 1, products: [product] }),
    Resource: resource,
    ResourceList: ResourceListSchema.parse({ count: 1, resources: [summary] }),
  };
  return examples;
}

/** /openapi.json as the build generates it, built in-process from the schemas, for these versions. */
export function openApiDocument(
  site = 'https://catalog.example',
  versions: ApiVersion[] = [{ name: 'v1', status: 'current' }],
) {
  const doc = buildOpenApiDocument({ siteUrl: site, examples: openApiExamples(site), versions });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schemas walked by path in assertions
  return { doc, schemas: (doc.components as { schemas: Record<string, any> }).schemas };
}
