import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';

/** The MCP server's code for the function (src/lib/mcp/mcpFunction.ts and everything it imports). */
export const MCP_FUNCTION_ENTRY = 'src/lib/mcp/mcpFunction.ts';
/** Where the build leaves it bundled, with its packages, for netlify/functions/mcp.ts. */
export const MCP_SERVER_MODULE = 'src/generated/mcp-server.mjs';

/**
 * Bundles the MCP server with its packages (the MCP SDK, zod, MiniSearch, the markdown parser)
 * into one module. Netlify packages a v2 function by bundling its own code only and copying the
 * packages it uses beside it as files (zip-it-and-ship-it's NFT bundler), so without this the
 * function's cold start would resolve and compile hundreds of separate modules, whole packages
 * included: about 130 ms more than one tree-shaken module (docs/mcp.md, "Performance").
 */
export async function bundleMcpServer(root: URL | string, outfile: string): Promise<void> {
  await build({
    absWorkingDir: typeof root === 'string' ? root : new URL('.', root).pathname,
    entryPoints: [MCP_FUNCTION_ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'error',
    legalComments: 'none',
  });
}

/**
 * Writes the bundle in every build, so the function always has the current server code. esbuild
 * runs in its own process: started with the build, it is done long before the prerender.
 */
export function mcpServerBundle(): AstroIntegration {
  let root: URL;
  let bundled: Promise<void> | undefined;
  return {
    name: 'mcp-server-bundle',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:start': () => {
        bundled = bundleMcpServer(root, MCP_SERVER_MODULE);
        bundled.catch(() => {}); // awaited, and reported, in astro:build:done
      },
      'astro:build:done': async ({ logger }) => {
        await bundled;
        logger.info(`Bundled the MCP server into ${MCP_SERVER_MODULE}`);
      },
    },
  };
}
