import type { APIRoute } from 'astro';
import { getResources } from '../../../../data/catalog.ts';
import { resourceListBody, versionParams } from '../../../../data/readApi.ts';
import { jsonResponse } from '../../../../lib/http/responses.ts';

export const getStaticPaths = versionParams;

export const GET: APIRoute = async () => jsonResponse(200, resourceListBody(await getResources()));
