/**
 * writeCatalogFile in a worker thread (writeCatalogFileAside), so that building the catalog's
 * search indexes runs on a second core while the prerender renders pages.
 */
import { parentPort } from 'node:worker_threads';
import type { PipelineInputs } from '../handoff.ts';
import { writeCatalogFile } from './writeCatalogFile.ts';

parentPort!.once('message', ({ target, root, inputs }: { target: string; root: string; inputs: PipelineInputs }) => {
  writeCatalogFile(new URL(target), new URL(root), inputs);
  parentPort!.postMessage('written');
});
