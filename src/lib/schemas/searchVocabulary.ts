import { z } from 'zod';

/**
 * content/search-vocabulary.yaml: words buyers use for a hazard, a trade, an industry or a kind of
 * product, each with the words of the products that answer it. A query word listed here also
 * matches products carrying the related words (weighted below the word itself).
 */
export const SearchVocabularySchema = z.record(
  z.string().regex(/^[a-z][a-z0-9 ]*$/, 'a lowercase word'),
  z.array(z.string().min(1).max(60)).min(1).max(12),
);
export type SearchVocabularySource = z.infer<typeof SearchVocabularySchema>;
