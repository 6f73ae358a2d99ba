import { restaurant, restaurantAddressLine } from '@konyha/domain/restaurant/restaurant';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import page from '../../components/page.module.css';
import { Spinner } from '../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { doorPaymentsText } from '../../lib/restaurantText.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import styles from './LegalPage.module.css';

type LegalSection = { title: string; paragraphs: string[]; list?: string[] };

/**
 * The privacy notice and the terms: long texts in their own lazily loaded namespace (they would otherwise weigh on
 * every page's first download), facts filled in from the restaurant.
 */
export function LegalPage({ document: doc }: { document: 'privacy' | 'terms' }) {
  const { t: shared } = useTranslation();
  const { t, ready } = useFeatureTranslation('legal');
  const language = useLanguage();
  const title = ready ? t(`${doc}.title`) : '';
  useDocumentTitle(title);
  if (!ready) return <Spinner label={shared('common.loading')} />;
  const facts = {
    name: restaurant.name,
    address: restaurantAddressLine(),
    email: restaurant.email,
    phone: restaurant.phone,
    area: restaurant.deliveryArea[language],
    methods: doorPaymentsText(language),
  };
  const sections = t(`${doc}.sections`, { returnObjects: true, ...facts }) as unknown as LegalSection[];

  return (
    <article className={`${page.page} ${page.prose}`} aria-labelledby="legal-title">
      <p className={page.eyebrow}>{t('legal.eyebrow')}</p>
      <h1 id="legal-title">{title}</h1>
      <p className={styles.updated}>{t(`${doc}.updated`)}</p>
      <p className={page.lead}>{t(`${doc}.intro`, facts)}</p>
      {sections.map((section, index) => (
        <section key={section.title} className={styles.section} aria-labelledby={`${doc}-${index}`}>
          <h2 id={`${doc}-${index}`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className={styles.related}>
        {doc === 'privacy' ? (
          <Link to="/terms">{shared('nav.terms')}</Link>
        ) : (
          <Link to="/privacy">{shared('nav.privacy')}</Link>
        )}
      </p>
    </article>
  );
}
