import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `source` resolves workspace packages to their TypeScript sources, so tests never need a build.
const conditions = ['source', 'import', 'module', 'node', 'default'];
// Vitest passes the SSR conditions to Node as --conditions, which then apply to require() as well:
// 'import' or 'module' there makes CommonJS packages (pg -> pg-pool) load ESM builds and fail.
const ssrConditions = ['source', 'node', 'default'];

// Vitest's default is one worker fewer than the cores: on CI's 2 cores that is 1, every file in turn.
// Test files wait on I/O and on child processes too, so as many workers as cores keeps both busy.
const workers = Math.max(2, availableParallelism());
// Each e2e worker runs a server and a Chromium: a few are plenty.
const e2eWorkers = Math.min(workers, 4);

// Fixtures recorded with n8n read dates in the process's zone (n8n's Date & Time does): they were
// recorded under UTC, so the test processes run in it whatever zone the machine has.
process.env.TZ = 'UTC';

// Mistral's client publishes its TypeScript sources under the 'source' condition, which Node cannot load:
// LangChain's Mistral package goes through Vite (inlined), which reads the client's published build instead.
const mistralBuild = fileURLToPath(new URL('./node_modules/@mistralai/mistralai/esm/', import.meta.url));
const mistralAlias = [
  { find: /^@mistralai\/mistralai$/, replacement: `${mistralBuild}index.js` },
  { find: /^@mistralai\/mistralai\/(.*)$/, replacement: `${mistralBuild}$1` },
];

export default defineConfig({
  resolve: { conditions, alias: mistralAlias },
  ssr: { resolve: { conditions: ssrConditions, externalConditions: ['source'] } },
  test: {
    // isolated-vm (the Code node's sandbox) needs it on Node 20+; projects inherit it (extends: true).
    execArgv: ['--no-node-snapshot'],
    // eventsource-parser (under the MCP SDK) publishes its TypeScript sources under `source`: Node
    // cannot load those, so the SDK and it go through Vite, which can.
    // Mistral's LangChain package goes through Vite for the same reason (see mistralAlias).
    server: { deps: { inline: [/@modelcontextprotocol[\\/]sdk/, /eventsource/, '@langchain/mistralai'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // One module graph per worker instead of one per file: importing the workspace's TypeScript
          // (every node type, LangChain) again for each of 400-odd files took two thirds of the run.
          // A test that must see modules imported fresh is named *.isolated.test.ts (project below).
          isolate: false,
          include: ['packages/{workflow,contracts,engine,nodes,editor}/src/**/*.test.{ts,tsx}', 'packages/editor/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.component.test.tsx', '**/*.isolated.test.ts'],
          // Started once per run: the Kafka nodes' tests share one broker (librdkafka's mock cluster), the
          // MongoDB node's tests one wire-protocol server (MongoDB does not install here).
          globalSetup: ['packages/nodes/src/test-support/kafka-broker-setup.ts', 'packages/nodes/src/test-support/mongo-wire/global-setup.ts'],
          environment: 'node',
          maxWorkers: workers,
          // Some tests compute for seconds (a sandbox's memory limit, 100,000 CSV rows): with every core
          // busy, 5 s (the default) left them too little room. A node's code also loads when it first
          // runs (the registry is lazy), so the first test of a file that runs an AI node imports
          // LangChain inside its time: 15 s was too little for that on a loaded machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Unit tests that read which modules get imported: each file with a module graph of its own.
          name: 'unit-isolated',
          include: ['packages/*/src/**/*.isolated.test.ts'],
          environment: 'node',
          maxWorkers: workers,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Editor components (NDV, parameter inputs, modals) rendered with Testing Library in happy-dom.
          name: 'component',
          include: ['packages/editor/src/**/*.component.test.tsx'],
          environment: 'happy-dom',
          maxWorkers: workers,
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
          maxWorkers: workers,
          // One database per file; files run in parallel on SQLite, and on Postgres each gets its own schema.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // The harness and the stand-ins are imported once per worker, not once per spec file.
          isolate: false,
          include: ['e2e/specs/**/*.spec.ts'],
          globalSetup: ['e2e/harness/global-setup.ts'],
          environment: 'node',
          // Files in parallel: each worker has its own shared server (harness/shared-server.ts), and
          // its own Chromium per file.
          maxWorkers: e2eWorkers,
          // A browser test that fails once is run once more: a race between the page and the test (three
          // such were found and fixed in issue 33) must not fail the whole run. A test that passes only on
          // its second try is still named in the summary (scripts/test-summary.mjs), so it gets fixed.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
