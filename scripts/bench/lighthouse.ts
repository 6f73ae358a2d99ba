import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../e2e/chromium.ts';

const flags = ['--headless', ...chromiumFlags];
const RUNS = 3;

type Run = { performance: number; accessibility: number; lcp: string; tbt: string };

/** One Lighthouse run in a fresh browser. Lighthouse sometimes fails to record its trace and asks to be run again. */
async function audit(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
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
      };
    } finally {
      chrome.kill();
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
