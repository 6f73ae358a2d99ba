import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import button from '../../components/button.module.css';
import page from '../../components/page.module.css';
import styles from './ComingSoon.module.css';

/** Stands in for a screen that a later release brings, so its route already exists and links to it work. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className={`${page.page} ${page.prose}`}>
      <section className={`${page.card} ${styles.panel}`}>
        <p className={page.eyebrow}>{t('comingSoon.eyebrow')}</p>
        <h1>{title}</h1>
        <p>{t('comingSoon.text')}</p>
        <Link to="/foods" className={`${button.button} ${button.primary}`}>
          {t('comingSoon.toMenu')}
        </Link>
      </section>
    </div>
  );
}
