import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The slow file last: Stryker stops at a mutant's first failing test, so fast ones should come first. */
class SlowFilesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const slow = (file: TestSpecification) => (/\/rateLimit\.test\.ts$/.test(file.moduleId) ? 1 : 0);
    return [...files].sort((a, b) => slow(a) - slow(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

// The unit tier for Stryker (stryker.config.mjs), less the test files that import none of the mutated
// modules (search, catalog, documents, bundles, toolchain...): a mutant in a module's top-level code is
// run against every test file, and these would only add minutes. Less sameEnquiry.test.ts too, which
// starts a Blobs and a Postmark server: enquiryDelivery.test.ts makes its promises in memory. New unit
// test files are included.
export default defineConfig({
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    exclude: [
      'tests/unit/{catalog,dependencyPatches,documents,functionBundles,functionRoutes,invertedIndex}.test.ts',
      'tests/unit/{markdownBlocks,notFound,publishing,readApiLimit,resourceSchema,scoring,search}.test.ts',
      'tests/unit/{searchPage,searchRelevance,securityHeaders,syntheticCatalog,toolchain}.test.ts',
      'tests/unit/sameEnquiry.test.ts',
    ],
    environment: 'node',
    sequence: { sequencer: SlowFilesLast },
  },
});
