import type { APIRoute } from 'astro';
import { getProducts } from '../../../../data/catalog.ts';
import { productListBody, versionParams } from '../../../../data/readApi.ts';
import { jsonResponse } from '../../../../lib/http/responses.ts';

export const getStaticPaths = versionParams;

export const GET: APIRoute = async () => jsonResponse(200, productListBody(await getProducts()));
