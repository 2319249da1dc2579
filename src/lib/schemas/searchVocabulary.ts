import { z } from 'zod';

/**
 * content/search-vocabulary.yaml: the words buyers use, each mapped to what the catalog's text
 * says (docs/mcp.md, "Vocabulary"). Sections: synonyms (read as their replacement), words to
 * ignore, marks (a word for a family of standards), kinds (for requirements that exclude a thing),
 * related words (matched at a lower weight), those related for products only (`productRelated`), the
 * words naming a product's special use (`special`) and the kinds whose general product comes first (`general`).
 */
const word = z.string().regex(/^[a-z][a-z0-9 ]*$/, 'a lowercase word');
const relatedWords = z.record(word, z.array(z.string().min(1).max(60)).min(1).max(12)).default({});
export const SearchVocabularySchema = z.strictObject({
  synonyms: z.record(word, z.string().min(1).max(60)).default({}),
  ignore: z.array(word).default([]),
  marks: z.record(word, z.string().regex(/^[A-Z]{1,8}$/, 'the prefix of the standards, in capitals')).default({}),
  includes: z.record(word, z.array(word).min(1).max(12)).default({}),
  related: relatedWords,
  productRelated: relatedWords,
  // One bit each in a product's flags (productSearch.ts), so at most 32.
  special: z.array(word).max(32).default([]),
  general: z.array(word).default([]),
});
export type SearchVocabularySource = z.input<typeof SearchVocabularySchema>;
