// Build step in a worker thread (src/integrations/buildWorker.ts): reads a share of the built
// HTML pages once each, for the Content-Security-Policy check and the sitemap.
import { readFileSync } from 'node:fs';
import { inlineContentViolations } from '../../lib/http/inlineContent.ts';
import { isNoindex } from '../../lib/documents/sitemap.ts';
import { buildStep } from '../buildWorker.ts';

export interface PageCheck {
  /** What the site-wide Content-Security-Policy would block, as `file: finding`. */
  problems: string[];
  /** The pages that belong in the sitemap (all but noindex ones). */
  indexed: string[];
}

await buildStep(({ root, files }: { root: string; files: string[] }): PageCheck => {
  const result: PageCheck = { problems: [], indexed: [] };
  for (const file of files) {
    // Synchronous on purpose: one awaited read per file costs three times as long.
    const html = readFileSync(`${root}/${file}`, 'utf8');
    for (const found of inlineContentViolations(html)) result.problems.push(`${file}: ${found}`);
    if (!isNoindex(html)) result.indexed.push(file);
  }
  return result;
});
