import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../scripts/nodeVersion.mjs';

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
      /\^22\.(\d+)/.exec(JSON.parse(readFileSync('package.json', 'utf8')).engines.node)?.[1],
    );
    expect(declaredMinor).toBeGreaterThanOrEqual(18);
  });
});

describe('npm start and npm test check the Node running them first', () => {
  const pkg = { engines: { node: '^22.18.0 || ^24.0.0' }, devDependencies: { node: '^22.23.3' } };

  it('accepts the Node 22 the project brings, from 22.18 (type stripping)', () => {
    expect(nodeVersionProblem('22.18.0', pkg)).toBeUndefined();
    expect(nodeVersionProblem('22.23.3', pkg)).toBeUndefined();
  });

  it('names the versions engines supports when npm runs an older or unsupported Node', () => {
    for (const version of ['20.20.2', '22.17.1', '23.11.0', '26.0.0']) {
      expect(nodeVersionProblem(version, pkg)).toContain(`Node 22.18 or a later 22.x, or 24`);
      expect(nodeVersionProblem(version, pkg)).toContain(`on Node ${version}`);
    }
  });

  it("refuses Node 24 running the scripts: the project's own Node 22 is missing, and says how to get it", () => {
    const problem = nodeVersionProblem('24.21.0', pkg);
    expect(problem).toContain('not on its own Node 22');
    expect(problem).toContain('`npm ci`');
    expect(problem).toContain('allowScripts');
  });

  it('package.json states Node 24 as supported on the machine, and the runtime the node package brings as 22', () => {
    const declared = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(declared.engines.node).toBe('^22.18.0 || ^24.0.0');
    expect(declared.allowScripts.node).toBe(true);
  });
});
