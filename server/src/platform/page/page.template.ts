import type { Language } from '@konyha/domain/common/language';
import type { RenderedPage } from '@konyha/domain/pages/page-renderer';
import { escapeHtml } from '../../http/escape-html.ts';

const EMPTY_ROOT = '<div id="root"></div>';

const ogLocales: Record<Language, string> = { hu: 'hu_HU', en: 'en_GB' };

/** The path a page is known by: no query, no trailing slash (/foods/soups/?x=1 → /foods/soups). */
export function pagePath(url: string): string {
  const [pathname = '/'] = url.split('?');
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The query of a request's `url` (empty without one). */
export const pageQuery = (url: string): URLSearchParams =>
  new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

/** Fails at start-up, not on a guest's request, when the built index.html cannot hold a rendered page. */
export function assertTemplate(template: string): void {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`the web app's index.html lacks ${EMPTY_ROOT}`);
}

/** Sets the content of the <meta> named (or, for Open Graph, with the property) `key`. */
const setMeta = (html: string, key: string, value: string) =>
  html.replace(
    new RegExp(`(<meta\\s+(?:name|property)="${key}"\\s+content=")[^"]*"`),
    (_match, start: string) => `${start}${escapeHtml(value)}"`,
  );

/**
 * Puts a rendered page into the built index.html, with its language, title and description (for search engines
 * and link previews). The page shows everything before its JavaScript runs, and its entry script fetches the app
 * only after the first paint (web/src/main.tsx): so the preload hints the bare index.html needs are dropped and the
 * entry goes last, leaving a slow line to the stylesheet and the pictures.
 */
export function fillTemplate(template: string, language: Language, page: RenderedPage): string {
  const meta: [string, string][] = [
    ['description', page.description],
    ['og:title', page.title],
    ['og:description', page.description],
    ['og:locale', ogLocales[language]],
    ['og:locale:alternate', ogLocales[language === 'hu' ? 'en' : 'hu']],
  ];
  return meta
    .reduce((html, [key, value]) => setMeta(html, key, value), template)
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<script type="module"', '<script type="module" fetchpriority="low"')
    .replace(EMPTY_ROOT, () => page.body);
}
