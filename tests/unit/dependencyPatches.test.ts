import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT_MS } from '../helpers/timeouts.ts';

/** `netlify-cli+27.10.2.patch` -> netlify-cli, 27.10.2 (patch-package's naming; `@scope+name` for scoped packages). */
function patchTarget(file: string): { name: string; version: string } {
  const match = /^(.+)\+([^+]+)\.patch$/.exec(file);
  if (!match) throw new Error(`patches/${file} is not named <package>+<version>.patch`);
  return { name: match[1]!.replace('+', '/'), version: match[2]! };
}

describe('dependency patches (patches/, applied by patch-package after every install)', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const patches = readdirSync('patches').filter((file) => file.endsWith('.patch'));

  it('postinstall applies them with patch-package and fails the install when one no longer applies', () => {
    expect(pkg.scripts.postinstall).toBe('patch-package --error-on-fail');
    expect(pkg.devDependencies['patch-package']).toBeDefined();
    expect(patches).toContain('netlify-cli+27.10.2.patch');
  });

  it.each(patches)(
    '%s is for the installed version of its package and is applied there, hunk for hunk',
    (file) => {
      const { name, version } = patchTarget(file);
      expect(JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version).toBe(version);
      // Read-only: the patch reverses cleanly exactly when every hunk is in the installed files.
      const reverse = spawnSync('git', ['apply', '--check', '--reverse', `patches/${file}`], { encoding: 'utf8' });
      expect(reverse.stderr).toBe('');
      expect(reverse.status).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
