import type { APIRoute } from 'astro';
import { getProducts, getResources } from '../data/catalog.ts';
import { ORGANIZATION_NAME } from '../data/jsonLd.ts';
import { TEXT_CONTENT_TYPE } from '../lib/http/headers.ts';
import { llmsFullTxt } from '../lib/documents/llmsTxt.ts';

/** `/llms-full.txt`: the whole catalog and every guide in Markdown, for agents that read one file. */
export const GET: APIRoute = async ({ site }) =>
  new Response(
    llmsFullTxt({
      siteName: ORGANIZATION_NAME,
      siteUrl: site!.origin,
      products: await getProducts(),
      resources: await getResources(),
    }),
    {
      headers: { 'Content-Type': TEXT_CONTENT_TYPE },
    },
  );
