// @ts-check
// One lint configuration for the whole tree (flat config): JavaScript's and typescript-eslint's
// recommended rules, eslint-plugin-astro's for .astro files, Node and browser globals.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      '.tmp/',
      'node_modules/',
      'generated/',
      'bench/results/',
      'test-results/',
      'playwright-report/',
      'reports/',
      '.stryker-tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // An empty catch is how a best-effort cleanup says "already gone" here.
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Prettier's width, for the strings and comments it leaves as they are.
      'max-len': ['error', { code: 120, ignoreUrls: true }],
      // The enquiry rules and the email escaper match control characters on purpose.
      'no-control-regex': 'off',
      // `_`-prefixed names are deliberately unused (a handler's unused argument, a skipped tuple slot).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
);
