import type { APIRoute } from 'astro';
import { readListBody, readListPaths } from '../../../data/readApi.ts';
import { jsonResponse } from '../../../lib/http/responses.ts';
import type { AnyReadCollection } from '../../../lib/readCollections.ts';

export const getStaticPaths = readListPaths;

export const GET: APIRoute<{ collection: AnyReadCollection }> = async ({ props }) =>
  jsonResponse(200, await readListBody(props.collection));
