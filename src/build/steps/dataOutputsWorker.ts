/**
 * The outputs made from the catalog data alone (the read API's files and the catalog file), written
 * in a worker thread (writeDataOutputsAside) on a second core while the prerender renders pages.
 */
import { parentPort } from 'node:worker_threads';
import type { PipelineInputs } from '../handoff.ts';
import type { DataOutputsTask } from './dataOutputs.ts';
import { writeCatalogFile } from './writeCatalogFile.ts';
import { writeReadApi } from './writeReadApi.ts';

parentPort!.once('message', ({ pagesDir, catalogFile, root, inputs }: DataOutputsTask & { inputs: PipelineInputs }) => {
  const apiFiles = writeReadApi(pagesDir, inputs.published);
  writeCatalogFile(new URL(catalogFile), new URL(root), inputs);
  parentPort!.postMessage({ apiFiles });
});
