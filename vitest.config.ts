import { defineConfig } from 'vitest/config';

// Two projects: `unit` needs nothing running; `integration` talks to the real local runtime that
// scripts/test.mjs starts once (BASE_URL) and also runs real builds of broken content.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // Stoplight Prism in front of the runtime: every response via get() is checked against /openapi.json.
          globalSetup: ['tests/helpers/contractProxy.ts'],
        },
      },
    ],
  },
});
