import { createApp } from 'astro/app/entrypoint';

/** The server entry of the pages rendered on request: what a function calls to render one (functionPages.ts). */
const app = createApp({ streaming: false });

/** Renders the page at the request's path with these locals (`Astro.locals`), as Astro's Response. */
export function renderPage(request: Request, locals: App.Locals): Promise<Response> {
  return app.render(request, { locals });
}
