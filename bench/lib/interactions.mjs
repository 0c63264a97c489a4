/* global window -- observeInteractions and the evaluate callbacks run in the page */
// Responsiveness after load (issue 26 item 3): the first stages driven in Chromium at 4× CPU
// slowdown, each interaction timed by the browser's Event Timing API (what INP is made of), beside
// the same kinds of interaction on the React floor, in the same run.
import { chromium } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FLOOR_FORM } from './floor-form.mjs';
import { CHROMIUM_PATH, QUIET_FLAGS } from './environment.mjs';
import { startReactFloorPage } from './react-floor-page.mjs';

/** Lighthouse's mobile CPU slowdown, so the figures read like its TBT. */
const CPU_SLOWDOWN = 4;
/** Event Timing reports nothing shorter than this (the API's lowest threshold). */
const THRESHOLD_MS = 16;
/** After each interaction, time for its next paint and its entries to arrive. */
const SETTLE_MS = 500;

/** Each page is driven this many times, afresh; each interaction's median is reported. */
const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 3);

export const INTERACTION_GOALS = { maxMs: 100, toReactFloor: 1.5 };

/** Collects every event-timing entry with an interaction id, from the first moment of the page. */
function observeInteractions(threshold) {
  window.__qcEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__qcEntries.push({
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/** The slowest entry since the last call, with its phases (web.dev's INP breakdown). */
async function slowestSince(page) {
  await sleep(SETTLE_MS);
  const entries = await page.evaluate(() => window.__qcEntries.splice(0));
  if (entries.length === 0) return { durationMs: `< ${THRESHOLD_MS}`, below: true };
  const slowest = entries.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst));
  return {
    event: slowest.name,
    durationMs: slowest.duration,
    inputDelayMs: Math.round(slowest.processingStart - slowest.startTime),
    processingMs: Math.round(slowest.processingEnd - slowest.processingStart),
    presentationMs: Math.round(slowest.startTime + slowest.duration - slowest.processingEnd),
  };
}

async function openPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.addInitScript(observeInteractions, THRESHOLD_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { context, page };
}

/** Our first two stages: typing, a select, Continue, a dialog and its close, a button, a select. */
async function driveOurs(page) {
  const results = [];
  const step = async (label, act) => {
    await act();
    results.push({ interaction: label, ...(await slowestSince(page)) });
  };
  await step('tap a text box', () => page.locator('[name="first-name"]').click());
  await step('type a letter', () => page.keyboard.type('J'));
  await page.keyboard.type('o');
  await page.locator('[name="last-name"]').fill('Bench');
  await step('choose from a select (keyboard)', async () => {
    await page.locator('[name="title"]').focus();
    await page.keyboard.press('ArrowDown');
  });
  await step('open a dialog', () => page.getByRole('button', { name: 'terms and conditions' }).first().click());
  await step('close the dialog (Escape)', () => page.keyboard.press('Escape'));
  await page.locator('[name="date-of-birth-day"]').fill('14');
  await page.locator('[name="date-of-birth-month"]').fill('04');
  await page.locator('[name="date-of-birth-year"]').fill('1980');
  await page.locator('[name="email-address"]').fill('bench@example.com');
  await page.locator('[name="mobile-number"]').fill('07700 900982');
  await step('Continue to stage 2', () => page.locator('button[type=submit]').click());
  await page.getByRole('heading', { name: 'Your address' }).waitFor();
  await page.locator('[name="postcode"]').fill('SW1A 1AA');
  await step('press Find address', () => page.getByRole('button', { name: 'Find address' }).click());
  const addresses = page.getByLabel('Select your address');
  await addresses.locator('option').nth(1).waitFor({ state: 'attached' });
  await step('choose an address (keyboard)', async () => {
    await addresses.focus();
    await page.keyboard.press('ArrowDown');
  });
  return results;
}

/** The React floor's only form: tap the box, type a letter, press its button. */
async function driveFloor(page) {
  const results = [];
  const step = async (label, act) => {
    await act();
    results.push({ interaction: label, ...(await slowestSince(page)) });
  };
  await step('tap a text box', () => page.locator(`#${FLOOR_FORM.input.id}`).click());
  await step('type a letter', () => page.keyboard.type('J'));
  await step('press a button', () => page.getByRole('button', { name: FLOOR_FORM.button }).click());
  return results;
}

/** Below the threshold counts as the threshold: the API reports nothing shorter. */
const durationOf = (result) => (typeof result.durationMs === 'number' ? result.durationMs : THRESHOLD_MS);

/** Per interaction, the run with the median duration (its phases with it). */
function medians(runs) {
  return runs[0].map((first, index) => {
    const samples = runs.map((run) => run[index]).sort((a, b) => durationOf(a) - durationOf(b));
    return { ...samples[Math.floor(samples.length / 2)], samplesMs: runs.map((run) => run[index].durationMs) };
  });
}

async function drive(browser, url, driver) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page } = await openPage(browser, url);
    try {
      runs.push(await driver(page));
    } finally {
      await context.close();
    }
  }
  return medians(runs);
}

const slowestOf = (results) => Math.max(...results.map(durationOf));

export async function measureInteractions(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_FLAGS });
  const floor = await startReactFloorPage();
  try {
    const ours = await drive(browser, `${baseUrl}/`, driveOurs);
    const reactFloor = await drive(browser, floor.url, driveFloor);
    return {
      settings: { cpuSlowdown: CPU_SLOWDOWN, thresholdMs: THRESHOLD_MS, viewport: '390×844', runs: RUNS },
      goals: INTERACTION_GOALS,
      ours,
      reactFloor,
      slowestMs: slowestOf(ours),
      reactFloorSlowestMs: slowestOf(reactFloor),
    };
  } finally {
    await floor.stop();
    await browser.close();
  }
}
