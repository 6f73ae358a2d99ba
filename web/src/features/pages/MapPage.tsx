import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../components/button.module.css';
import { ExternalIcon, PinIcon } from '../../components/icons.tsx';
import page from '../../components/page.module.css';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { ContactDetails } from './ContactDetails.tsx';
import styles from './MapPage.module.css';
import { NeighbourhoodMap } from './NeighbourhoodMap.tsx';
import { osmEmbedUrl, osmPageUrl } from './osm.ts';

export function MapPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('map.title'));
  // Privacy: OpenStreetMap is contacted only after the guest asks for the interactive map.
  const [interactive, setInteractive] = useState(false);

  return (
    <div className={page.page}>
      <p className={page.eyebrow}>{t('map.eyebrow')}</p>
      <h1>{t('map.title')}</h1>
      <div className={styles.layout}>
        <section className={page.card} aria-labelledby="map-find-us">
          <h2 id="map-find-us">{t('map.findUs')}</h2>
          <ContactDetails show={['address', 'phone']} />
          <p className={styles.directions}>{t('map.directions')}</p>
        </section>

        <section className={styles.mapCard} aria-labelledby="map-heading">
          <h2 id="map-heading" className="visually-hidden">
            {t('map.mapHeading')}
          </h2>
          {interactive ? (
            <iframe
              className={styles.frame}
              title={t('map.frameTitle')}
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
                {t('map.loadInteractive')}
              </button>
            )}
            <a
              className={styles.external}
              href={osmPageUrl(restaurant.map)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('map.openOsm')}
              <ExternalIcon />
              <span className="visually-hidden">{t('common.opensInNewTab')}</span>
            </a>
          </div>
          {!interactive && <p className={styles.note}>{t('map.privacyNote')}</p>}
        </section>
      </div>
    </div>
  );
}
