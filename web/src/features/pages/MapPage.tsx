import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../components/button.module.css';
import { ExternalIcon, PinIcon } from '../../components/icons.tsx';
import page from '../../components/page.module.css';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { ContactDetails } from './ContactDetails.tsx';
import styles from './MapPage.module.css';
import { NeighbourhoodMap } from './NeighbourhoodMap.tsx';
import { osmEmbedUrl, osmPageUrl } from './osm.ts';

export function MapPage() {
  const { t } = useTranslation();
  // The page's own texts: a bundle loaded with the page's code (src/app/routes.tsx).
  const { t: tPage } = useFeatureTranslation('map');
  useDocumentTitle(tPage('map.title'));
  // Privacy: OpenStreetMap is contacted only after the guest asks for the interactive map.
  const [interactive, setInteractive] = useState(false);

  return (
    <div className={page.page}>
      <p className={page.eyebrow}>{tPage('map.eyebrow')}</p>
      <h1>{tPage('map.title')}</h1>
      <div className={styles.layout}>
        <section className={page.card} aria-labelledby="map-find-us">
          <h2 id="map-find-us">{tPage('map.findUs')}</h2>
          <ContactDetails show={['address', 'phone']} />
          <p className={styles.directions}>{tPage('map.directions')}</p>
        </section>

        <section className={styles.mapCard} aria-labelledby="map-heading">
          <h2 id="map-heading" className="visually-hidden">
            {tPage('map.mapHeading')}
          </h2>
          {interactive ? (
            <iframe
              className={styles.frame}
              title={tPage('map.frameTitle')}
              src={osmEmbedUrl(restaurant.map)}
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          ) : (
            <NeighbourhoodMap />
          )}
          <div className={styles.actions}>
            {!interactive && (
              <button
                type="button"
                className={`${button.button} ${button.secondary} ${button.small}`}
                onClick={() => setInteractive(true)}
              >
                <PinIcon />
                {tPage('map.loadInteractive')}
              </button>
            )}
            <a
              className={styles.external}
              href={osmPageUrl(restaurant.map)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {tPage('map.openOsm')}
              <ExternalIcon />
              <span className="visually-hidden">{t('common.opensInNewTab')}</span>
            </a>
          </div>
          {!interactive && <p className={styles.note}>{tPage('map.privacyNote')}</p>}
        </section>
      </div>
    </div>
  );
}
