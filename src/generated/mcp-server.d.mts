// Type of the module the build generates beside this file (src/integrations/mcpServerBundle.ts):
// src/lib/mcp/mcpFunction.ts bundled with its packages. Not in git: every build writes it.
export { mcpFunction } from '../lib/mcp/mcpFunction.ts';
