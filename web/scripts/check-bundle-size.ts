/**
 * Fails when a guest's first download for the home, the menu, the order-status or the lunch page passes 150 kB of
 * gzipped JavaScript, when the staff app's code (src/staff/) reaches the entry chunk, or when a guest's page needs the
 * staff's dashboard chunk. Reads the manifest of `vite build` (run it first).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; name?: string; imports?: string[] };

const BUDGET = 150_000;
const dist = new URL('../dist/', import.meta.url);
const manifest: Record<string, Chunk> = JSON.parse(
  readFileSync(new URL('.vite/manifest.json', dist), 'utf8'),
);

/** The chunks a module needs before it runs: itself and its static imports, transitively. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const gzipped = (key: string) => gzipSync(readFileSync(new URL(manifest[key]?.file ?? '', dist))).length;

// The entry imports the app (src/main.tsx), which loads the page's chunk; before the first render it also waits
// for the texts of the remembered language (src/i18n/i18n.ts). All of it counts.
const app = ['index.html', 'src/app/startApp.tsx'];
// The public order-status page loads its own texts with its code (src/app/routes.tsx), so they count too.
const pages: Record<string, { module: string; texts?: string }> = {
  home: { module: 'src/features/pages/HomePage.tsx' },
  menu: { module: 'src/features/menu/MenuPage.tsx' },
  'order status': { module: 'src/features/order-status/OrderStatusPage.tsx', texts: 'orderStatus' },
  // Issue 31's weekday lunch menu, with its own texts as the order-status page.
  'lunch menu': { module: 'src/features/lunch-menu/LunchMenuPage.tsx', texts: 'lunchMenu' },
};
let failed = false;
for (const [page, { module, texts: own }] of Object.entries(pages)) {
  for (const language of ['hu', 'en']) {
    const texts = [`src/i18n/${language}.json`, ...(own ? [`src/i18n/${own}/${language}.json`] : [])];
    const total = [...closure([...app, module, ...texts])].reduce((sum, key) => sum + gzipped(key), 0);
    const over = total > BUDGET;
    failed ||= over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${page} (${language}): ${(total / 1000).toFixed(1)} kB gzip (${total})`,
    );
  }
}
if (closure(app).has('src/staff/DashboardPage.tsx')) {
  failed = true;
  console.log('OVER staff code (src/staff/) is in the entry chunk');
}
// The staff's first screens share one chunk (scripts/chunk-groups.ts); no guest's page, nor a part of one, may need it.
const dashboard = Object.keys(manifest).filter((key) => manifest[key]?.name === 'dashboard');
for (const key of Object.keys(manifest).filter((k) => k.startsWith('src/') && !k.startsWith('src/staff/'))) {
  if (!dashboard.some((chunk) => closure([key]).has(chunk))) continue;
  failed = true;
  console.log(`OVER ${key} needs the staff's dashboard chunk`);
}
process.exitCode = failed ? 1 : 0;
