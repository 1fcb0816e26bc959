// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Dependencies point one way (DESIGN.md): workflow <- contracts <- engine <- nodes <- server;
// the editor sees only workflow and contracts. These rules make a wrong import fail the lint.
const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const ioLibraries = [
  'fastify', 'fastify-*', '@fastify/*', 'kysely', 'kysely/*', 'pg', 'pg-*', 'better-sqlite3', 'ioredis',
  'bullmq', 'nodemailer', 'undici', 'axios', 'node-fetch', 'isolated-vm', 'ws', 'playwright-core',
];
const weft = (...names) => names.map((n) => `@weft/${n}`);

/** @param {string[]} forbidden @param {string} why */
const restrict = (forbidden, why) => ({
  '@typescript-eslint/no-restricted-imports': ['error', {
    patterns: [{ group: forbidden, message: why, allowTypeImports: false }],
  }],
});

const editorPackagesMessage = 'The editor imports only @weft/workflow and @weft/contracts (DESIGN.md).';

/**
 * The editor's package rule plus, for a layer, the src/ folders it may not import. One rule object
 * holds both: a later block's options replace an earlier block's for the same rule. `depth` is how
 * many `../` climb from the file to src/, so that a folder inside a layer (stores/ndv/) is not
 * taken for the layer of the same name.
 * @param {string[]} folders @param {number} depth
 */
const editorRestrict = (folders, depth = 1) => ({
  '@typescript-eslint/no-restricted-imports': ['error', {
    patterns: [
      { group: [...ioLibraries, ...weft('engine', 'nodes', 'server')], message: editorPackagesMessage, allowTypeImports: false },
      // Built-ins as bare names only: a group pattern `domain` would also match the folder src/domain/.
      { regex: `^(node:)?(${builtinModules.join('|')})(/|$)`, message: editorPackagesMessage, allowTypeImports: false },
      ...(folders.length === 0 ? [] : [{
        regex: `^(\\.\\./){${depth}}(${folders.join('|')})(/|$)`,
        message: `Editor layers (eslint.config.js): this folder may not import from ${folders.map((f) => `${f}/`).join(', ')}.`,
        allowTypeImports: false,
      }]),
    ],
  }],
});

/** The editor's folders nest at most this deep (ndv/parameters/remote-options/ is 3). */
const EDITOR_MAX_DEPTH = 6;

/** @param {string[]} layer folders under packages/editor/src @param {string[]} forbidden */
const editorLayer = (layer, forbidden) => layer.flatMap((folder) => Array.from({ length: EDITOR_MAX_DEPTH }, (_, i) => ({
  files: [`packages/editor/src/${folder}/${'*/'.repeat(i)}*.{ts,tsx}`],
  rules: editorRestrict(forbidden, i + 1),
})));

const nodesForbidden = [...weft('server', 'editor'), 'fastify', '@fastify/*', 'kysely', 'better-sqlite3', 'react'];
const nodesEngineMessage = 'Nodes import @weft/engine for types only (`import type`): take errors, VersionedNodeType and '
  + 'object paths from @weft/workflow, and IO from the execution context (`this.helpers`).';

const pureMessage = 'This package is pure (DESIGN.md): no IO, no server or UI code, not even as types.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/test-results/**', '**/*.tsbuildinfo'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/workflow/**/*.{ts,tsx}'],
    rules: restrict([...nodeBuiltins, ...ioLibraries, ...weft('*'), 'react', 'react-*', 'zod'], pureMessage),
  },
  {
    files: ['packages/contracts/**/*.{ts,tsx}'],
    rules: restrict(
      [...nodeBuiltins, ...ioLibraries, ...weft('contracts', 'engine', 'nodes', 'server', 'editor'), 'react', 'react-*'],
      pureMessage,
    ),
  },
  {
    files: ['packages/engine/**/*.{ts,tsx}'],
    rules: restrict([...weft('nodes', 'server', 'editor'), 'fastify', '@fastify/*', 'kysely', 'pg', 'better-sqlite3', 'react'],
      'The engine knows nothing of HTTP, the database or the UI (DESIGN.md).'),
  },
  {
    files: ['packages/nodes/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: nodesForbidden, message: 'Nodes may use workflow and engine only (DESIGN.md).', allowTypeImports: false },
          // What a node needs at run time is in @weft/workflow (pure) or on its execution context (`this.helpers`).
          { group: weft('engine'), message: nodesEngineMessage, allowTypeImports: true },
        ],
      }],
    },
  },
  {
    // Node tests run nodes through the real engine (WorkflowRunner, trigger activation, webhooks): the
    // engine is their harness, so they may import it at run time. Shipped node code may not.
    files: ['packages/nodes/**/*.test.ts', 'packages/nodes/src/test-support/**', 'packages/nodes/src/**/test/**'],
    rules: restrict(nodesForbidden, 'Nodes may use workflow and engine only (DESIGN.md).'),
  },
  {
    // better-sqlite3 is kept out of the nodes for Weft's own database; the SQL agent opens a user's SQLite
    // file (an item's binary data) with it, in this one module, which loads it on first use; its tests write such files.
    // The Microsoft SQL tests' TDS server runs its SQL on SQLite.
    files: ['packages/nodes/src/ai/sql-sqlite.ts', 'packages/nodes/src/test-support/sqlite-file.ts', 'packages/nodes/src/test-support/tds-server/sqlite-engine.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: nodesForbidden.filter((name) => name !== 'better-sqlite3'), message: 'Nodes may use workflow and engine only (DESIGN.md).', allowTypeImports: false },
          { group: weft('engine'), message: nodesEngineMessage, allowTypeImports: true },
        ],
      }],
    },
  },
  {
    files: ['packages/server/**/*.{ts,tsx}'],
    rules: restrict(weft('editor'), 'The server serves the built editor; it does not import it.'),
  },
  {
    files: ['packages/editor/**/*.{ts,tsx}'],
    // The build's own tooling runs in Node, not in the browser.
    ignores: ['packages/editor/vite.config.ts', 'packages/editor/build/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...editorRestrict([]),
    },
  },
  // The editor's folders are layers (DESIGN.md), each importing only from those below it:
  //   app/, pages/, main.tsx          the shell, the router and its pages: may import anything
  //   features/<area>/                may import canvas/, ndv/ and everything below
  //   canvas/   ndv/                  neither imports the other; what both need lives below
  //   components/                     presentational pieces: no state, no feature, no view
  //   api/ stores/ domain/ commands/ i18n/
  //                                   server data, client state, pure domain helpers, the one command
  //                                   registry (features register commands there; canvas and ndv run
  //                                   them by id) and the catalogue
  // test/ holds test support (providers for component tests) and is not a layer.
  ...editorLayer(['app', 'pages'], []),
  ...editorLayer(['features'], ['app', 'pages']),
  ...editorLayer(['canvas'], ['ndv', 'features', 'app', 'pages']),
  ...editorLayer(['ndv'], ['canvas', 'features', 'app', 'pages']),
  ...editorLayer(['components'], ['stores', 'canvas', 'ndv', 'features', 'app', 'pages']),
  ...editorLayer(['api', 'stores', 'domain', 'commands', 'i18n'], ['components', 'canvas', 'ndv', 'features', 'app', 'pages']),
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'e2e/**', 'bench/**'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
);
