import type { APIRoute } from 'astro';
import { getProducts, getResources } from '../data/catalog.ts';
import { productListBody, resourceListBody } from '../data/readApi.ts';
import { buildOpenApiDocument } from '../lib/openapi/document.ts';
import { jsonResponse } from '../lib/http/responses.ts';

/** `/openapi.json`, generated at build time from the route table, the zod schemas and real examples. */
export const GET: APIRoute = async ({ site }) => {
  const [products, resources] = await Promise.all([getProducts(), getResources()]);
  const document = buildOpenApiDocument({
    siteUrl: site!.origin,
    examples: {
      Product: products[0]!,
      ProductList: productListBody(products.slice(0, 2)),
      Resource: resources[0]!,
      ResourceList: resourceListBody(resources.slice(0, 2)),
    },
  });
  return jsonResponse(200, document);
};
