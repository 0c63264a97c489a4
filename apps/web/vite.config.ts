import { fileURLToPath } from 'node:url';
// TypeScript source: the package scripts load this config with `--configLoader runner`.
import { DEFAULT_BRAND, themeCss } from '@quickcheck/brands';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

// The API server (apps/server) serves dist/index.html and the brand themes; in dev we proxy to it.
const apiServer = 'http://127.0.0.1:3000';

const DEFAULT_THEME_ID = 'virtual:default-theme.css';
/** Ends in .css, so Vite treats it as a style sheet; the \0 keeps other plugins off it. */
const RESOLVED_DEFAULT_THEME_ID = `\0${DEFAULT_THEME_ID}`;

/**
 * The default brand's tokens at zero specificity, made from the brand tokens at build time (one
 * home: packages/brands). The brand's theme in the page head (inline since decision 017; linked as
 * /brand/<id>/theme.css by the dev fallback) overrides them whatever the order of the style sheets;
 * without it the page still has a whole theme (docs/product/calls-and-errors.md#errors). It goes into the app's own CSS file.
 */
function defaultTheme(): Plugin {
  return {
    name: 'quickcheck-default-theme',
    resolveId: (id) => (id === DEFAULT_THEME_ID ? RESOLVED_DEFAULT_THEME_ID : undefined),
    load: (id) => (id === RESOLVED_DEFAULT_THEME_ID ? themeCss(DEFAULT_BRAND, ':where(:root)') : undefined),
  };
}

/** Shared by the first stage's or the banner's chunk and a later lazy chunk (validation, fields, consent texts). */
const SHARED_BY_DRAWN_LAZY_CHUNKS =
  /(contracts\/src\/(validation|answer-keys)|ui\/src\/(form-field|label|helper-text)\/|consent\/(consent-texts|consent-button\/))/;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), defaultTheme()],
  resolve: {
    // The package.json `imports` a bundle takes (@quickcheck/brands finds its records by glob).
    conditions: ['bundler', ...defaultClientConditions],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/common/navigation/router/react-sync-external-store.ts', import.meta.url),
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
        // The modules the drawn lazy chunks (the first stage, the cookie banner) share with later
        // lazy chunks: one chunk instead of four small ones in every first load (decision 015).
        codeSplitting: {
          groups: [
            { name: 'first-load', tags: ['$initial'] },
            { name: 'drawn-shared', test: SHARED_BY_DRAWN_LAZY_CHUNKS },
            // The two hosts' query tables, shared by the later pages: one chunk, not one name more in every first load.
            { name: 'journey-query', test: /contracts\/src\/(journey|agreement)-query/ },
          ],
        },
      },
    },
  },
  // The server entry (entry-server.tsx, for the first paint): our TypeScript packages are bundled
  // into it, npm packages are loaded from node_modules by the API server at run time.
  ssr: { noExternal: [/^@quickcheck\//], resolve: { conditions: ['bundler', ...defaultServerConditions] } },
  server: {
    proxy: {
      '/api': apiServer,
      '/brand': apiServer,
    },
  },
});
