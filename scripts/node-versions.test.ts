import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../apps/server/build.mjs';
import {
  nodeVersionFiles,
  nodeVersionMismatches,
  oldestSupportedNodeTarget,
  projectNodeMajor,
} from './node-versions.mjs';

describe('the Node.js version has one home: .nvmrc', () => {
  it('is named the same by engines, the image, @types/node and the README', () => {
    expect(nodeVersionMismatches()).toEqual([]);
  });

  it('names each place that drifts from it', () => {
    const files = nodeVersionFiles();
    const major = projectNodeMajor();
    const older = String(major - 2);
    expect(nodeVersionMismatches({ ...files, nvmrc: `${major + 4}\n` })).toEqual([
      'package.json engines',
      'Dockerfile NODE_IMAGE',
      '@types/node',
      'README.md',
    ]);
    const dockerfile = files.dockerfile.replace(/^ARG NODE_IMAGE=node:\d+-/m, `ARG NODE_IMAGE=node:${older}-`);
    expect(nodeVersionMismatches({ ...files, dockerfile })).toEqual(['Dockerfile NODE_IMAGE']);
    const readme = files.readme.replace(/^Node\.js \d+ LTS/m, `Node.js ${older} LTS`);
    expect(nodeVersionMismatches({ ...files, readme })).toEqual(['README.md']);
    const packageJson = files.packageJson.replace(/"@types\/node": "\^\d+/, `"@types/node": "^${older}`);
    expect(nodeVersionMismatches({ ...files, packageJson })).toEqual(['@types/node']);
  });

  it('builds the server for the oldest supported line, so the bundle runs on every one', () => {
    expect(serverBuildOptions.target).toBe(oldestSupportedNodeTarget());
    expect(oldestSupportedNodeTarget()).toMatch(/^node\d+\.\d+$/);
  });
});

describe('npm install on an unsupported Node (package.json preinstall)', () => {
  const { refusal } = createRequire(import.meta.url)('./check-node-version.cjs') as {
    refusal: (version: string, engines: string, wanted: string) => string | undefined;
  };
  const engines = '^22.19.0 || ^24.11.0 || ^26.0.0';

  it('is refused with a message that names the supported lines and .nvmrc', () => {
    for (const old of ['20.20.2', '22.18.9', '18.0.0', '25.1.0']) {
      const message = refusal(old, engines, '24');
      expect(message, old).toContain(`this is Node.js ${old}`);
      expect(message).toContain('22 (22.19.0 or later), 24 (24.11.0 or later), 26 (26.0.0 or later)');
      expect(message).toContain('Install Node.js 24');
    }
  });

  it('lets every supported line through', () => {
    for (const supported of ['22.19.0', '22.23.3', '24.11.0', '24.21.0', '26.0.0', '26.10.0'])
      expect(refusal(supported, engines, '24'), supported).toBeUndefined();
  });

  it("reads the project's own engines", () => {
    const { engines: own } = JSON.parse(nodeVersionFiles().packageJson) as { engines: { node: string } };
    expect(refusal(process.versions.node, own.node, '24')).toBeUndefined();
    expect(refusal('20.19.0', own.node, '24')).toMatch(/^QuickCheck needs Node\.js /);
  });
});
