import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogData, catalogFile } from '../../lib/catalogFile/catalogFile.ts';
import { readSearchVocabulary, SEARCH_VOCABULARY_FILE } from '../../lib/search/vocabularyFile.ts';
import type { PipelineInputs } from '../handoff.ts';

/**
 * Writes the catalog file the search page, the 404 page and the MCP server read (catalogFile.ts):
 * the same published items as the read API, their search indexes and the search vocabulary.
 */
export function writeCatalogFile(target: URL, root: URL, { published, facts }: PipelineInputs): void {
  const vocabulary = readSearchVocabulary(new URL(SEARCH_VOCABULARY_FILE, root));
  const file = fileURLToPath(target);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, catalogFile(buildCatalogData(published.products, published.resources, vocabulary, facts)));
}
