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

/** Every web feature is a folder of src/features: none may import another (they share through src/common). */
export const webFeatures = entriesOf('./apps/web/src/features').filter((name) => !/\./.test(name));

/**
 * The server's floors, bottom first (decision 096): the one table of where each entry of
 * apps/server/src (a folder, or a file at its top) stands. An entry imports any floor below its own,
 * and of its own floor only the entries it names (`uses`); never a floor above. A new folder has no
 * floor until it is placed here: scripts/import-rules.test.ts fails until it is.
 */
export const serverFloors = [
  // The decision engine: pure, it owns its input types and imports nothing else of the server.
  {
    floor: 'domain',
    entries: { decision: [] },
  },
  // What every part stands on: time, settings, the database, telemetry, logs, metrics and traces.
  {
    floor: 'platform',
    entries: {
      'clock.ts': [],
      config: [],
      db: ['config'],
      telemetry: ['config', 'db'],
      observability: ['config', 'db'],
      logging: ['config', 'observability', 'telemetry'],
    },
  },
  // Outside systems behind an interface each; a sandbox may keep its state in the platform's database.
  {
    floor: 'ports',
    entries: { ports: [] },
  },
  // One folder per capability; a feature uses another only as named here, and no circle of uses.
  {
    floor: 'features',
    entries: {
      experiments: [],
      health: [],
      journey: [],
      security: [],
      'form-session': ['security'],
      partner: ['pages', 'security'],
      pages: ['journey'],
      mail: ['pages'],
      'saved-check': ['journey', 'pages', 'security'],
      quotation: ['experiments', 'form-session', 'journey', 'security'],
      'open-banking': ['journey', 'quotation', 'security'],
      ops: ['data-rights', 'experiments', 'journey', 'mail', 'pages', 'quotation', 'security'],
      'data-rights': ['form-session', 'pages', 'partner', 'quotation', 'saved-check', 'security'],
    },
  },
  // The routes and the service bag they share (only the routes and main see the whole bag).
  {
    floor: 'http',
    // page-serving draws a visitor's page from every feature it needs (the form, experiments, a saved check): above them all.
    entries: { 'app-services.ts': [], 'page-serving': [], routes: ['app-services.ts', 'page-serving'] },
  },
  // What builds and runs the process: the entry, the app, its commands and its shutdown.
  {
    floor: 'main',
    entries: { 'app.ts': [], commands: [], 'shutdown.ts': [], 'main.ts': ['app.ts', 'shutdown.ts'] },
  },
];

const serverPath = (entry) => `./apps/server/src/${entry}`;

/**
 * No route file imports another (issue 38, decision 095): what two routes share belongs to a feature.
 * A route file imports of the routes only their error shape; the registrars (routes/index.ts, the
 * partner API's scope) import the routes they register.
 */
const routeFileZone = {
  target: './apps/server/src/routes/**/!(index|partner-routes).{ts,tsx}',
  from: './apps/server/src/routes',
  except: ['./http-errors.ts'],
  message: 'A route file imports no other route file: move what they share to the feature that owns it (decision 095).',
};

/** Each entry's refused imports, as zones: one for the floors above, one for its own floor's entries it does not use. */
const serverFloorZones = serverFloors.flatMap(({ floor, entries }, index) => {
  const above = serverFloors.slice(index + 1);
  const aboveEntries = above.flatMap((higher) => Object.keys(higher.entries));
  return Object.entries(entries).flatMap(([entry, uses]) => {
    const unused = Object.keys(entries).filter((other) => other !== entry && !uses.includes(other));
    return [
      ...zonesRefusing(entry, aboveEntries, {
        message: `${entry} is on the server's ${floor} floor: it imports no floor above (${above.map((higher) => higher.floor).join(', ')}); decision 096.`,
      }),
      ...zonesRefusing(entry, unused, {
        message: `${entry} may import, of its own floor (${floor}), only what its "uses" in eslint.config.js names: ${uses.join(', ') || 'nothing'} (decision 096).`,
      }),
    ];
  });
});

/** A zone refusing `entry` the `refused` entries (none: no zone). */
function zonesRefusing(entry, refused, { message }) {
  return refused.length === 0 ? [] : [{ target: serverPath(entry), from: refused.map(serverPath), message }];
}

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
            { target: './apps/web/src/common', from: './apps/web/src/features', message: 'common → features → app.' },
            { target: './apps/web/src/common', from: './apps/web/src/app', message: 'common → features → app.' },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import the app shell.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'No feature imports another feature: move shared code to src/common.',
            })),
            ...serverFloorZones,
            routeFileZone,
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
    ignores: ['apps/web/src/common/lazy/lazy-import.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                'Use lazyComponent/lazyPage from common/lazy/lazy-import.ts: a stale chunk must reload the page.',
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
