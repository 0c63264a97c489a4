// The project's Node.js, in one place: .nvmrc names the version everything runs on (production
// image, CI, bench, development); package.json's engines the lines still supported. The server
// bundle's target follows from engines; the image, @types/node, engines and the README are held
// to .nvmrc by nodeVersionMismatches (scripts/node-versions.test.ts).
import { readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

/** The files that name the project's Node, as they read now. */
export function nodeVersionFiles() {
  return {
    nvmrc: read('.nvmrc'),
    packageJson: read('package.json'),
    dockerfile: read('Dockerfile'),
    readme: read('README.md'),
  };
}

const majorOf = (version) => Number(String(version).trim().replace(/^v/, '').split('.')[0]);

/** Each supported line's minimum from engines.node (`^22.19.0 || ^24.11.0`): `['22.19.0', '24.11.0']`. */
export function supportedNodeMinimums(packageJson = nodeVersionFiles().packageJson) {
  const { engines } = JSON.parse(packageJson);
  return engines.node.split('||').map((range) => {
    const found = /^\s*\^(\d+\.\d+\.\d+)\s*$/.exec(range);
    if (!found) throw new Error(`package.json engines.node: expected "^x.y.z || …", got ${engines.node}`);
    return found[1];
  });
}

/** The major version in .nvmrc: `24`. */
export function projectNodeMajor(nvmrc = nodeVersionFiles().nvmrc) {
  return majorOf(nvmrc);
}

/** esbuild's target for code that must run on every supported line: the oldest one's minimum. */
export function oldestSupportedNodeTarget(packageJson = nodeVersionFiles().packageJson) {
  const [oldest] = supportedNodeMinimums(packageJson)
    .map((version) => version.split('.').map(Number))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return `node${oldest[0]}.${oldest[1]}`;
}

/** The places that do not name .nvmrc's major (an empty list when all agree). */
export function nodeVersionMismatches(files = nodeVersionFiles()) {
  const major = projectNodeMajor(files.nvmrc);
  const { devDependencies } = JSON.parse(files.packageJson);
  const named = {
    'package.json engines': supportedNodeMinimums(files.packageJson).some((version) => majorOf(version) === major)
      ? major
      : undefined,
    'Dockerfile NODE_IMAGE': Number(/^ARG NODE_IMAGE=node:(\d+)-/m.exec(files.dockerfile)?.[1]),
    '@types/node': Number(/(\d+)\./.exec(devDependencies?.['@types/node'] ?? '')?.[1]),
    'README.md': Number(/^Node\.js (\d+) LTS/m.exec(files.readme)?.[1]),
  };
  return Object.entries(named)
    .filter(([, named]) => named !== major)
    .map(([place]) => place);
}
