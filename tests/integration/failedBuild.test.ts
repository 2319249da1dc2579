import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A whole `npm run build` on a loaded 2-core machine.
const BUILD_TIMEOUT_MS = 300_000;

/** Every file under a folder with a hash of its bytes: what a rebuild would change. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

const scratch = mkdtempSync(join(tmpdir(), 'failed-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run build (scripts/build.mjs)', () => {
  it(
    'a build that fails leaves the served site, the functions and the catalog file as the last good build made them',
    () => {
      const served = ['dist', '.netlify/functions-bundled', 'generated'];
      const before = served.map(snapshot);
      const home = readFileSync('dist/index.html', 'utf8');
      // A catalog that fails while the pages are built (an article body with no block type), after the
      // build has started writing its outputs.
      const content = join(scratch, 'content');
      cpSync('tests/fixtures/minimal-content', content, { recursive: true });
      writeFileSync(
        join(content, 'resources/broken-guide.md'),
        '---\ntitle: Broken\ncategory: Buying Guide\npublishDate: 2026-01-01\nmetaDescription: M.\n' +
          '---\nIntro.\n\n1. ordered\n',
      );
      const result = spawnSync('npm', ['run', 'build'], {
        env: { ...process.env, CONTENT_DIR: content, ASTRO_CACHE_DIR: join(scratch, 'cache') },
        encoding: 'utf8',
      });
      expect(result.status).not.toBe(0);
      expect(`${result.stdout}${result.stderr}`).toContain('broken-guide.md');
      expect(`${result.stdout}${result.stderr}`).toContain('dist/ and the functions are left as the last good build');
      expect(served.map(snapshot)).toEqual(before);
      expect(readFileSync('dist/index.html', 'utf8')).toBe(home);
    },
    BUILD_TIMEOUT_MS,
  );
});
