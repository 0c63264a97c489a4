#!/usr/bin/env node
// Refuses `npm install` (package.json preinstall) on a Node.js the project does not support, naming
// the lines it does. CommonJS and ES2015 on purpose: it must run, and speak, on an old Node.
'use strict';

/** `^22.19.0 || ^24.11.0` → [[22, 19, 0], [24, 11, 0]]: each range is one major from a minimum. */
function supportedLines(engines) {
  return engines.split('||').map(function (range) {
    var found = /\^(\d+)\.(\d+)\.(\d+)/.exec(range);
    if (!found) throw new Error('package.json engines.node: expected "^x.y.z || …", got ' + engines);
    return [Number(found[1]), Number(found[2]), Number(found[3])];
  });
}

/** Undefined when `version` is supported; otherwise the message that refuses it. */
function refusal(version, engines, wanted) {
  var current = version.split('.').map(Number);
  var lines = supportedLines(engines);
  var supported = lines.some(function (min) {
    if (current[0] !== min[0]) return false;
    if (current[1] !== min[1]) return current[1] > min[1];
    return current[2] >= min[2];
  });
  if (supported) return undefined;
  var names = lines.map(function (min) {
    return min[0] + ' (' + min.join('.') + ' or later)';
  });
  return (
    'QuickCheck needs Node.js ' +
    names.join(', ') +
    '; this is Node.js ' +
    version +
    '.\n' +
    'Install Node.js ' +
    wanted +
    ' (the version in .nvmrc), for example with nvm (`nvm install`), or from the\n' +
    'npm registry alone: `. scripts/use-project-node.sh` (the README says more).'
  );
}

module.exports = { refusal: refusal };

if (require.main === module) {
  var path = require('path');
  var root = path.join(__dirname, '..');
  var message = refusal(
    process.versions.node,
    require(path.join(root, 'package.json')).engines.node,
    require('fs').readFileSync(path.join(root, '.nvmrc'), 'utf8').trim(),
  );
  if (message) {
    console.error('\n' + message + '\n');
    process.exit(1);
  }
}
