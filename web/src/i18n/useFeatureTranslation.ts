import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrerenderReportContext } from '../lib/prerenderReport.ts';
import { type FeatureNamespace, loadBundle, useLanguage } from './i18n.ts';

/**
 * The texts of a lazily loaded feature (account, checkout, the staff app). `ready` is false until its bundle for the
 * UI language has arrived; render a spinner until then so no key ever shows.
 */
export function useFeatureTranslation<N extends FeatureNamespace>(namespace: N) {
  const language = useLanguage();
  const translation = useTranslation(namespace);
  useContext(PrerenderReportContext)?.namespaces.add(namespace);
  const [loaded, setLoaded] = useState<string | null>(() =>
    translation.i18n.hasResourceBundle(language, namespace) ? language : null,
  );
  useEffect(() => {
    let current = true;
    loadBundle(language, namespace).then(() => {
      if (current) setLoaded(language);
    });
    return () => {
      current = false;
    };
  }, [language, namespace]);
  return { ...translation, ready: loaded === language };
}
