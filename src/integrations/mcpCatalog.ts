import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { itemFile, listFile } from '../lib/http/readApiPaths.ts';
import { buildMcpCatalogData, catalogFile } from '../lib/mcp/catalog.ts';
import { ProductListSchema } from '../lib/schemas/product.ts';
import { ResourceListSchema, ResourceSchema } from '../lib/schemas/resource.ts';

/**
 * Where the build leaves the MCP function's catalog. It ships beside the function as an included
 * file (`included_files` in netlify.toml); netlify/functions/mcp.ts reads it from this path.
 */
export const MCP_CATALOG_FILE = 'src/generated/mcp-catalog.bin';

/**
 * Writes the MCP server's catalog and serialized search indexes after the build, from the read
 * API files the build has just rendered from the content collections: the function serves
 * exactly what the site and the API publish. Netlify (and `netlify serve`) bundle functions
 * after the build command, so the function always gets the current catalog.
 */
export function mcpCatalog(): AstroIntegration {
  let root: URL;
  return {
    name: 'mcp-catalog',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const read = async (path: string) => JSON.parse(await readFile(new URL(`.${path}`, dir), 'utf8')) as unknown;
        const { products } = ProductListSchema.parse(await read(listFile('/api', 'products')));
        const summaries = ResourceListSchema.parse(await read(listFile('/api', 'resources'))).resources;
        const resources = await Promise.all(
          summaries.map(async ({ slug }) => ResourceSchema.parse(await read(itemFile('/api', 'resources', slug)))),
        );
        const data = buildMcpCatalogData(products, resources);
        const target = new URL(MCP_CATALOG_FILE, root);
        await mkdir(new URL('.', target), { recursive: true });
        await writeFile(target, catalogFile(data));
        logger.info(`Wrote the MCP catalog: ${products.length} products, ${resources.length} articles`);
      },
    },
  };
}
