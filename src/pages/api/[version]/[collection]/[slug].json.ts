import type { APIRoute } from 'astro';
import { readItemPaths } from '../../../../data/readApi.ts';
import { jsonResponse } from '../../../../lib/http/responses.ts';

export const getStaticPaths = readItemPaths;

export const GET: APIRoute<{ item: unknown }> = ({ props }) => jsonResponse(200, props.item);
