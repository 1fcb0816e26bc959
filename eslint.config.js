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
    rules: restrict([...weft('server', 'editor'), 'fastify', '@fastify/*', 'kysely', 'better-sqlite3', 'react'],
      'Nodes may use workflow and engine only (DESIGN.md).'),
  },
  {
    files: ['packages/server/**/*.{ts,tsx}'],
    rules: restrict(weft('editor'), 'The server serves the built editor; it does not import it.'),
  },
  {
    files: ['packages/editor/**/*.{ts,tsx}'],
    ignores: ['packages/editor/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([...nodeBuiltins, ...ioLibraries, ...weft('engine', 'nodes', 'server')],
        'The editor imports only @weft/workflow and @weft/contracts (DESIGN.md).'),
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'e2e/**', 'bench/**'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
);
