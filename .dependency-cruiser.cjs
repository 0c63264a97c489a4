// Import circles, type-only ones included (ESLint's import-x/no-cycle skips `import type`):
// decision 031. The server's floors (decision 096) and the web's features live in eslint.config.js, one home each.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not reach itself through its imports, not even through type-only ones.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '/dist-ssr/', 'packages/ui/build/'] },
    // Type-only imports count: they are still an arrow between two modules a reader must follow.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
