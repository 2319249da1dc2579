// Build step in a worker thread (src/integrations/buildWorker.ts): builds the MCP catalog and its
// search indexes from the hand-off document while Astro prerenders the pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ReadApiItemsSchema } from '../../lib/http/readApiItems.ts';
import { buildMcpCatalogData, catalogFile } from '../../lib/mcp/catalog.ts';
import { buildStep } from '../buildWorker.ts';
import { readSearchVocabulary, SEARCH_VOCABULARY_FILE } from '../../lib/search/vocabularyFile.ts';

await buildStep(({ target, handoff }: { target: string; handoff: string }) => {
  const { products, resources } = ReadApiItemsSchema.parse(JSON.parse(handoff));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, catalogFile(buildMcpCatalogData(products, resources, readSearchVocabulary(new URL(`../../../${SEARCH_VOCABULARY_FILE}`, import.meta.url)))));
  return { products: products.length, resources: resources.length };
});
