import type { APIRoute } from 'astro';
import { TEXT_CONTENT_TYPE } from '../lib/http/headers.ts';
import { robotsTxt } from '../lib/documents/sitemap.ts';

/** `/robots.txt`: everything may be crawled; points to `/sitemap.xml` (written by the build integration). */
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(site!.origin), { headers: { 'Content-Type': TEXT_CONTENT_TYPE } });
