import { readFileSync } from 'node:fs';
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
