import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../e2e/chromium.ts';

const flags = ['--headless', ...chromiumFlags];
const RUNS = 3;

type Run = { performance: number; accessibility: number; lcp: string; tbt: string; tti: number };

type Staff = { email: string; password: string };

/**
 * A fresh browser for one run; with a staff member, one that has logged in as they do (the browser keeps the
 * login's cookie, the app its token in localStorage, which Lighthouse would otherwise clear before loading the page).
 */
async function freshBrowser(
  origin: string,
  staff?: Staff,
): Promise<{ port: number; kill: () => Promise<void> }> {
  if (!staff) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags });
    return { port: chrome.port, kill: async () => chrome.kill() };
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'konyha-lighthouse-'));
  const port = 9400 + Math.floor(Math.random() * 500);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumFlags, `--remote-debugging-port=${port}`],
  });
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  const login = await page.request.post(`${origin}/api/user/login`, { data: staff });
  const { token } = (await login.json()) as { token: string };
  const session = JSON.stringify({ token, expiresAt: Date.now() + 12 * 60 * 60 * 1000 });
  await page.evaluate((value) => localStorage.setItem('konyha.session', value), session);
  await page.close();
  return {
    port,
    kill: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run in a fresh browser. Lighthouse sometimes fails to record its trace and asks to be run again. */
async function audit(url: string, staff?: Staff): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await freshBrowser(new URL(url).origin, staff);
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: staff !== undefined,
      });
      const lhr = result?.lhr;
      if (lhr?.runtimeError && attempt < 3) {
        console.log(`    (Lighthouse: ${lhr.runtimeError.code}, running again)`);
        continue;
      }
      return {
        performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
        lcp: lhr?.audits['largest-contentful-paint']?.displayValue ?? '?',
        tbt: lhr?.audits['total-blocking-time']?.displayValue ?? '?',
        tti: lhr?.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY,
      };
    } finally {
      await chrome.kill();
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Lighthouse with its default mobile emulation and throttling. Its scores vary from run to run, so each page is
 * measured three times and judged by the median, as Lighthouse's own documentation advises.
 */
export async function measureLighthouse(origin: string, paths: string[]): Promise<boolean> {
  console.log(
    `\nLighthouse (mobile), median of ${RUNS} runs: performance (target ≥ 95), accessibility (target 100)`,
  );
  let ok = true;
  for (const pagePath of paths) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${origin}${pagePath}`));
    const performance = median(runs.map((r) => r.performance));
    const accessibility = median(runs.map((r) => r.accessibility));
    const each = runs.map((r) => `${r.performance} (LCP ${r.lcp}, TBT ${r.tbt})`).join(', ');
    // A status page's token is the key to someone's order: the figures name the route, not the link.
    const shown = pagePath.replace(/^\/order-status\/.+/, '/order-status/{token}');
    console.log(
      `  ${shown.padEnd(22)} performance ${performance}  accessibility ${accessibility}   runs: ${each}`,
    );
    if (performance < 95 || accessibility < 100) ok = false;
  }
  return ok;
}

/**
 * Issue 33: the dashboard's first screen (current orders, with the order monitor) on the same mobile profile, logged
 * in as staff (so drawn by the server): interactive (Lighthouse's TTI) within 1.5 s, judged by the median of three
 * runs.
 */
export async function measureDashboardLighthouse(origin: string, staff: Staff): Promise<boolean> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(`${origin}/dashboard/current-orders`, staff));
  const tti = median(runs.map((r) => r.tti));
  const each = runs.map((r) => `${(r.tti / 1000).toFixed(2)} s (LCP ${r.lcp}, TBT ${r.tbt})`).join(', ');
  console.log(
    `\nLighthouse (mobile), the dashboard's first screen logged in, median of ${RUNS} runs\n` +
      `  /dashboard/current-orders  interactive ${(tti / 1000).toFixed(2)} s (target ≤ 1.5 s)   runs: ${each}`,
  );
  return tti <= 1500;
}
