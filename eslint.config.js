// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** The folders (and top-level files) directly under a source root: layers and features are derived from them. */
const entriesOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || /\.tsx?$/.test(entry.name))
    .map((entry) => entry.name);

/** Every web feature is a folder of src/features: none may import another (they share through src/shared). */
export const webFeatures = entriesOf('./apps/web/src/features').filter((name) => !/\./.test(name));

/**
 * The server's layers, top to bottom (decision 031): a layer imports only its own or lower layers.
 * A new folder is a service unless it is named below: nothing under it may reach the routes.
 */
const SERVER_TOP_LAYERS = [
  { name: 'entry', entries: ['main.ts', 'app.ts', 'commands', 'shutdown.ts'] },
  { name: 'routes', entries: ['routes'] },
  { name: "the routes' service bag", entries: ['app-services.ts'] },
];
const SERVER_BOTTOM_LAYER = {
  name: 'domain, ports and infrastructure',
  entries: ['decision', 'ports', 'db', 'observability', 'config', 'clock.ts'],
};
const serverEntries = entriesOf('./apps/server/src').filter((name) => !name.endsWith('.test.ts'));
const named = new Set([...SERVER_TOP_LAYERS, SERVER_BOTTOM_LAYER].flatMap((layer) => layer.entries));
export const serverLayers = [
  ...SERVER_TOP_LAYERS,
  { name: 'services', entries: serverEntries.filter((name) => !named.has(name)) },
  SERVER_BOTTOM_LAYER,
];
const serverPaths = (entries) => entries.map((entry) => `./apps/server/src/${entry}`);
const serverLayerZones = serverLayers.slice(1).map((layer, index) => ({
  target: serverPaths(layer.entries),
  from: serverPaths(serverLayers.slice(0, index + 1).flatMap((above) => above.entries)),
  message: `The server's layers run one way: ${layer.name} must not import a layer above it (decision 031).`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'packages/ui/build/**',
      'packages/ui/.ladle/themes.css',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      'import-x/resolver': {
        typescript: { project: ['tsconfig.base.json', '*/*/tsconfig.json', 'e2e/tsconfig.json'] },
      },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One-way imports: packages never reach into apps; server and web never into each other.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'Shared packages must not depend on an app.' },
            { target: './apps/web', from: './apps/server', message: 'The browser app must not import server code.' },
            { target: './apps/server', from: './apps/web', message: 'The server must not import browser code.' },
            { target: './apps/web/src/shared', from: './apps/web/src/features', message: 'shared → features → app.' },
            { target: './apps/web/src/shared', from: './apps/web/src/app', message: 'shared → features → app.' },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import the app shell.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'No feature imports another feature: move shared code to src/shared.',
            })),
            ...serverLayerZones,
            {
              target: './apps/server/src/decision',
              from: ['./apps/server/src/db', './apps/server/src/observability', './apps/server/src/config'],
              message: 'The decision engine is pure: it reads its inputs, never the database or the settings.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'apps/server/**/*.{ts,tsx}', 'e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    // CommonJS is require(): the .cjs files are the ones that must run on an old Node (the install check).
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Built output is imported at run time, after `npm run build`.
    files: ['e2e/support/serve.mjs'],
    rules: { 'import-x/no-unresolved': 'off' },
  },
  {
    // themes.css is generated before each catalogue build (git-ignored): present or not, lint passes.
    files: ['packages/ui/.ladle/components.tsx'],
    rules: { 'import-x/no-unresolved': ['error', { ignore: ['\\./themes\\.css$'] }] },
  },
  {
    // A module the web's Vite config makes at build time (the default theme).
    files: ['apps/web/src/app/main.tsx'],
    rules: { 'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // docs/product/calls-and-errors.md#errors: every lazy part goes through the one guarded loader (time-out, one reload on a stale chunk).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/lazy/lazy-import.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                'Use lazyComponent/lazyPage from shared/lazy/lazy-import.ts: a stale chunk must reload the page.',
            },
          ],
        },
      ],
    },
  },
  // The operator console's views (apps/server/src/ops/views) are JSX too, drawn on the server.
  { files: ['apps/web/**/*.tsx', 'packages/ui/**/*.tsx', 'apps/server/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['apps/web/**/*.tsx', 'packages/ui/**/*.tsx'],
    rules: {
      // Safari/VoiceOver drop the list role of a list styled without markers: ours say role="list".
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },
);
