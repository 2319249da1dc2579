import type { APIRoute } from 'astro';
import { resourceItemPaths } from '../../../../data/readApi.ts';
import { jsonResponse } from '../../../../lib/http/responses.ts';
import type { Resource } from '../../../../lib/schemas/resource.ts';

export const getStaticPaths = resourceItemPaths;

export const GET: APIRoute<{ resource: Resource }> = ({ props }) => jsonResponse(200, props.resource);
