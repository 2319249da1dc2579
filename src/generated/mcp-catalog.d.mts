// Type of the module the build generates beside this file (src/integrations/mcpCatalog.ts).
// The module itself is not in git: every build writes it from the current content.
import type { McpCatalogData } from '../lib/mcp/catalog.ts';

declare const catalog: McpCatalogData;
export default catalog;
