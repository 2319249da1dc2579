// Type of the server entry `astro build` writes beside this file (src/integrations/functionPages.ts,
// functionPagesEntry.ts). The bundle itself is not in git: every build writes it.
export function renderPage(request: Request, locals: App.Locals): Promise<Response>;
