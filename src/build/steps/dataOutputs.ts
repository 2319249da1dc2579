import { Worker } from 'node:worker_threads';
import type { PipelineInputs } from '../handoff.ts';

/** Where the data outputs go: the pages' folder (the read API) and the catalog file, with the project root. */
export interface DataOutputsTask {
  pagesDir: string;
  catalogFile: string;
  root: string;
}

/**
 * writeReadApi and writeCatalogFile in one worker thread (dataOutputsWorker.ts), started as soon as
 * the data module hands the catalog over: the inputs are copied to it once, and the files are
 * written beside the pages' rendering rather than after it. Resolves with the read API's file count.
 */
export function writeDataOutputsAside(task: DataOutputsTask, inputs: PipelineInputs): Promise<{ apiFiles: number }> {
  const worker = new Worker(new URL('./dataOutputsWorker.ts', import.meta.url));
  return new Promise<{ apiFiles: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the data outputs' worker exited with ${code} before it finished`)));
    worker.postMessage({ ...task, inputs });
  }).finally(() => worker.terminate());
}
