import { defineConfig } from 'vitest/config';

// `source` resolves workspace packages to their TypeScript sources, so tests never need a build.
const conditions = ['source', 'import', 'module', 'node', 'default'];
// Vitest passes the SSR conditions to Node as --conditions, which then apply to require() as well:
// 'import' or 'module' there makes CommonJS packages (pg -> pg-pool) load ESM builds and fail.
const ssrConditions = ['source', 'node', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions: ssrConditions, externalConditions: ['source'] } },
  test: {
    // isolated-vm (the Code node's sandbox) needs it on Node 20+; projects inherit it (extends: true).
    execArgv: ['--no-node-snapshot'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/{workflow,contracts,engine,nodes,editor}/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.component.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Editor components (NDV, parameter inputs, modals) rendered with Testing Library in happy-dom.
          name: 'component',
          include: ['packages/editor/src/**/*.component.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['packages/editor/src/test/component-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['packages/server/src/**/*.test.ts'],
          globalSetup: ['packages/server/src/test/global-setup.ts'],
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
