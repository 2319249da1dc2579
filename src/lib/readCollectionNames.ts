/**
 * The read API's collections by path segment and noun: all the read-API functions need to answer a
 * miss, without the schemas that readCollections.ts adds, so their bundles carry no zod.
 */
export const READ_COLLECTION_NAMES = [
  { name: 'products', noun: 'product' },
  { name: 'resources', noun: 'article' },
] as const;

export type ReadCollectionName = (typeof READ_COLLECTION_NAMES)[number];
export type ReadCollection = ReadCollectionName['name'];

export const collectionNamed = (name: string): ReadCollectionName | undefined =>
  READ_COLLECTION_NAMES.find((c) => c.name === name);
