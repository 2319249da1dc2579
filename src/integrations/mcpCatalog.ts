import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { runBuildWorker } from './buildWorker.ts';
import type { ReadApiHandoff } from './readApiHandoff.ts';

/**
 * Where the build leaves the MCP function's catalog. It ships beside the function as an included
 * file (`included_files` in netlify.toml); netlify/functions/mcp.ts reads it from this path.
 */
export const MCP_CATALOG_FILE = 'src/generated/mcp-catalog.bin';

/**
 * Writes the MCP server's catalog and serialized search indexes from the read API hand-off
 * document, the same items the read API's files are written from: the function serves exactly
 * what the site and the API publish. The work runs in a worker thread during the prerender
 * (src/integrations/readApiHandoff.ts); the build waits for it before it ends. Netlify (and
 * `netlify serve`) package functions after the build command, so the function always gets the
 * current catalog.
 */
export function mcpCatalog(handoff: ReadApiHandoff): AstroIntegration {
  let root: URL;
  let written: Promise<{ products: number; resources: number }> | undefined;
  return {
    name: 'mcp-catalog',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:start': () => {
        written = handoff.body.then((body) =>
          runBuildWorker(new URL('src/integrations/workers/mcpCatalog.ts', root), { target: fileURLToPath(new URL(MCP_CATALOG_FILE, root)), handoff: body }),
        );
        written.catch(() => {}); // awaited, and reported, in astro:build:done
      },
      'astro:build:done': async ({ logger }) => {
        const { products, resources } = await written!;
        logger.info(`Wrote the MCP catalog: ${products} products, ${resources} articles`);
      },
    },
  };
}
