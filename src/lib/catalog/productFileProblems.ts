/**
 * A product file's mistakes in plain words, one line each: the field, what is wrong, what to write.
 * Why: the content collection's own report prints zod's terse codes (`Required`, `Unrecognized key`)
 * in its own frame; the owner reads these lines instead (src/data/plainErrorsLoader.ts).
 */
import type { z } from 'zod';
import { ProductContentSchema } from '../schemas/product.ts';
import { nearest } from '../search/nearest.ts';

const FIELDS_OF: Record<string, readonly string[]> = {
  '': Object.keys(ProductContentSchema.shape),
  photos: ['file', 'alt'],
  specifications: ['label', 'value'],
  documents: ['title', 'file'],
};

const LIST = 'a list, one item per line starting with "- "';

/** What to write in a field (its path with list positions dropped: `photos.file`). */
function whatToWrite(field: string, categories: readonly string[]): string {
  const hints: Record<string, string> = {
    name: "the product's name as a buyer knows it",
    brand: "the maker's brand",
    category: categories.length ? `one of ${categories.join(', ')}` : 'a category from content/categories.yaml',
    description: 'a few sentences about the product',
    compliance: `${LIST}, one standard each (e.g. "- EN 388")`,
    keywords: `${LIST}, one search term each`,
    sizes: `${LIST}, one size each (e.g. "- XL")`,
    photos: `${LIST}, each with "file:" and "alt:"`,
    'photos.file': 'the photo\'s path from the product file (e.g. "./images/<name>.jpg")',
    'photos.alt': 'a few words saying what the photo shows',
    specifications: `${LIST}, each with "label:" and "value:"`,
    'specifications.label': 'the row\'s label (e.g. "Material")',
    'specifications.value': 'the row\'s value (e.g. "Nitrile")',
    documents: `${LIST}, each with "title:" and "file:"`,
    'documents.title': 'the document\'s title (e.g. "Datasheet")',
    'documents.file': 'documents/<lowercase-name>.pdf',
  };
  return hints[field] ?? 'a value';
}

const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.');
const fieldKind = (path: readonly PropertyKey[]) =>
  path
    .filter((p) => typeof p !== 'number')
    .map(String)
    .join('.');

function describe(issue: z.core.$ZodIssue, data: unknown, categories: readonly string[]): string[] {
  const field = fieldName(issue.path);
  const hint = whatToWrite(fieldKind(issue.path), categories);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = FIELDS_OF[fieldKind(issue.path)] ?? [];
      const owner = field ? `of ${field}` : 'of a product';
      return issue.keys.map((key) => {
        const [closest] = nearest(key.toLowerCase(), known, 1);
        const guess = closest && !(closest in Object(valueAt(data, issue.path))) ? `; did you mean "${closest}"?` : '';
        return `"${key}" is not a field ${owner}${guess || ` (the fields are ${known.join(', ')})`}`;
      });
    }
    case 'invalid_type':
      if (valueAt(data, issue.path) === undefined) return [`"${field}" is missing: write ${hint}`];
      return [`"${field}" should be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}: write ${hint}`];
    case 'too_small':
      return issue.origin === 'array'
        ? [`"${field}" is an empty list: write ${hint}, or remove the field`]
        : [`"${field}" is empty: write ${hint}`];
    case 'too_big':
      return issue.origin === 'array'
        ? [`"${field}" has more than ${issue.maximum} items: keep ${issue.maximum} at most`]
        : [`"${field}" is longer than ${issue.maximum} characters: shorten it`];
    default:
      return [`"${field}" ${issue.message}: write ${hint}`];
  }
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as never)[key] : undefined;
  return value;
}

/** Every mistake in a product file's data, in plain words; none when it matches the product schema. */
export function productFileProblems(data: unknown, categories: readonly string[]): string[] {
  const result = ProductContentSchema.safeParse(data);
  return result.success ? [] : result.error.issues.flatMap((issue) => describe(issue, data, categories));
}
