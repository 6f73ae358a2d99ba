import { restaurant, restaurantAddressLine } from '@konyha/domain/restaurant/restaurant';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { doorPaymentsText } from '../../app/restaurantText.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import page from '../../components/page.module.css';
import { useLanguage } from '../../i18n/i18n.ts';
import styles from './LegalPage.module.css';

type LegalSection = { title: string; paragraphs: string[]; list?: string[] };

/** The privacy notice and the terms: long texts kept in the translation files, facts filled in from the restaurant. */
export function LegalPage({ document: doc }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t(`${doc}.title`);
  useDocumentTitle(title);
  const facts = {
    name: restaurant.name,
    address: restaurantAddressLine(),
    email: restaurant.email,
    phone: restaurant.phone,
    opens: restaurant.openingHours.opens,
    closes: restaurant.openingHours.closes,
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
          <Link to="/terms">{t('nav.terms')}</Link>
        ) : (
          <Link to="/privacy">{t('nav.privacy')}</Link>
        )}
      </p>
    </article>
  );
}
