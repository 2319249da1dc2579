import type { AstroPrerenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import { readApiHandoff, renderingFirst } from '../../src/integrations/readApiHandoff.ts';
import { runBuildWorker } from '../../src/integrations/buildWorker.ts';
import { READ_API_ITEMS_HANDOFF } from '../../src/lib/http/readApiItems.ts';

type PathWithRoute = Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>>[number];
const path = (route: string): PathWithRoute => ({ pathname: route, route: { route } }) as PathWithRoute;

/** A stand-in for Astro's own prerenderer: answers every route with its own name. */
function astroPrerenderer(routes: string[], rendered: string[] = []): AstroPrerenderer {
  return {
    name: 'astro:default',
    getStaticPaths: async () => routes.map(path),
    render: async (_request, { routeData }) => {
      rendered.push(routeData.route);
      return new Response(`body of ${routeData.route}`);
    },
  };
}

const render = (prerenderer: AstroPrerenderer, route: string) =>
  prerenderer.render(new Request(`http://localhost${route}`), { routeData: path(route).route });

describe('the read API hand-off is prerendered first and handed over as soon as it is rendered', () => {
  it('moves the hand-off route to the front of the static paths, keeping the order of the rest', async () => {
    const routes = ['/', '/api/products/index.json', '/products/[slug]', READ_API_ITEMS_HANDOFF, '/resources/[slug]'];
    const paths = await renderingFirst(astroPrerenderer(routes), READ_API_ITEMS_HANDOFF, () => {}).getStaticPaths();
    expect(paths.map((p) => p.route.route)).toEqual([READ_API_ITEMS_HANDOFF, '/', '/api/products/index.json', '/products/[slug]', '/resources/[slug]']);
  });

  it("passes the hand-off's body on, and returns every response unchanged for Astro to write", async () => {
    const handed: string[] = [];
    const prerenderer = renderingFirst(astroPrerenderer(['/', READ_API_ITEMS_HANDOFF]), READ_API_ITEMS_HANDOFF, (body) => handed.push(body));
    const page = await render(prerenderer, '/');
    const handoff = await render(prerenderer, READ_API_ITEMS_HANDOFF);
    expect(handed).toEqual([`body of ${READ_API_ITEMS_HANDOFF}`]);
    expect(await (page as Response).text()).toBe('body of /');
    expect(await (handoff as Response).text()).toBe(`body of ${READ_API_ITEMS_HANDOFF}`);
  });

  it('fails the build when the hand-off was never rendered', async () => {
    const handoff = readApiHandoff();
    await handoff.integration.hooks['astro:build:generated']!({} as never);
    await expect(handoff.body).rejects.toThrow(`the build rendered no ${READ_API_ITEMS_HANDOFF}`);
  });

  it('resolves with the body when the prerenderer set at build start renders it', async () => {
    const handoff = readApiHandoff();
    let prerenderer: AstroPrerenderer | undefined;
    await handoff.integration.hooks['astro:build:start']!({
      setPrerenderer: (p: AstroPrerenderer | ((d: AstroPrerenderer) => AstroPrerenderer)) => {
        prerenderer = typeof p === 'function' ? p(astroPrerenderer([READ_API_ITEMS_HANDOFF])) : p;
      },
    } as never);
    await render(prerenderer!, READ_API_ITEMS_HANDOFF);
    await handoff.integration.hooks['astro:build:generated']!({} as never);
    await expect(handoff.body).resolves.toBe(`body of ${READ_API_ITEMS_HANDOFF}`);
  });
});

describe('a build step in a worker thread', () => {
  it("fails with the step's own error", async () => {
    const step = new URL('../../src/integrations/workers/mcpCatalog.ts', import.meta.url);
    await expect(runBuildWorker(step, { target: '/nonexistent/x', handoff: '{"products":[{}],"resources":[]}' })).rejects.toThrow(/mcpCatalog.ts failed: .*slug/s);
  });
});
