// Starts bench/lib/form-floor-server.ts (tsx, the server's own code) on a free loopback port and
// loads its one route with the settings of the form scenario: GET /api/form's floor (docs/product/contract.md#benchmarks).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { LOAD_SETTINGS, loadScenario } from './load.mjs';
import { cpuMs } from './tracing-cost.mjs';

const FLOOR_PATH = '/form-floor';
const START_TIMEOUT_MS = 60_000;

async function startFormFloor(repoRoot) {
  // One process (not tsx's launcher, which runs a second): its CPU time is the route's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/form-floor-server.ts', FLOOR_PATH], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`form floor not listening: ${output.slice(-300)}`)),
      START_TIMEOUT_MS,
    );
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.once('exit', (code) => reject(new Error(`form floor exited (${code}): ${output.slice(-300)}`)));
  });
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * The bare route under the form scenario's load settings (a warm-up, then the measured run), with
 * its process's CPU time per request over the measured part: `{ requestsPerSec, latencyMs, cpuMsPerRequest, … }`.
 */
export async function measureFormFloor(repoRoot, settings = LOAD_SETTINGS) {
  const floor = await startFormFloor(repoRoot);
  const scenario = { name: 'form floor', path: FLOOR_PATH };
  try {
    await loadScenario(floor.url, scenario, { ...settings, durationSeconds: settings.warmupSeconds, warmupSeconds: 0 });
    const cpuBefore = cpuMs(floor.pid);
    const result = await loadScenario(floor.url, scenario, { ...settings, warmupSeconds: 0 });
    const cpuMsPerRequest = (cpuMs(floor.pid) - cpuBefore) / result.totalRequests;
    return {
      ...result,
      warmupSeconds: settings.warmupSeconds,
      cpuMsPerRequest: Math.round(cpuMsPerRequest * 1000) / 1000,
    };
  } finally {
    await floor.stop();
  }
}
