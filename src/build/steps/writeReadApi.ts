import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readApiFiles, type PublishedItems } from '../../lib/http/readApiFiles.ts';

/**
 * Writes the read API's lists and items under every version (readApiFiles.ts), here rather than by
 * one Astro route per file, whose cost per route was the largest single cost of a large catalog's
 * build (docs/quality.md, "Build at scale"). Returns how many files it wrote.
 */
export function writeReadApi(outDir: string, published: PublishedItems): number {
  const folders = new Set<string>();
  let written = 0;
  for (const { file, contents } of readApiFiles(published)) {
    const folder = dirname(`${outDir}${file}`);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(`${outDir}${file}`, contents);
    written++;
  }
  return written;
}
