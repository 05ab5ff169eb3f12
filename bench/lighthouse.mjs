// Lighthouse 12 (mobile preset, simulated throttling: its default configuration) on the built
// app, driving Debian's Chromium, for three pages an anonymous visitor reaches first. Each page
// is measured BENCH_LIGHTHOUSE_RUNS times (3 by default), the pages taken in turn so that the
// machine's noise falls on all of them alike, and each figure printed is the median of its runs.
// Targets: performance ≥ 95, accessibility 100, CLS ≤ 0.1. Lighthouse 13 needs Node 22
// (docs/decisions/010). BENCH_LIGHTHOUSE_DIR=<dir> keeps every run's JSON report there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { fmt, median, startTrousse } from './lib.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
const PAGES = ['/', '/auth', '/app/password-generator'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, cls: 0.1 };

/** chrome-launcher as Lighthouse itself resolves it (it is Lighthouse's dependency, not ours). */
async function loadChromeLauncher() {
  const require = createRequire(import.meta.url);
  const fromLighthouse = createRequire(require.resolve('lighthouse/package.json'));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

/** Tries of a run that Lighthouse itself fails (e.g. NO_NAVSTART: a trace lost on a busy machine). */
const ATTEMPTS = 3;

/** One Lighthouse run of `url`: the four category scores (0–100) and LCP, TBT (ms), CLS. */
async function measure(url, port) {
  let result;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const error = result.lhr.runtimeError;
    if (!error) break;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.warn(`  ${url}: ${error.code}, nouvel essai`);
  }
  const { lhr, report } = result;
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    report,
  };
}

function summarise(runs) {
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
  };
}

function print(path, figures, runs) {
  const { scores, lcp, tbt, cls } = figures;
  const mark = (ok) => (ok ? 'OK' : 'SOUS LA CIBLE');
  console.log(`  ${path} (médiane de ${runs} passages)`);
  console.log(
    `    performance ${scores.performance} ${mark(scores.performance >= TARGETS.performance)} (cible ≥ ${TARGETS.performance}),` +
      ` accessibilité ${scores.accessibility} ${mark(scores.accessibility >= TARGETS.accessibility)} (cible ${TARGETS.accessibility}),` +
      ` bonnes pratiques ${scores['best-practices']}, SEO ${scores.seo}`,
  );
  console.log(
    `    LCP ${fmt(lcp / 1000, 2)} s, TBT ${fmt(tbt)} ms, CLS ${fmt(cls, 3)} ${mark(cls <= TARGETS.cls)} (cible ≤ ${TARGETS.cls})`,
  );
}

export async function benchLighthouse() {
  const { launch } = await loadChromeLauncher();
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
  const runs = Object.fromEntries(PAGES.map((path) => [path, []]));
  const trousse = await startTrousse();
  let chrome;
  try {
    chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    for (let run = 0; run < RUNS; run++) {
      for (const path of PAGES) {
        const result = await measure(`${trousse.url}${path}`, chrome.port);
        runs[path].push(result);
        if (REPORT_DIR) {
          const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
          writeFileSync(join(REPORT_DIR, name), result.report);
        }
      }
    }
  } finally {
    chrome?.kill();
    await trousse.stop();
  }
  console.log('\nLighthouse 12, préréglage mobile, ralentissement simulé (Chromium de Debian)');
  const figures = {};
  for (const path of PAGES) {
    figures[path] = summarise(runs[path]);
    print(path, figures[path], RUNS);
  }
  return figures;
}
