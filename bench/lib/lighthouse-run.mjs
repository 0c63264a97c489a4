// Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown)
// of `/` for the default brand. Five runs, median per metric, because a single Lighthouse
// run swings by several points (TBT most: 5 ms in one run, 160 ms in the next).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, QUIET_FLAGS } from './environment.mjs';
import { median, oneLine } from './stats.mjs';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const RUNS = LIGHTHOUSE_RUNS;
const CHROME_FLAGS = ['--headless=new', ...QUIET_FLAGS, '--disable-dev-shm-usage'];

function metricsOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const score = lhr.categories.performance?.score;
  return {
    score: Number.isFinite(score) ? Math.round(score * 100) : undefined,
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
  };
}

async function runOnce(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report');
  // A page that did not load still yields a report, with a runtime error and no scores.
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return { ...metricsOf(lhr), lighthouseVersion: lhr.lighthouseVersion, warnings: lhr.runWarnings };
}

/** Never throws: a Lighthouse failure is reported in the table and JSON, not a crash. */
export async function measureLighthouse(url) {
  const runs = [];
  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    // Trace hiccups (NO_NAVSTART and the like) happen on a loaded machine: allow two extra
    // attempts so the median is still over RUNS runs, and keep the failures in the results.
    for (let attempt = 0; attempt < RUNS + 2 && runs.filter((run) => !run.error).length < RUNS; attempt += 1) {
      try {
        runs.push(await runOnce(url, chrome.port));
      } catch (error) {
        runs.push({ error: oneLine(error.message, 300) });
      }
    }
  } catch (error) {
    return { url, runs, error: `could not launch Chromium for Lighthouse: ${oneLine(error.message, 300)}` };
  } finally {
    await chrome?.kill();
  }
  const good = runs.filter((run) => !run.error);
  if (good.length === 0) return { url, runs, error: runs[0]?.error ?? 'no Lighthouse run completed' };
  const pick = (key) => median(good.map((run) => run[key]));
  return {
    url,
    formFactor: 'mobile',
    lighthouseVersion: good[0].lighthouseVersion,
    runs,
    completedRuns: good.length,
    median: {
      score: pick('score'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      tbtMs: pick('tbtMs'),
      fcpMs: pick('fcpMs'),
      speedIndexMs: pick('speedIndexMs'),
    },
  };
}
