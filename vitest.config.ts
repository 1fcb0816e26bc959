import { defineConfig } from 'vitest/config';

// `source` resolves workspace packages to their TypeScript sources, so tests never need a build.
const conditions = ['source', 'import', 'module', 'node', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/{workflow,contracts,engine,nodes,editor}/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          // One database per file; files run in parallel on SQLite, and on Postgres each gets its own schema.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/specs/**/*.spec.ts'],
          globalSetup: ['e2e/harness/global-setup.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
