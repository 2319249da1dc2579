import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts: Record<string, boolean> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

/** Every dependency the lockfile records with an install script, by package name. */
const withInstallScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  ),
].sort();

describe('dependency install scripts (package.json allowScripts, docs/hardening.md)', () => {
  it('names every dependency whose install script the lockfile records, so npm runs or skips each by decision', () => {
    expect(withInstallScripts.length).toBeGreaterThan(0);
    expect(withInstallScripts.filter((name) => !(name in pkg.allowScripts))).toEqual([]);
  });

  it(
    "allows only the node package's preinstall (it brings " + 'the Node 22 the scripts run on); telemetry denied first',
    () => {
      expect(Object.keys(pkg.allowScripts).filter((name) => pkg.allowScripts[name] === true)).toEqual(['node']);
      expect(Object.entries(pkg.allowScripts)[0]).toEqual(['@scarf/scarf', false]);
    },
  );

  it('entries are name-only: the lockfile has no resolved addresses to check a pinned version against', () => {
    expect(Object.keys(pkg.allowScripts).filter((name) => /.@/.test(name))).toEqual([]);
  });
});
