import type { AstroIntegration } from 'astro';

type ConfigDoneParams = Parameters<NonNullable<AstroIntegration['hooks']['astro:config:done']>>[0];

/**
 * The Netlify adapter as a fully static build. @astrojs/netlify declares no `buildOutput`, which
 * Astro reads as server output: it then bundles a server environment and the adapter traces and
 * copies an SSR function, all of which the build removes again because every route here is
 * prerendered (src/integrations/netlifyStaticRouting.ts refuses any that is not). Declaring
 * `buildOutput: 'static'` (Astro's adapter feature for adapters that serve prerendered sites) skips
 * that work; everything else the adapter writes (`_redirects`, `.netlify/v1/config.json`) is the same.
 */
export function staticNetlifyAdapter(adapter: AstroIntegration): AstroIntegration {
  const configDone = adapter.hooks['astro:config:done'];
  if (!configDone) throw new Error(`${adapter.name} has no astro:config:done hook to set its adapter from`);
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (params) =>
        // Object.create keeps the live `buildOutput` getter: the adapter reads it after setAdapter.
        configDone(
          Object.create(params, {
            setAdapter: {
              value: (settings: Parameters<ConfigDoneParams['setAdapter']>[0]) =>
                params.setAdapter({ ...settings, adapterFeatures: { ...settings.adapterFeatures, buildOutput: 'static' } }),
            },
          }) as ConfigDoneParams,
        ),
    },
  };
}
