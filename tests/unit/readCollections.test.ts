import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readApiFallback } from '../../src/lib/http/readApiFallback.ts';
import { parseReadPath, readApiPrefixes } from '../../src/lib/http/readApiPaths.ts';
import { staticHeaderRules } from '../../src/lib/http/staticRouting.ts';
import { componentSchemas } from '../../src/lib/openapi/componentSchemas.ts';
import { API_OPERATIONS, TAGS } from '../../src/lib/openapi/routeTable.ts';
import { READ_COLLECTIONS } from '../../src/lib/readCollections.ts';

/**
 * One registry of the read collections (src/lib/readCollections.ts): routes, the paths the
 * functions answer, their 404 and 405, the headers and the OpenAPI route table all derive from it,
 * so adding a collection touches its schema, its items, its entry and the docs, nothing else.
 */
const site = 'https://catalog.example';

describe.each(READ_COLLECTIONS)('the $name collection, from its registry entry', (collection) => {
  it('has a list and an item operation in the route table, under its tag, with its schemas published', () => {
    const ops = API_OPERATIONS.filter((op) => op.kind === 'read' && op.tag === collection.tag.name);
    expect(ops.map((op) => [op.operationId, op.path, op.success?.schema])).toEqual([
      [collection.list.operationId, `/${collection.name}`, collection.list.schemaName],
      [collection.item.operationId, `/${collection.name}/{slug}`, collection.item.schemaName],
    ]);
    expect(TAGS).toContainEqual(collection.tag);
    for (const name of Object.keys(collection.schemas)) expect(Object.keys(componentSchemas())).toContain(name);
  });

  it('is a read path under every prefix, with headers, a 405 for other methods and a 404 naming its noun', async () => {
    for (const { prefix } of readApiPrefixes()) {
      expect(parseReadPath(`${prefix}/${collection.name}`)?.collection.name).toBe(collection.name);
      expect(parseReadPath(`${prefix}/${collection.name}/a-slug`)?.slug).toBe('a-slug');
      expect(staticHeaderRules(site).map((r) => r.path)).toContain(`${prefix}/${collection.name}/*`);
      expect(readApiFallback(new Request(`${site}${prefix}/${collection.name}`, { method: 'PUT' }), site).status).toBe(
        405,
      );
      const miss = await readApiFallback(new Request(`${site}${prefix}/${collection.name}/nope`), site).json();
      expect(miss.error.message).toContain(`no ${collection.noun} has the slug "nope"`);
    }
  });
});

describe('nothing outside the registry names a collection', () => {
  const names = READ_COLLECTIONS.map((c) => c.name);
  const sources = [
    'netlify.toml',
    ...readdirSync('netlify/functions').map((f) => `netlify/functions/${f}`),
    'src/lib/http/readApiPaths.ts',
    'src/lib/http/readApiFallback.ts',
    'src/lib/http/readApiFiles.ts',
    'src/build/steps/writeReadApi.ts',
  ];
  it.each(sources)('%s', (file) => {
    // Code and configuration only: comments may give examples.
    const text = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/?\*|#)/.test(line))
      .join('\n');
    for (const name of names) expect(text, `${file} names /${name}`).not.toMatch(new RegExp(`/${name}\\b|'${name}'`));
  });
});
