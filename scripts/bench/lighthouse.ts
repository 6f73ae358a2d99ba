import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../e2e/chromium.ts';

const flags = ['--headless', ...chromiumFlags];

/** Lighthouse with its default mobile emulation and throttling; prints performance and accessibility per page. */
export async function measureLighthouse(origin: string, paths: string[]): Promise<boolean> {
  console.log('\nLighthouse (mobile): performance (target ≥ 95), accessibility (target 100)');
  let ok = true;
  for (const pagePath of paths) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags });
    try {
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const categories = result?.lhr.categories;
      const performance = Math.round((categories?.performance?.score ?? 0) * 100);
      const accessibility = Math.round((categories?.accessibility?.score ?? 0) * 100);
      const lcp = result?.lhr.audits['largest-contentful-paint']?.displayValue ?? '?';
      console.log(
        `  ${pagePath.padEnd(20)} performance ${performance}  accessibility ${accessibility}  LCP ${lcp}`,
      );
      if (performance < 95 || accessibility < 100) ok = false;
    } finally {
      chrome.kill();
    }
  }
  return ok;
}
