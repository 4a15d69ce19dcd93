import { defineConfig } from 'vitest/config';

// One project a kind of test, so `npm test` runs them all and `--project unit` runs one kind.
export default defineConfig({
  test: {
    globalSetup: ['tests/build-cli.setup.ts'],
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'viewer',
          include: ['tests/viewer/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // one browser and one server at a time on a 2-core machine
          fileParallelism: false,
        },
      },
    ],
  },
});
