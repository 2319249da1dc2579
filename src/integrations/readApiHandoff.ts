import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { READ_API_ITEMS_HANDOFF } from '../lib/http/readApiItems.ts';

/**
 * The read API hand-off document (src/lib/http/readApiItems.ts) as soon as it is prerendered.
 *
 * The build's post-processing (the 24,000 single-item files, the MCP catalog) needs nothing but
 * this document. Waiting for the end of the build ran it after Astro's prerender, on one core. A
 * prerenderer that renders the document first and hands its body over lets that work run in
 * worker threads while Astro renders the 12,000 pages (whose main thread is idle about a third of
 * the time, waiting on the file system, and which leaves the second core free).
 * (Astro's experimental incremental build, off here, skips unchanged pages: it would skip this
 * one too, and the build would then fail with the message below rather than publish stale files.)
 */
export interface ReadApiHandoff {
  integration: AstroIntegration;
  /** The document's body; rejects if the build ends without rendering it. */
  body: Promise<string>;
}

export function readApiHandoff(): ReadApiHandoff {
  let resolve!: (body: string) => void;
  let reject!: (error: Error) => void;
  const body = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Consumers attach their handlers when they start; a build that never renders it must not
  // crash the process with an unhandled rejection before they do.
  body.catch(() => {});
  let rendered = false;
  return {
    body,
    integration: {
      name: 'read-api-handoff',
      hooks: {
        'astro:config:setup': ({ command, updateConfig }) => {
          if (command === 'build') updateConfig({ vite: { plugins: [keepAstroPrerenderEntry()] } });
        },
        'astro:build:start': ({ setPrerenderer }) => {
          setPrerenderer((astroDefault) =>
            renderingFirst(astroDefault, READ_API_ITEMS_HANDOFF, (text) => {
              rendered = true;
              resolve(text);
            }),
          );
        },
        'astro:build:generated': () => {
          if (!rendered) reject(new Error(`the build rendered no ${READ_API_ITEMS_HANDOFF} (src/pages/read-api-items.handoff.json.ts)`));
        },
      },
    },
  };
}

/** Astro's own prerenderer, with `route` moved to the front and its body passed to `onRendered`. */
export function renderingFirst(prerenderer: AstroPrerenderer, route: string, onRendered: (body: string) => void): AstroPrerenderer {
  return {
    ...prerenderer,
    name: `${prerenderer.name}+${route}-first`,
    async getStaticPaths() {
      const paths = await prerenderer.getStaticPaths();
      return [...paths.filter((p) => p.route.route === route), ...paths.filter((p) => p.route.route !== route)];
    },
    async render(request, options) {
      const result = await prerenderer.render(request, options);
      if (options.routeData.route === route) {
        const response = result instanceof Response ? result : result.response;
        onRendered(await response.clone().text());
      }
      return result;
    },
  };
}

/**
 * Astro assumes a custom prerenderer brings its own prerender bundle (as an adapter rendering in
 * another runtime does) and then leaves out its own entry point. This one renders with Astro's
 * own prerenderer, so it puts the entry point back.
 */
function keepAstroPrerenderEntry() {
  return {
    name: 'read-api-handoff:astro-prerender-entry',
    configEnvironment(name: string, config: { build?: { rolldownOptions?: { input?: unknown } } }) {
      if (name !== 'prerender' || config.build?.rolldownOptions?.input) return;
      return { build: { rolldownOptions: { input: 'astro/entrypoints/prerender' } } };
    },
  };
}
