import {
  buildCatalogData,
  catalogFile,
  loadCatalog,
  readCatalogFile,
  type Catalog,
} from '../../src/lib/catalogFile/catalogFile.ts';
import { readSearchVocabulary, SEARCH_VOCABULARY_FILE } from '../../src/lib/search/vocabularyFile.ts';
import { productSearchFacts, publishedProducts, publishedResources } from './catalog.ts';

/**
 * The catalog file as the functions load it (built, serialized, loaded), made from the content
 * files in the test itself rather than from the file the last build generated.
 */
let cached: Catalog | undefined;
export function testCatalog(): Catalog {
  cached ??= loadCatalog(
    readCatalogFile(
      catalogFile(
        buildCatalogData(
          publishedProducts(),
          publishedResources(),
          readSearchVocabulary(SEARCH_VOCABULARY_FILE),
          productSearchFacts(),
        ),
      ),
    ),
  );
  return cached;
}
