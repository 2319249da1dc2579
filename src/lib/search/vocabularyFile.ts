import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { SearchVocabularySchema } from '../schemas/searchVocabulary.ts';
import { compileVocabulary, type SearchVocabulary } from './vocabulary.ts';

/** Where the site owner keeps the search vocabulary, beside the content it describes. */
export const SEARCH_VOCABULARY_FILE = 'content/search-vocabulary.yaml';

/** Reads and checks the vocabulary at build time (the function gets it inside the catalog file). */
export function readSearchVocabulary(path: string | URL): SearchVocabulary {
  const parsed = SearchVocabularySchema.safeParse(parse(readFileSync(path, 'utf8')) ?? {});
  if (!parsed.success)
    throw new Error(
      `${String(path)}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return compileVocabulary(parsed.data);
}
