/**
 * Wraps a content loader so that a file it cannot accept fails the build with lines that name the
 * file, the field and what to write (`content/products/x.yaml: "category" is missing: write ...`),
 * not the collection's own report. Only Astro's documented loader API (`parseData`) is used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Loader, LoaderContext } from 'astro/loaders';

type Explain = (data: Record<string, unknown>) => string[];
/** Mistakes the schema cannot see (a path that leads to no file), checked on every file. */
type Check = (data: Record<string, unknown>, filePath: string) => string[];

/** A file's path as the owner knows it: from the project root when it lies inside, else as it is. */
function shownPath(filePath: string | undefined): string {
  if (!filePath) return 'a content file';
  const fromRoot = relative(process.cwd(), filePath);
  return fromRoot.startsWith('..') || isAbsolute(fromRoot) ? filePath : fromRoot;
}

export function withPlainErrors(loader: Loader, explain: Explain, check: Check = () => []): Loader {
  return {
    ...loader,
    load: (context: LoaderContext) =>
      loader.load({
        ...context,
        parseData: async (props) => {
          const file = shownPath(props.filePath);
          const missing = props.filePath ? check(props.data, props.filePath) : [];
          if (missing.length) throw new Error(missing.map((line) => `${file}: ${line}`).join('\n'));
          try {
            return await context.parseData(props);
          } catch (error) {
            const problems = explain(props.data);
            // What the schema alone cannot word (an image `image()` refuses) keeps Astro's words.
            const lines = problems.length ? problems : [(error as Error).message.replace(/\*\*/g, '').trim()];
            // No `cause`: Astro would print the collection's own report after these lines.
            // eslint-disable-next-line preserve-caught-error
            throw new Error(lines.map((line) => `${file}: ${line}`).join('\n'));
          }
        },
      }),
  };
}

/** The category names of content/categories.yaml, for the hint on a product's category. */
export function categoryNames(contentDir: string, parse: (text: string) => unknown): string[] {
  try {
    const list = parse(readFileSync(join(contentDir, 'categories.yaml'), 'utf8'));
    return Array.isArray(list) ? list.map((c) => String((c as { name?: unknown }).name)) : [];
  } catch {
    return [];
  }
}

/** A product's photos whose path leads to no file beside its YAML file. */
export function missingPhotos(data: Record<string, unknown>, filePath: string): string[] {
  const photos = Array.isArray(data.photos) ? (data.photos as { file?: unknown }[]) : [];
  return photos.flatMap(({ file }, i) => {
    // Only paths from the YAML file are checked here; `image()` reports anything else itself.
    if (typeof file !== 'string' || !file || /^(\/|@|~|[a-z]+:)/i.test(file)) return [];
    if (existsSync(resolve(dirname(filePath), file))) return [];
    return [
      `"photos.${i}.file": there is no file ${file} beside this file: ` +
        `write the path of a photo that exists (e.g. "./images/<name>.jpg")`,
    ];
  });
}
