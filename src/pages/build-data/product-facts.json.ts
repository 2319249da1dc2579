/**
 * A build-time hand-off, never deployed: what search, the MCP tools and the search page's cards
 * take from the product files beyond the published fields (sizes, details, the card's picture with
 * its URLs), for the MCP catalog that src/integrations/buildOutputs.ts writes after the routes; it
 * reads this file and deletes it.
 */
import type { APIRoute } from 'astro';
import { getCatalogProducts, getProductFacts } from '../../data/catalog.ts';
import { cardPicture } from '../../data/pictures.ts';

export const GET: APIRoute = async () => {
  const [facts, products] = await Promise.all([getProductFacts(), getCatalogProducts()]);
  const pictures = await Promise.all(products.map(cardPicture));
  return Response.json(facts.map((f, i) => ({ ...f, ...(pictures[i] ? { picture: pictures[i] } : {}) })));
};
