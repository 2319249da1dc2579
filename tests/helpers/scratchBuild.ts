import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Real `astro build`s of small scratch catalogs: a copy of `tests/fixtures/minimal-content` plus
 * the files a test adds, built into a folder of its own. `cleanup()` removes them all.
 */
export function scratchBuilds(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return {
    build(files: Record<string, string>, env: Record<string, string> = {}) {
      const content = join(root, `content-${Math.random().toString(36).slice(2)}`);
      cpSync('tests/fixtures/minimal-content', content, { recursive: true });
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(content, file)), { recursive: true });
        writeFileSync(join(content, file), text);
      }
      const outDir = join(content, 'dist');
      const result = spawnSync('astro', ['build', '--outDir', outDir], {
        env: {
          ...process.env,
          CONTENT_DIR: content,
          ASTRO_CACHE_DIR: join(content, 'cache'),
          ASTRO_TELEMETRY_DISABLED: '1',
          ...env,
        },
        encoding: 'utf8',
      });
      return { status: result.status, output: `${result.stdout}\n${result.stderr}`, outDir };
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
