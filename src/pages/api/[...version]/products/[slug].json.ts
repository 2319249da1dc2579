import type { APIRoute } from 'astro';
import { productItemPaths } from '../../../../data/readApi.ts';
import { jsonResponse } from '../../../../lib/http/responses.ts';
import type { Product } from '../../../../lib/schemas/product.ts';

export const getStaticPaths = productItemPaths;

export const GET: APIRoute<{ product: Product }> = ({ props }) => jsonResponse(200, props.product);
