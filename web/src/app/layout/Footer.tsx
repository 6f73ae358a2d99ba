import { restaurant, restaurantAddressLine } from '@konyha/domain/restaurant/restaurant';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ClockIcon,
  ExternalIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  TruckIcon,
  WalletIcon,
} from '../../components/icons.tsx';
import { OpeningHours } from '../../components/OpeningHours.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { telHref } from '../../lib/contact.ts';
import { useOpeningHours } from '../../lib/queries/schedule.ts';
import { doorPaymentsText } from '../../lib/restaurantText.ts';
import styles from './Footer.module.css';
import { useYear } from './year.ts';

export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const year = useYear();
  const hours = useOpeningHours();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            {restaurant.name}
          </h2>
          <p>{t('footer.pitch')}</p>
          <a className={styles.social} href={restaurant.social.url} target="_blank" rel="noopener noreferrer">
            {restaurant.social.label}
            <ExternalIcon />
            <span className="visually-hidden">{t('common.opensInNewTab')}</span>
          </a>
        </section>

        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.heading}>
            {t('footer.visit')}
          </h2>
          <ul className={styles.facts}>
            {hours && (
              <li>
                <ClockIcon />
                <OpeningHours hours={hours} />
              </li>
            )}
            <li>
              <PinIcon />
              <Link to="/map">{restaurantAddressLine()}</Link>
            </li>
            <li>
              <PhoneIcon />
              <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>
            </li>
            <li>
              <MailIcon />
              <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-delivery">
          <h2 id="footer-delivery" className={styles.heading}>
            {t('footer.delivery')}
          </h2>
          <ul className={styles.facts}>
            <li>
              <TruckIcon />
              <span>{t('footer.deliveryArea', { area: restaurant.deliveryArea[language] })}</span>
            </li>
            <li>
              <WalletIcon />
              <span>{t('footer.payAtDoor', { methods: doorPaymentsText(language) })}</span>
            </li>
          </ul>
        </section>

        <nav aria-label={t('footer.linksLabel')}>
          <h2 className={styles.heading}>{t('footer.more')}</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/events">{t('nav.events')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('nav.contact')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('nav.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('nav.terms')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year, name: restaurant.name })}</p>
    </footer>
  );
}
