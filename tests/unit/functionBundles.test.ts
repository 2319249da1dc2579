import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { build, type BuildOptions } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_SRC_DIR, functionBuildOptions } from '../../scripts/bundleFunctions.mjs';

/**
 * Netlify deploys the functions as `npm run build` bundled them (`node_bundler = "none"`) and
 * reads each one's in-source `config` from the bundle. What it reads there (paths, exclusions,
 * methods, the schedule, rate limits) must be what the source declares. Bundled with the build's
 * own esbuild options; the modules a build generates (generated/) stay outside the bundle, so
 * this test needs no build.
 */
const outDir = mkdtempSync(join(tmpdir(), 'functions-bundled-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const declared = async (dir: string, nodeBundler: 'esbuild' | 'none') =>
  (
    (await listFunctions(dir, { parseISC: true, config: { '*': { nodeBundler } } })) as unknown as Record<
      string,
      unknown
    >[]
  )
    .map(({ name, routes, excludedRoutes, schedule, trafficRules, runtimeAPIVersion, invocationMode }) => ({
      name,
      routes,
      excludedRoutes,
      schedule,
      trafficRules,
      runtimeAPIVersion,
      invocationMode,
    }))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));

describe('the bundled functions (scripts/bundleFunctions.mjs)', () => {
  it('declare to Netlify exactly the config their sources declare, one bundle per source', async () => {
    const sources = readdirSync(FUNCTIONS_SRC_DIR).filter((f) => ['.ts', '.mts', '.js', '.mjs'].includes(extname(f)));
    await Promise.all(
      sources.map((f) =>
        build({
          ...(functionBuildOptions(
            join(FUNCTIONS_SRC_DIR, f),
            join(outDir, `${f.slice(0, -extname(f).length)}.mjs`),
          ) as BuildOptions),
          external: ['../../generated/*'],
        }),
      ),
    );
    const fromSource = await declared(FUNCTIONS_SRC_DIR, 'esbuild');
    const fromBundles = await declared(outDir, 'none');
    expect(fromBundles.map((f) => f.name)).toEqual(fromSource.map((f) => f.name));
    expect(fromBundles).toEqual(fromSource);
    expect(fromSource.some((f) => f.schedule)).toBe(true);
    expect(fromSource.every((f) => f.schedule || (f.routes as unknown[]).length > 0)).toBe(true);
    expect(fromSource.every((f) => f.runtimeAPIVersion === 2)).toBe(true);
  }, 60_000);

  it(
    'the enquiry and read-API functions load zod/mini, not the classic ' +
      'API (every cold instance compiles what it imports)',
    async () => {
      for (const name of [
        'contact',
        'download-request',
        'read-api-not-found',
        'read-api-method-not-allowed',
        'read-api-rate-limited',
      ]) {
        const result = await build({
          ...(functionBuildOptions(
            join(FUNCTIONS_SRC_DIR, `${name}.ts`),
            join(outDir, `zod-${name}.mjs`),
          ) as BuildOptions),
          metafile: true,
          write: false,
        });
        const inputs = Object.keys(Object.values(result.metafile!.outputs)[0]!.inputs);
        expect(
          inputs.some((f) => /zod\/v4\/mini\//.test(f)),
          name,
        ).toBe(true);
        expect(
          inputs.filter((f) => /zod\/v4\/classic\//.test(f)),
          name,
        ).toEqual([]);
      }
    },
    60_000,
  );
});
