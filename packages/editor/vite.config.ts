import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './build/precompress';

const backend = 'http://localhost:5678';

// Vendor groups keep rarely-changing libraries in their own cacheable chunks. Groups take only the
// modules they name (not their dependencies), and the canvas group is matched first so that it
// claims React Flow's own copy of zustand: the first page then does not preload the canvas libraries.
// Any static import of one module of a group loads the whole group, so a group holds only a library
// family that is used together. Libraries built of many independent modules are in no group: Mantine's
// components, Tabler's icons and TanStack Table go with the screens that use them (grouped, the first
// screen preloaded every component any screen uses), and so do small libraries such as shell-quote.
const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'vendor-xyflow', priority: 50, test: /node_modules[\\/](@xyflow|d3-[a-z]+|classcat)[\\/]/ },
  { name: 'vendor-react', priority: 40, test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-sync-external-store)[\\/]/ },
  { name: 'vendor-query', priority: 20, test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|zustand|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'vendor-zod', priority: 10, test: /node_modules[\\/]zod[\\/]/ },
  // The code editor: wanted by the NDV's code and expression fields, never by the first screen.
  { name: 'vendor-codemirror', priority: 10, test: /node_modules[\\/](@codemirror|@lezer|@marijn|style-mod|w3c-keyname|crelt)[\\/]/ },
  // The expression runtime's libraries (parser, dates, JMESPath): wanted where expressions are evaluated.
  { name: 'vendor-expression', priority: 10, test: /node_modules[\\/](acorn|luxon|jmespath)[\\/]/ },
];

export default defineConfig({
  // Relative asset URLs: the server serves the editor under a configurable base path and
  // injects `<base href>` into index.html, so the same build works under any path.
  base: './',
  plugins: [react(), precompressPlugin()],
  resolve: {
    // `source` first: @weft/workflow and @weft/contracts resolve to their TypeScript sources.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: vendorGroups },
      },
    },
  },
  server: {
    proxy: {
      '/rest': { target: backend, changeOrigin: false },
      '/healthz': { target: backend, changeOrigin: false },
    },
  },
});
