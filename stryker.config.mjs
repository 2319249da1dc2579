// Mutation testing of the modules that carry the enquiry promises (docs/quality.md, "Mutation testing"):
// `npm run test:mutation`. The unit tier only, so a mutant must fail a test that needs nothing running.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src/lib/enquiry/**/*.ts',
    'src/lib/rateLimit/**/*.ts',
    'src/lib/schemas/enquiry.ts',
    'src/lib/schemas/error.ts',
  ],
  coverageAnalysis: 'perTest',
  // Two cores shared with everything else on the machine.
  concurrency: 2,
  timeoutMS: 10_000,
  // `npm run test:mutation -- --incremental` retests only mutants whose code or tests changed since the last run.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  // The score reached (docs/quality.md): a change that lets more mutants survive fails the run.
  thresholds: { high: 95, low: 90, break: 94 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: [
    'dist',
    '.astro',
    '.netlify',
    '.tmp',
    'reports',
    'test-results',
    'playwright-report',
    'bench/results',
  ],
};
