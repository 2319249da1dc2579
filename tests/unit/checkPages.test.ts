import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPagesAside } from '../../src/build/steps/checkPages.ts';

/** The pipeline's page check, as the build runs it (in a worker thread): the sitemap's pages, or a failed build. */
const pages = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'check-pages-'));
  for (const [name, html] of Object.entries(files)) writeFileSync(join(dir, name), html);
  return dir;
};

describe('checkPagesAside (src/build/steps/checkPages.ts)', () => {
  it('gives the pages the sitemap lists: every page but noindex ones', async () => {
    const dir = pages({
      'a.html': '<html><head></head><body><p>a</p></body></html>',
      '404.html': '<html><head><meta name="robots" content="noindex"></head><body></body></html>',
    });
    expect(await checkPagesAside(dir, ['a.html', '404.html'])).toEqual(['a.html']);
  });

  it('fails the build naming the page that holds what the Content-Security-Policy would block', async () => {
    const dir = pages({
      'a.html': '<html><body><p>a</p></body></html>',
      'b.html': '<html><body><p style="color: red">b</p></body></html>',
    });
    await expect(checkPagesAside(dir, ['a.html', 'b.html'])).rejects.toThrow(/Content-Security-Policy[\s\S]*b\.html/);
  });
});
