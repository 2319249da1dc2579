import type { APIRoute } from 'astro';
import { getProducts, getResources } from '../data/catalog.ts';
import { ORGANIZATION_NAME } from '../data/jsonLd.ts';
import { TEXT_CONTENT_TYPE } from '../lib/http/headers.ts';
import { llmsTxt } from '../lib/documents/llmsTxt.ts';

/** `/llms.txt` (llmstxt.org). Its Content-Type on the CDN comes from `_headers` (staticRouting.ts). */
export const GET: APIRoute = async ({ site }) =>
  new Response(
    llmsTxt({
      siteName: ORGANIZATION_NAME,
      siteUrl: site!.origin,
      products: await getProducts(),
      resources: await getResources(),
    }),
    {
      headers: { 'Content-Type': TEXT_CONTENT_TYPE },
    },
  );
