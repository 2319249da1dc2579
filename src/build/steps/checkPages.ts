import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { isNoindex } from '../../lib/documents/sitemap.ts';
import { inlineContentViolations } from '../../lib/http/inlineContent.ts';

/**
 * Reads every HTML page written (`htmlFiles`, from outDir) once: fails the build on anything the
 * site-wide CSP would block (inlineContent.ts), and returns the pages the sitemap lists (all but
 * noindex ones). Pages are read as Latin-1: every pattern looked for is ASCII, and Latin-1 reads
 * faster than UTF-8 (docs/quality.md).
 */
export function checkPages(outDir: string, htmlFiles: readonly string[]): string[] {
  const problems: string[] = [];
  const indexed: string[] = [];
  for (const file of htmlFiles) {
    const html = readFileSync(`${outDir}/${file}`, 'latin1');
    for (const found of inlineContentViolations(html)) problems.push(`${file}: ${found}`);
    if (!isNoindex(html)) indexed.push(file);
  }
  if (problems.length > 0) {
    throw new Error(
      `the Content-Security-Policy (src/lib/http/securityHeaders.ts) would block:\n${problems.slice(0, 20).join('\n')}`,
    );
  }
  return indexed;
}

/** checkPages in a worker thread (checkPagesWorker.ts): resolves to the indexed pages, or fails as checkPages does. */
export function checkPagesAside(outDir: string, htmlFiles: readonly string[]): Promise<string[]> {
  const worker = new Worker(new URL('./checkPagesWorker.ts', import.meta.url));
  return new Promise<string[]>((resolve, reject) => {
    worker.once('message', (answer: { indexed?: string[]; problem?: string }) =>
      answer.indexed ? resolve(answer.indexed) : reject(new Error(answer.problem)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the page check's worker exited with ${code}`)));
    worker.postMessage({ outDir, htmlFiles });
  }).finally(() => worker.terminate());
}
