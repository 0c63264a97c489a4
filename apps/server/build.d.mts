import type { BuildOptions } from 'esbuild';

/** The server bundles' esbuild options (build.mjs), each entry named so that one can be built alone. */
export declare const serverBuildOptions: BuildOptions & {
  entryPoints: Record<string, string> & { main: string; migrate: string };
};
