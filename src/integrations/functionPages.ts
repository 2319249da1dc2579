import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Where `astro build` writes the server bundle of the pages rendered on request (`prerender = false`),
 * from the repository's root; our own functions import its entry and bundle it (scripts/bundleFunctions.mjs).
 */
export const PAGE_SERVER_DIR = 'generated/page-server/';

/**
 * Our functions' adapter, through Astro's documented Adapter API: the pages that are rendered on
 * request become one server bundle, and each function decides which paths it hands to it. The
 * Netlify adapter would do the same but always adds a function on `/*` that runs before
 * netlify.toml's read-API rewrites (docs/documents.md, "Pages rendered on request").
 */
export function functionPages(): AstroIntegration {
  let serverDir: URL;
  let isScratch = false;
  return {
    name: 'function-pages',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        // A build into another outDir (the tests' and benchmarks' scratch builds) keeps a bundle of its own,
        // inside the project, where the bundle's packages resolve. `npm run build` builds the site in a
        // staging folder (scripts/build.mjs) and says so.
        const isSiteBuild =
          config.outDir.href === new URL('./dist/', config.root).href || process.env.SITE_BUILD_STAGED === '1';
        const scratchId = createHash('sha256').update(config.outDir.href).digest('hex').slice(0, 12);
        serverDir = new URL(isSiteBuild ? PAGE_SERVER_DIR : `.tmp/page-servers/${scratchId}/`, config.root);
        isScratch = !isSiteBuild;
        // Static files where they always were (dist/), the server bundle where the functions import it.
        updateConfig({ build: { client: config.outDir, server: serverDir } });
      },
      // Astro adds to the server directory without emptying it: last build's chunks go first.
      'astro:build:start': () => {
        if (!existsSync(serverDir)) return;
        for (const entry of readdirSync(serverDir, { withFileTypes: true }))
          if (!entry.name.endsWith('.d.mts')) rmSync(new URL(entry.name, serverDir), { recursive: true });
      },
      // No function imports a scratch build's bundle.
      'astro:build:done': () => {
        if (isScratch) rmSync(serverDir, { recursive: true, force: true });
      },
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'function-pages',
          entrypointResolution: 'auto',
          serverEntrypoint: fileURLToPath(new URL('./functionPagesEntry.ts', import.meta.url)),
          supportedAstroFeatures: {
            staticOutput: 'stable',
            hybridOutput: 'stable',
            serverOutput: 'stable',
            sharpImageService: 'stable',
          },
        });
      },
    },
  };
}
