/** The products' downloadable documents (content/products/documents/), published as files at `/documents/<name>`. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { readFileSync } from 'node:fs';
import { getDocumentFiles } from '../../data/catalog.ts';

export const getStaticPaths = (async () =>
  (await getDocumentFiles()).map(({ href, path }) => ({
    params: { file: href.slice(href.lastIndexOf('/') + 1) },
    props: { path },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(readFileSync((props as { path: string }).path), { headers: { 'Content-Type': 'application/pdf' } });
