import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import button from '../../components/button.module.css';
import { ClockIcon, TruckIcon, WalletIcon } from '../../components/icons.tsx';
import { OpeningHours } from '../../components/OpeningHours.tsx';
import { Picture } from '../../components/Picture.tsx';
import page from '../../components/page.module.css';
import { useLanguage } from '../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { useOpeningHours } from '../../lib/queries/schedule.ts';
import { doorPaymentsText } from '../../lib/restaurantText.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { MenuPdfLinks } from '../menu/index.ts';
import styles from './HomePage.module.css';
import { deliveryImage, eventImages, heroImage } from './images.ts';

export function HomePage() {
  const { t } = useTranslation();
  // The page's own texts: a bundle loaded with the page's code (src/app/routes.tsx).
  const { t: tPage } = useFeatureTranslation('home');
  const language = useLanguage();
  useDocumentTitle(tPage('home.documentTitle'));
  const hours = useOpeningHours();

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <Picture
          className={styles.heroPicture}
          {...heroImage}
          sizes="100vw"
          alt=""
          loading="eager"
          fetchPriority="high"
        />
        <div className={styles.heroText}>
          <p className={styles.heroEyebrow}>{tPage('home.eyebrow')}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            {tPage('home.title')}
          </h1>
          <p className={styles.heroPitch}>{tPage('home.pitch')}</p>
          <div className={styles.heroActions}>
            <Link to="/foods" className={`${button.button} ${button.primary}`}>
              {tPage('home.order')}
            </Link>
            {hours && (
              <div className={styles.heroHours}>
                <ClockIcon />
                <OpeningHours hours={hours} weekOnly />
              </div>
            )}
          </div>
        </div>
      </section>

      <div className={page.page}>
        <ul className={styles.facts}>
          <li className={page.card}>
            <ClockIcon />
            <h2>{tPage('home.facts.hoursTitle')}</h2>
            {hours && <OpeningHours hours={hours} />}
          </li>
          <li className={page.card}>
            <TruckIcon />
            <h2>{tPage('home.facts.deliveryTitle')}</h2>
            <p>{tPage('home.facts.delivery', { area: restaurant.deliveryArea[language] })}</p>
          </li>
          <li className={page.card}>
            <WalletIcon />
            <h2>{tPage('home.facts.paymentTitle')}</h2>
            <p>{tPage('home.facts.payment', { methods: doorPaymentsText(language) })}</p>
          </li>
        </ul>

        <section className={styles.feature} aria-labelledby="home-delivery">
          <Picture
            className={styles.featurePicture}
            {...deliveryImage}
            sizes="(max-width: 720px) 92vw, 36rem"
            alt={tPage('home.delivery.imageAlt')}
          />
          <div>
            <p className={page.eyebrow}>{tPage('home.delivery.eyebrow')}</p>
            <h2 id="home-delivery">{tPage('home.delivery.title')}</h2>
            <p>{tPage('home.delivery.text', { area: restaurant.deliveryArea[language] })}</p>
            <Link to="/foods" className={`${button.button} ${button.secondary}`}>
              {tPage('home.delivery.cta')}
            </Link>
            <h3 className={styles.pdfHeading}>{t('menu.pdfHeading')}</h3>
            <MenuPdfLinks />
          </div>
        </section>

        <section className={`${styles.feature} ${styles.reverse}`} aria-labelledby="home-events">
          <Picture
            className={styles.featurePicture}
            {...eventImages.largeHall}
            sizes="(max-width: 720px) 92vw, 36rem"
            alt={tPage('home.events.photoAlt')}
          />
          <div>
            <p className={page.eyebrow}>{tPage('home.events.eyebrow')}</p>
            <h2 id="home-events">{tPage('home.events.title')}</h2>
            <p>
              {tPage('home.events.text', {
                min: Math.min(...restaurant.rooms.map((room) => room.capacity)),
                max: Math.max(...restaurant.rooms.map((room) => room.capacity)),
              })}
            </p>
            <Link to="/events" className={`${button.button} ${button.secondary}`}>
              {tPage('home.events.cta')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
