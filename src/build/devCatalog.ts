/**
 * `astro dev` only (added by src/build/pipeline.ts): gives the pages rendered on request the
 * catalog their functions give them in production (Astro.locals.catalog), built from the content
 * as it is now, so /search and the 404 page show what the owner is editing.
 */
import { defineMiddleware } from 'astro:middleware';
import { buildCatalogData, loadCatalog } from '../lib/catalogFile/catalogFile.ts';
import { readSearchVocabulary, SEARCH_VOCABULARY_FILE } from '../lib/search/vocabularyFile.ts';
import { pipelineInputs } from '../data/catalog.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  // Only the pages that read it: building the catalog for every page would slow every page.
  if (context.url.pathname.startsWith('/search') || context.routePattern === '/404') {
    const { published, facts } = await pipelineInputs();
    const vocabulary = readSearchVocabulary(SEARCH_VOCABULARY_FILE);
    context.locals.catalog = loadCatalog(buildCatalogData(published.products, published.resources, vocabulary, facts));
  }
  return next();
});
