/**
 * A content loader for one directory of Markdown files that stores each file's frontmatter and raw
 * body, unrendered: article bodies become content blocks from the raw body
 * (src/lib/catalog/markdownBlocks.ts), so Astro's rendered HTML would be computed, stored and
 * serialized for nothing (docs/documents.md, "The build"). Only Astro's documented loader API is used.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { parse } from 'yaml';

export interface MarkdownLoaderOptions {
  /** The directory, relative to the project root. */
  base: string;
  /** The entry's id from its file name (`ss-204.md`). */
  generateId: (options: { entry: string }) => string;
}

/** Frontmatter between `---` lines at the very start of the file (a byte-order mark allowed), then the body. */
const FRONTMATTER = /^\uFEFF?---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)/;

/** Splits a Markdown file into its frontmatter (YAML, an object) and its body (trimmed). */
export function splitMarkdown(contents: string): { data: Record<string, unknown>; body: string } {
  const match = FRONTMATTER.exec(contents);
  if (!match) return { data: {}, body: contents.trim() };
  const parsed: unknown = parse(match[1] ?? '');
  const data = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return { data, body: contents.slice(match[0].length).trim() };
}

export function unrenderedMarkdown({ base, generateId }: MarkdownLoaderOptions): Loader {
  return {
    name: 'unrendered-markdown',
    load: async ({ config, store, parseData, generateDigest, logger, watcher }: LoaderContext) => {
      const root = fileURLToPath(config.root);
      const dir = fileURLToPath(new URL(base.endsWith('/') ? base : `${base}/`, config.root));
      const idOf = (entry: string) => generateId({ entry });

      const sync = async (entry: string) => {
        const path = join(dir, entry);
        const filePath = relative(root, path).split(sep).join('/');
        const contents = await readFile(path, 'utf8');
        let split: ReturnType<typeof splitMarkdown>;
        try {
          split = splitMarkdown(contents);
        } catch (error) {
          throw new Error(`${filePath}: frontmatter is not valid YAML: ${(error as Error).message}`, { cause: error });
        }
        const id = idOf(entry);
        const digest = generateDigest(contents);
        if (store.get(id)?.digest === digest) return id;
        const data = await parseData({ id, data: split.data, filePath: path });
        store.set({ id, data, body: split.body, filePath, digest });
        return id;
      };

      if (!existsSync(dir)) {
        logger.warn(`The directory "${dir}" does not exist.`);
        return;
      }
      const untouched = new Set(store.keys());
      const entries = (await readdir(dir)).filter((name) => name.endsWith('.md'));
      for (const id of await Promise.all(entries.map(sync))) untouched.delete(id);
      for (const id of untouched) store.delete(id);

      if (!watcher) return;
      // `astro dev`: follow edits, new files and deletions in the directory.
      const ours = (path: string) => dirname(path) === dir.replace(/[\\/]$/, '') && path.endsWith('.md');
      const reload = (path: string) => {
        if (!ours(path)) return;
        sync(basename(path)).then(
          () => logger.info(`Reloaded ${basename(path)}`),
          (error: Error) => logger.error(error.message),
        );
      };
      watcher.add(dir);
      watcher.on('change', reload);
      watcher.on('add', reload);
      watcher.on('unlink', (path: string) => {
        if (ours(path)) store.delete(idOf(basename(path)));
      });
    },
  };
}
