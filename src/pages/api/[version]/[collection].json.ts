import type { APIRoute } from 'astro';
import { readListBody, readListPaths } from '../../../data/readApi.ts';
import { jsonResponse } from '../../../lib/http/responses.ts';

export const getStaticPaths = readListPaths;

export const GET: APIRoute = async ({ params }) => jsonResponse(200, await readListBody(params.collection!));
