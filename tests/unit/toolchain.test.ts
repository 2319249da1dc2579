import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('toolchain', () => {
  it('runs the project scripts on Node 22, the Netlify production runtime', () => {
    expect(process.versions.node.split('.')[0]).toBe('22');
  });

  it('declares Node 22 for Netlify and npm', () => {
    expect(readFileSync('.node-version', 'utf8').trim()).toBe('22');
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.engines.node).toMatch(/22/);
    expect(pkg.devDependencies.node).toMatch(/^\^22\./);
  });

  it("runs TypeScript files by Node's own type stripping (scripts/*.ts need it: Node 22.18 or later)", () => {
    expect(process.features.typescript).toBe('strip');
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(major === 22 && minor! >= 18).toBe(true);
    const declaredMinor = Number(
      />=22\.(\d+)/.exec(JSON.parse(readFileSync('package.json', 'utf8')).engines.node)?.[1],
    );
    expect(declaredMinor).toBeGreaterThanOrEqual(18);
  });
});
