// Build step in a worker thread (src/integrations/buildWorker.ts): writes the read API's
// single-item files from the hand-off document while Astro prerenders the pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ReadApiItemsSchema, readApiItemFiles } from '../../lib/http/readApiItems.ts';
import { buildStep } from '../buildWorker.ts';

await buildStep(({ outDir, handoff }: { outDir: string; handoff: string }) => {
  const files = readApiItemFiles(ReadApiItemsSchema.parse(JSON.parse(handoff)));
  // Synchronous on purpose: tens of thousands of small writes, and this thread has nothing else to do.
  for (const folder of new Set(files.map((f) => dirname(f.path)))) mkdirSync(`${outDir}${folder}`, { recursive: true });
  for (const { path, body } of files) writeFileSync(`${outDir}${path}`, body);
  return files.length;
});
