import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeSyntheticCatalog } from '../../bench/syntheticCatalog.mjs';
import { markdownToBlocks } from '../../src/lib/catalog/markdownBlocks.ts';
import { CategorySchema } from '../../src/lib/schemas/category.ts';
import { ProductContentSchema } from '../../src/lib/schemas/product.ts';
import { ResourceSourceSchema } from '../../src/lib/schemas/resource.ts';

const scratch = mkdtempSync(join(tmpdir(), 'synthetic-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const read = (dir: string): [string, string][] =>
  readdirSync(dir)
    .filter((f) => /\.(ya?ml|md)$/.test(f))
    .sort()
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')]);

describe('the benchmark catalog generator', () => {
  it('writes the same bytes for the same seed, and other bytes for another seed', () => {
    writeSyntheticCatalog(join(scratch, 'a'), { products: 60, resources: 12, seed: 7 });
    writeSyntheticCatalog(join(scratch, 'b'), { products: 60, resources: 12, seed: 7 });
    writeSyntheticCatalog(join(scratch, 'c'), { products: 60, resources: 12, seed: 8 });
    expect(read(join(scratch, 'a', 'products'))).toEqual(read(join(scratch, 'b', 'products')));
    expect(read(join(scratch, 'a', 'resources'))).toEqual(read(join(scratch, 'b', 'resources')));
    expect(read(join(scratch, 'a', 'products'))).not.toEqual(read(join(scratch, 'c', 'products')));
  });

  it('writes content files the real schemas accept, with every block type and both relatedLink forms', () => {
    const dir = join(scratch, 'valid');
    expect(writeSyntheticCatalog(dir, { products: 200, resources: 40, seed: 1 })).toEqual({
      products: 200,
      resources: 40,
    });
    const products = read(join(dir, 'products'));
    expect(products).toHaveLength(200);
    const parsed = products.map(([, text]) => ProductContentSchema.parse(parse(text)));
    // Half of them with specifications and a photo (the scale test), reusing a few photo files.
    expect(parsed.filter((p) => p.specifications && p.photos)).toHaveLength(100);
    expect(new Set(parsed.flatMap((p) => p.photos ?? []).map((p) => p.file)).size).toBeLessThanOrEqual(4);
    const categories = (parse(readFileSync(join(dir, 'categories.yaml'), 'utf8')) as unknown[]).map((c) =>
      CategorySchema.parse(c),
    );
    expect(new Set(parsed.map((p) => p.category))).toEqual(new Set(categories.map((c) => c.name)));
    const blockTypes = new Set<string>();
    const links = new Set<string>();
    for (const [, text] of read(join(dir, 'resources'))) {
      const [, frontmatter, body] = text.split(/^---$/m);
      const source = ResourceSourceSchema.parse(parse(frontmatter!));
      links.add(source.relatedLink ? 'link' : 'null');
      for (const block of markdownToBlocks(body!)) blockTypes.add(block.type);
    }
    expect([...blockTypes].sort()).toEqual(['h2', 'h3', 'note', 'p', 'ul']);
    expect([...links].sort()).toEqual(['link', 'null']);
  });
});
