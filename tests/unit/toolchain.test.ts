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
});
