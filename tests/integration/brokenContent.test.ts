import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const scratch = mkdtempSync(join(tmpdir(), 'broken-content-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Builds a copy of the fixture catalog with one file added, into a scratch folder. */
function buildWith(file: string, text: string) {
  const content = join(scratch, `content-${Math.random().toString(36).slice(2)}`);
  cpSync('tests/fixtures/minimal-content', content, { recursive: true });
  writeFileSync(join(content, file), text);
  const result = spawnSync('astro', ['build', '--outDir', join(content, 'dist')], {
    env: { ...process.env, CONTENT_DIR: content, ASTRO_CACHE_DIR: join(content, 'cache'), ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('a broken content file fails the build with a message naming the file and the field', () => {
  it('a product with a misspelt field and a standards list written as a string', () => {
    const { status, output } = buildWith(
      'products/broken-glove.yaml',
      'name: Broken Glove\nbrand: Kavach\ncategory: Hand Protection\ndescripton: typo\ncompliance: EN 388\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain('broken-glove');
    expect(output).toMatch(/description/);
    expect(output).toMatch(/compliance/);
  });

  it('an article whose body uses a construct that has no block type', () => {
    const { status, output } = buildWith(
      'resources/broken-guide.md',
      '---\ntitle: Broken\ncategory: Buying Guide\npublishDate: 2026-01-01\nmetaDescription: M.\n---\nIntro.\n\n1. ordered\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain('broken-guide.md');
    expect(output).toContain('ordered list');
  });
});
