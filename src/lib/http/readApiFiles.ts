/** The prerendered read API as files: what the build writes under `dist/api/` (docs/api.md). */
import { READ_COLLECTIONS, type ReadCollection } from '../readCollections.ts';
import { API_VERSIONS, type ApiVersion } from '../versions.ts';
import { itemFile, listFile } from './readApiPaths.ts';
import { serializeJson } from './responses.ts';

/** Each read collection's published items, as the pipeline takes them (src/build/handoff.ts). */
export type PublishedItems = Record<ReadCollection, { slug: string }[]>;

export interface ReadApiFile {
  /** From the output folder's root, e.g. `/api/v1/products/gloves.json` (readApiPaths.ts). */
  file: string;
  contents: string;
}

/**
 * Every file of the prerendered read API: each collection's list and one file per item, under every
 * version, all with the same bytes. Each body is serialized once however many versions serve it.
 */
export function* readApiFiles(
  published: PublishedItems,
  versions: readonly ApiVersion[] = API_VERSIONS,
): Generator<ReadApiFile> {
  for (const collection of READ_COLLECTIONS) {
    const items = published[collection.name];
    const list = serializeJson(collection.list.listBody(items as never[]));
    for (const version of versions) yield { file: listFile(version, collection.name), contents: list };
    for (const item of items) {
      const contents = serializeJson(item);
      for (const version of versions) yield { file: itemFile(version, collection.name, item.slug), contents };
    }
  }
}
