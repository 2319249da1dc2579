import type { APIRoute } from 'astro';
import { readApiExamples } from '../data/readApi.ts';
import { buildOpenApiDocument } from '../lib/openapi/document.ts';
import { jsonResponse } from '../lib/http/responses.ts';

/** `/openapi.json`, generated at build time from the route table, the zod schemas and real examples. */
export const GET: APIRoute = async ({ site }) => {
  const document = buildOpenApiDocument({ siteUrl: site!.origin, examples: await readApiExamples() });
  return jsonResponse(200, document);
};
