import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:5678';

// Vendor groups keep rarely-changing libraries in their own cacheable chunks.
const vendorGroups: Array<{ name: string; test: RegExp }> = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-mantine', test: /node_modules[\\/]@mantine[\\/]/ },
  { name: 'vendor-xyflow', test: /node_modules[\\/](@xyflow|d3-[a-z]+|classcat)[\\/]/ },
  { name: 'vendor-query', test: /node_modules[\\/](@tanstack|zustand|i18next|react-i18next)[\\/]/ },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/ },
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
        codeSplitting: { groups: vendorGroups },
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
