import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { Link } from 'react-router';
import page from '../../components/page.module.css';
import { useLanguage } from '../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { doorPaymentsText } from '../../lib/restaurantText.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { ContactDetails } from './ContactDetails.tsx';
import styles from './ContactPage.module.css';

export function ContactPage() {
  const { t } = useFeatureTranslation('contact');
  const language = useLanguage();
  useDocumentTitle(t('contact.title'));
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>{t('contact.eyebrow')}</p>
      <h1>{t('contact.title')}</h1>
      <p className={page.lead}>{t('contact.lead')}</p>
      <div className={styles.grid}>
        <section className={page.card} aria-labelledby="contact-reach">
          <h2 id="contact-reach">{t('contact.reachTitle')}</h2>
          <ContactDetails show={['address', 'phone', 'email', 'hours']} />
          <p className={styles.mapLink}>
            <Link to="/map">{t('contact.toMap')}</Link>
          </p>
        </section>
        <section className={page.card} aria-labelledby="contact-delivery">
          <h2 id="contact-delivery">{t('contact.deliveryTitle')}</h2>
          <p>{t('contact.deliveryText', { area: restaurant.deliveryArea[language] })}</p>
          <p>{t('contact.paymentText', { methods: doorPaymentsText(language) })}</p>
          <h2>{t('contact.eventsTitle')}</h2>
          <p>
            {t('contact.eventsText')} <Link to="/events">{t('contact.toEvents')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
