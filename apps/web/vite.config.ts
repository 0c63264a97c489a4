import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) serves dist/index.html and the brand themes; in dev we proxy to it.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/shared/navigation/router/react-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The server's CSP forbids inline scripts and styles: never inline assets as data: URLs either.
    assetsInlineLimit: 0,
    // .vite/manifest.json: the server reads it to preload the visitor's brand chunk (never served: a dot path).
    manifest: true,
    rolldownOptions: {
      // zod schemas are built by calls the bundler cannot prove pure: named here, a module that only
      // needs a constant from @quickcheck/contracts no longer drags zod into the first load.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Everything the entry imports statically in one chunk: the first load compresses as one
        // file instead of a score of small shared chunks (each lazy boundary made one).
        codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
      },
    },
  },
  // The server entry (entry-server.tsx, for the first paint): our TypeScript packages are bundled
  // into it, npm packages are loaded from node_modules by the API server at run time.
  ssr: { noExternal: [/^@quickcheck\//] },
  server: {
    proxy: {
      '/api': apiServer,
      '/brand': apiServer,
    },
  },
});
