import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:5678';

// Vendor groups keep rarely-changing libraries in their own cacheable chunks. Groups take only the
// modules they name (not their dependencies), and the canvas group is matched first so that it
// claims React Flow's own copy of zustand: the first page then does not preload the canvas libraries.
const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'vendor-xyflow', priority: 50, test: /node_modules[\\/](@xyflow|d3-[a-z]+|classcat)[\\/]/ },
  { name: 'vendor-react', priority: 40, test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-sync-external-store)[\\/]/ },
  { name: 'vendor-mantine', priority: 30, test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll[a-z-]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib|clsx|@tabler)[\\/]/ },
  { name: 'vendor-query', priority: 20, test: /node_modules[\\/](@tanstack|zustand|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'vendor-zod', priority: 10, test: /node_modules[\\/]zod[\\/]/ },
  // Everything else from node_modules: without it, a library's helper (react-transition-group for
  // Mantine's notifications) can land in the app chunk and make the chunks import each other.
  { name: 'vendor-misc', priority: 1, test: /node_modules[\\/]/ },
];

export default defineConfig({
  // Relative asset URLs: the server serves the editor under a configurable base path and
  // injects `<base href>` into index.html, so the same build works under any path.
  base: './',
  plugins: [react()],
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
