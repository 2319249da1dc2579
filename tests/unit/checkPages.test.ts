import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPages } from '../../src/build/steps/checkPages.ts';

/** The pipeline's page check: the sitemap's pages, or a failed build. */
const pages = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'check-pages-'));
  for (const [name, html] of Object.entries(files)) writeFileSync(join(dir, name), html);
  return dir;
};

describe('checkPages (src/build/steps/checkPages.ts)', () => {
  it('gives the pages the sitemap lists: every page but noindex ones', () => {
    const dir = pages({
      'a.html': '<html><head></head><body><p>a</p></body></html>',
      '404.html': '<html><head><meta name="robots" content="noindex"></head><body></body></html>',
    });
    expect(checkPages(dir, ['a.html', '404.html'])).toEqual(['a.html']);
  });

  it('fails the build naming the page that holds what the Content-Security-Policy would block', () => {
    const dir = pages({
      'a.html': '<html><body><p>a</p></body></html>',
      'b.html': '<html><body><p style="color: red">b</p></body></html>',
    });
    expect(() => checkPages(dir, ['a.html', 'b.html'])).toThrow(/Content-Security-Policy[\s\S]*b\.html/);
  });
});
