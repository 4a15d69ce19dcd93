import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, which ran every file one
// after another. The files that need no browser take two at a time (their builds' own threads share the
// cores); the browser files stay one at a time, after them (Vitest runs a project of one worker last).
const maxWorkers = Math.max(2, availableParallelism() - 1);

// One project a kind of test, so `npm test` runs them all and `--project unit` runs one kind.
export default defineConfig({
  test: {
    globalSetup: ['tests/build-cli.setup.ts'],
    projects: [
      {
        // two at a time, a file's test can wait on the other's CPU: more than Vitest's 5 s default
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', maxWorkers, testTimeout: 20_000 },
      },
      {
        test: {
          name: 'viewer',
          include: ['tests/viewer/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          maxWorkers,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers,
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
