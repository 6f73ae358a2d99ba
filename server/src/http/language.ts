import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageFromCookieHeader,
} from '@konyha/domain/common/language';

/** The first of our languages the `Accept-Language` header asks for, by its q-values; null when none. */
export function languageFromAcceptHeader(header: string | undefined): Language | null {
  const wanted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((w) => w.q > 0 && isLanguage(w.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (wanted[0]?.language as Language | undefined) ?? null;
}

/**
 * The language an order is written in (DESIGN §7): the one the web sends with it, else the `konyha.language`
 * cookie, else `Accept-Language`, else Hungarian.
 */
export function orderLanguage(
  sent: Language | undefined,
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
): Language {
  return (
    sent ??
    languageFromCookieHeader(headers.cookie) ??
    languageFromAcceptHeader(headers['accept-language']) ??
    defaultLanguage
  );
}
