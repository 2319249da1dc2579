/** checkPages in a worker thread (checkPagesAside), so that it reads the pages while the read API is written. */
import { parentPort } from 'node:worker_threads';
import { checkPages } from './checkPages.ts';

parentPort!.once('message', ({ outDir, htmlFiles }: { outDir: string; htmlFiles: string[] }) => {
  try {
    parentPort!.postMessage({ indexed: checkPages(outDir, htmlFiles) });
  } catch (error) {
    parentPort!.postMessage({ problem: (error as Error).message });
  }
});
