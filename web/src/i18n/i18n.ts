import {
  defaultLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  languages,
} from '@konyha/domain/common/language';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

export { type Language, languages };

const STORAGE_KEY = 'konyha.language';

/**
 * The texts: `./hu.json`/`./en.json` hold the shared ones (namespace `translation`); each feature that only some
 * visitors open keeps its own in `./<namespace>/<language>.json`. Each file is a chunk of its own, so a guest
 * downloads only the texts of the language they read and of the screens they open.
 */
const bundles = import.meta.glob<{ default: object }>(['./*.json', './*/*.json']);
export const featureNamespaces = [
  'account',
  'checkout',
  'staff',
  'legal',
  'orderStatus',
  'home',
  'map',
  'lunchMenu',
  'events',
  'contact',
  'invoiceDocument',
] as const;
export type FeatureNamespace = (typeof featureNamespaces)[number];
type Namespace = 'translation' | FeatureNamespace;

const bundlePath = (language: Language, namespace: Namespace) =>
  namespace === 'translation' ? `./${language}.json` : `./${namespace}/${language}.json`;

/** Fetches one namespace of a language unless it is already there. */
export async function loadBundle(language: Language, namespace: Namespace): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return;
  const load = bundles[bundlePath(language, namespace)];
  if (!load) throw new Error(`no texts for ${namespace} in ${language}`);
  i18n.addResourceBundle(language, namespace, (await load()).default);
}

/** The namespaces loaded so far, in any language: a language switch loads them in the new language first. */
function loadedNamespaces(): Namespace[] {
  return (['translation', ...featureNamespaces] as const).filter((ns) =>
    languages.some((l) => i18n.hasResourceBundle(l, ns)),
  );
}

/** The guest's earlier choice, else Hungarian (SPEC §1: Hungarian default). Storage may be off in private mode. */
export function rememberedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** Tells the server the choice, so the next page it sends comes prerendered in this language. */
function shareWithServer(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we serve.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Fetches a language's shared texts and those of every feature already opened. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all(['translation' as const, ...loadedNamespaces()].map((ns) => loadBundle(language, ns)));
}

/** Switches the UI language and remembers it for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered, but the switch still applies to this visit.
  }
  shareWithServer(language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** The UI language; components using it re-render on a switch. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : defaultLanguage;
}

// The server renders pages too (src/entry-server.tsx), where there is no document.
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

/** Resolves once the remembered language's texts are in; the app renders after that, so no key ever shows. */
export const i18nReady: Promise<void> = (async () => {
  const language = rememberedLanguage();
  // A choice made before the cookie existed reaches the server from the next page on.
  if (typeof document !== 'undefined' && language !== defaultLanguage) shareWithServer(language);
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: 'en',
    supportedLngs: languages,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await loadLanguage(language);
  // Re-announce the language so components bound before the texts arrived render them.
  await i18n.changeLanguage(language);
})();

export { i18n };
