import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
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

/**
 * writeCatalogFile in a worker thread (catalogFileWorker.ts): the inputs are copied to it once, and
 * the index building overlaps the pages' rendering on a second core. Resolves when the file is written.
 */
export function writeCatalogFileAside(target: URL, root: URL, inputs: PipelineInputs): Promise<void> {
  const worker = new Worker(new URL('./catalogFileWorker.ts', import.meta.url));
  return new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the catalog file's worker exited with ${code}`)),
    );
    worker.postMessage({ target: target.href, root: root.href, inputs });
  }).finally(() => worker.terminate());
}
