// Bundles the server into dist/main.js, and its commands into dist/migrate.js, dist/config-check.js, dist/partner-key.js, dist/ops-user.js, dist/ops-rollup.js and dist/backup.js, with the migrations' SQL files in dist/migrations/. The @quickcheck/* workspace packages are TypeScript
// source, so they are bundled; every npm package stays external and is loaded from
// node_modules at run time (the embedded PostgreSQL's binaries must stay in their package).
import { build } from 'esbuild';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { oldestSupportedNodeTarget } from '../../scripts/node-versions.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Externalises bare imports (npm packages), except our own workspace packages and their `#` imports. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./#]/ }, (args) => {
      if (args.path.startsWith('@quickcheck/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Vite's eager `import.meta.glob('./*<suffix>', { eager: true, import: '<name>' })` in a `*.glob.ts`
 * file (the brand records: packages/brands/src/brands/brand-files.glob.ts), expanded the way Vite
 * expands it: one static import per file the pattern matches in that folder.
 */
const expandImportGlob = {
  name: 'expand-import-glob',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.glob\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const call =
        /import\.meta\.glob(?:<[^>]*>)?\(\s*'\.\/\*([\w.-]+)',\s*\{\s*eager: true,\s*import: '(\w+)'\s*\}\s*\)/;
      const found = call.exec(source);
      if (!found)
        throw new Error(`${args.path}: no import.meta.glob('./*<suffix>', { eager: true, import }) to expand`);
      const [whole, suffix, name] = found;
      const files = readdirSync(path.dirname(args.path))
        .filter((file) => file.endsWith(suffix))
        .sort();
      const imports = files.map((file, i) => `import { ${name} as __glob${i} } from './${file}';`).join('\n');
      const table = `{ ${files.map((file, i) => `'./${file}': __glob${i}`).join(', ')} }`;
      return { contents: `${imports}\n${source.replace(whole, table)}`, loader: 'ts' };
    });
  },
};

/**
 * The migrations (src/db/migrations/*.sql) go beside the bundles, in <outdir>/migrations/, where
 * src/db/migrate.ts reads them at run time: replaced whole, so a file renamed since the last build
 * leaves no stale copy behind.
 */
const copyMigrations = {
  name: 'copy-migrations',
  setup(pluginBuild) {
    pluginBuild.onEnd((result) => {
      const { absWorkingDir = process.cwd(), outdir, outfile } = pluginBuild.initialOptions;
      if (result.errors.length > 0) return;
      const into = path.resolve(absWorkingDir, outdir ?? path.dirname(outfile), 'migrations');
      rmSync(into, { recursive: true, force: true });
      cpSync(path.join(root, 'src/db/migrations'), into, { recursive: true });
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
    backup: 'src/commands/backup.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Runs on every supported Node line (package.json engines), not only on .nvmrc's.
  target: oldestSupportedNodeTarget(),
  sourcemap: true,
  logLevel: 'info',
  // The package.json `imports` a bundle takes (the brand records found by glob, not by reading a folder).
  conditions: ['bundler'],
  plugins: [externalNpmPackages, expandImportGlob, copyMigrations],
  // For any CommonJS-style require() left in bundled code: ESM has no require of its own.
  banner: {
    js: "import { createRequire as __qcCreateRequire } from 'node:module';\nconst require = __qcCreateRequire(import.meta.url);",
  },
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await build(serverBuildOptions);
