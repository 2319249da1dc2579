import { glob } from 'astro/loaders';
import type { Loader, LoaderContext } from 'astro/loaders';

type GlobOptions = Parameters<typeof glob>[0];
/** The part of Astro's entry types this loader changes (the loader context carries them, unexported). */
type EntryTypes = Map<string, { getRenderFunction?: unknown }>;

/**
 * Astro's glob loader without rendering Markdown to HTML at content sync. The site never uses
 * Astro's rendered HTML: article bodies become content blocks (src/lib/catalog/markdownBlocks.ts)
 * from the raw body, which the store keeps. Rendering 2,000 articles at sync costs ~1 s of CPU and
 * puts ~8 MB of HTML into the data store that every build then serializes and loads again.
 * (`deferRender` is no way out: it makes Vite compile every article as a module.) The loader sees
 * the entry types without their render function, so it stores entries as it stores data files;
 * everything else (ids, validation, error messages, dev-server watching) is the glob loader's own.
 * Should Astro stop passing entry types, this is the plain glob loader.
 */
export function unrenderedGlob(options: GlobOptions): Loader {
  const loader = glob(options);
  return {
    ...loader,
    load: (context: LoaderContext) => {
      const entryTypes = (context as LoaderContext & { entryTypes?: EntryTypes }).entryTypes;
      if (!(entryTypes instanceof Map)) return loader.load(context);
      const withoutRendering = new Map(
        [...entryTypes].map(([ext, type]) => [ext, { ...type, getRenderFunction: undefined }]),
      );
      return loader.load({ ...context, entryTypes: withoutRendering } as LoaderContext);
    },
  };
}
