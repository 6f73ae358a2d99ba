/**
 * Writes the public pages, rendered in both languages, next to the built app: dist/pages/<language>/<page>.html
 * and dist/pages/manifest.json, from which the server picks the page for a path and the guest's language cookie.
 * Run after `vite build` (the browser app, whose index.html is the template) and `vite build --ssr`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Language, languages } from '@konyha/domain/common/language';

type Renderer = typeof import('../src/entry-server.tsx');
const dist = path.resolve(import.meta.dirname, '../dist');
const { prerenderedPaths, renderPage }: Renderer = await import(
  path.resolve(import.meta.dirname, '../ssr/entry-server.js')
);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html lacks an empty #root');

/**
 * A prerendered page shows everything before its JavaScript runs. Its entry script is tiny and fetches the app's
 * code only after the first paint (src/main.tsx), so nothing competes with the stylesheet and the pictures on a slow
 * line: the preload hints that the browser-rendered index.html needs are dropped here, and the entry goes last.
 */
const withoutPreloads = (html: string) =>
  html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<script type="module"', '<script type="module" fetchpriority="low"');

function fill(language: Language, page: Awaited<ReturnType<Renderer['renderPage']>>): string {
  const root = `<div id="root" data-language="${language}" data-namespaces="${page.namespaces.join(' ')}">`;
  return withoutPreloads(template)
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root">', () => `${root}${page.html}`);
}

const manifest: Record<string, Record<string, string>> = {};
for (const language of languages) {
  manifest[language] = {};
  for (const pagePath of prerenderedPaths()) {
    const file = `pages/${language}${pagePath === '/' ? '/index' : pagePath}.html`;
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), fill(language, await renderPage(pagePath, language)));
    manifest[language][pagePath] = file;
  }
}
writeFileSync(path.join(dist, 'pages/manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${prerenderedPaths().length} pages in ${languages.join(' and ')}`);
