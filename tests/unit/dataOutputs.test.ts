import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeDataOutputsAside } from '../../src/build/steps/dataOutputs.ts';
import { loadCatalog, readCatalogFile } from '../../src/lib/catalogFile/catalogFile.ts';
import { readApiFiles } from '../../src/lib/http/readApiFiles.ts';
import { productSearchFacts, publishedProducts, publishedResources } from '../helpers/catalog.ts';

/** The outputs made from the data alone, written in their worker thread as the build writes them beside the pages. */
describe('writeDataOutputsAside (src/build/steps/dataOutputs.ts)', () => {
  const published = { products: publishedProducts(), resources: publishedResources() };

  it('writes every read API file with the bytes readApiFiles gives, and a catalog file of the same items', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'data-outputs-'));
    const catalogFile = join(dir, 'generated', 'catalog.bin');
    const { apiFiles } = await writeDataOutputsAside(
      {
        pagesDir: join(dir, 'dist'),
        catalogFile: pathToFileURL(catalogFile).href,
        root: pathToFileURL(`${process.cwd()}/`).href,
      },
      { published, facts: productSearchFacts() },
    );
    const expected = [...readApiFiles(published)];
    expect(apiFiles).toBe(expected.length);
    for (const { file, contents } of [expected[0]!, expected[1]!, expected.at(-1)!])
      expect(readFileSync(join(dir, 'dist', file), 'utf8')).toBe(contents);
    const catalog = loadCatalog(readCatalogFile(readFileSync(catalogFile)));
    expect(catalog.products.map((p) => p.slug)).toEqual(published.products.map((p) => p.slug));
  });

  it('fails, not hangs, when a file cannot be written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'data-outputs-'));
    writeFileSync(join(dir, 'a-file'), '');
    await expect(
      writeDataOutputsAside(
        {
          pagesDir: join(dir, 'a-file', 'dist'),
          catalogFile: pathToFileURL(join(dir, 'catalog.bin')).href,
          root: pathToFileURL(`${process.cwd()}/`).href,
        },
        { published, facts: productSearchFacts() },
      ),
    ).rejects.toThrow(/ENOTDIR/);
  });
});
