// Bundles the server into dist/main.js, and its commands into dist/migrate.js, dist/config-check.js, dist/partner-key.js, dist/ops-user.js and dist/ops-rollup.js. The @quickcheck/* workspace packages are TypeScript
// source, so they are bundled; every npm package stays external and is loaded from
// node_modules at run time (PGlite ships WebAssembly and data files that must stay beside it).
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Externalises bare imports (npm packages), except our own workspace packages. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@quickcheck/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Also read by bench/lib/tracing-cost.mjs, which builds the same bundle without its tracing code. */
export const serverBuildOptions = {
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/commands/migrate.ts',
    'config-check': 'src/commands/config-check.ts',
    'partner-key': 'src/commands/partner-key.ts',
    'ops-user': 'src/commands/ops-user.ts',
    'ops-rollup': 'src/commands/ops-rollup.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalNpmPackages],
  // For any CommonJS-style require() left in bundled code: ESM has no require of its own.
  banner: {
    js: "import { createRequire as __qcCreateRequire } from 'node:module';\nconst require = __qcCreateRequire(import.meta.url);",
  },
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await build(serverBuildOptions);
