import type { ParseKeys } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import styles from './screen.module.css';

/**
 * The frame of every admin screen: waits for the staff app's texts (so no key ever shows), then a titled section.
 * Everything inside may use useTranslation('staff') directly.
 */
export function AdminScreen({ title, children }: { title: ParseKeys<'staff'>; children: ReactNode }) {
  const { t: common } = useTranslation();
  const { t, ready } = useFeatureTranslation('staff');
  const id = useId();
  useDocumentTitle(ready ? t(title) : common('common.loading'));
  if (!ready) return <Spinner label={common('common.loading')} />;
  return (
    <section aria-labelledby={id} className={styles.screen}>
      <h1 id={id}>{t(title)}</h1>
      {children}
    </section>
  );
}
