import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazily loaded page module each measured page needs besides the entry. */
const pages: { name: string; module: RegExp }[] = [
  { name: 'home', module: /features\/pages\/HomePage\.tsx$/ },
  { name: 'menu', module: /features\/menu\/MenuPage\.tsx$/ },
];
const dashboard = /features\/dashboard\//;
const limitKb = 150;

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Initial JavaScript (gzip) of the home and menu pages, from Vite's build manifest. */
export async function measureBundles(dist: string): Promise<boolean> {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the build manifest');
  console.log(`\nInitial JavaScript, gzip (target ≤ ${limitKb} KB)`);
  let ok = true;
  for (const page of pages) {
    const pageKey = Object.keys(manifest).find((key) => page.module.test(manifest[key]?.src ?? key));
    if (!pageKey) throw new Error(`no chunk for the ${page.name} page`);
    const chunks = new Set([...staticClosure(manifest, entryKey), ...staticClosure(manifest, pageKey)]);
    const files = [...chunks].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`  ${page.name.padEnd(10)} ${total.toFixed(1)} KB in ${files.length} files`);
    if (total > limitKb) ok = false;
  }
  const entryChunks = staticClosure(manifest, entryKey);
  const dashboardInEntry = [...entryChunks].some((key) => dashboard.test(manifest[key]?.src ?? ''));
  console.log(`  dashboard code in separate chunks: ${dashboardInEntry ? 'NO' : 'yes'}`);
  return ok && !dashboardInEntry;
}
