import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { useId } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import styles from './NeighbourhoodMap.module.css';

/**
 * A hand-drawn sketch of the streets around the restaurant (Újlipótváros, by the Danube). It is part of the page,
 * so the map works offline and without contacting anyone; the interactive map loads only on request.
 */
export function NeighbourhoodMap() {
  // The page's own texts: a bundle loaded with the page's code (src/app/routes.tsx).
  const { t } = useFeatureTranslation('map');
  const titleId = useId();
  const descId = useId();
  return (
    <svg
      className={styles.map}
      viewBox="0 0 800 500"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      preserveAspectRatio="xMinYMid slice"
    >
      <title id={titleId}>{t('map.sketchTitle')}</title>
      <desc id={descId}>{t('map.sketchDescription')}</desc>

      <rect width="800" height="500" className={styles.land} />
      {/* City blocks east of Pozsonyi út */}
      <g className={styles.blocks}>
        <rect x="408" y="20" width="110" height="98" rx="6" />
        <rect x="408" y="142" width="110" height="100" rx="6" />
        <rect x="408" y="266" width="110" height="96" rx="6" />
        <rect x="408" y="386" width="110" height="56" rx="6" />
        <rect x="558" y="20" width="222" height="98" rx="6" />
        <rect x="558" y="142" width="222" height="100" rx="6" />
        <rect x="558" y="266" width="222" height="96" rx="6" />
        <rect x="558" y="386" width="222" height="56" rx="6" />
      </g>
      {/* The Danube and its embankment */}
      <path className={styles.river} d="M0 0H150C170 120 190 300 196 420 198 450 200 480 204 500H0Z" />
      <path className={styles.embankment} d="M162 0C182 120 202 300 208 420 210 450 212 480 216 500" />
      <text className={`${styles.label} ${styles.riverLabel}`} transform="translate(92 250) rotate(-84)">
        {t('map.danube')}
      </text>
      {/* Szent István park between the river and Pozsonyi út */}
      <path className={styles.park} d="M232 130H352V330H240C238 260 236 190 232 130Z" />
      <g className={styles.trees}>
        <circle cx="262" cy="170" r="9" />
        <circle cx="300" cy="160" r="11" />
        <circle cx="330" cy="196" r="8" />
        <circle cx="270" cy="290" r="10" />
        <circle cx="322" cy="300" r="9" />
      </g>
      <text className={`${styles.label} ${styles.parkLabel}`} x="294" y="238" textAnchor="middle">
        <tspan x="294">Szent István</tspan>
        <tspan x="294" dy="20">
          {t('map.park')}
        </tspan>
      </text>
      {/* Streets */}
      <g className={styles.streets}>
        <path d="M380 0V470" />
        <path d="M538 0V470" />
        <path d="M210 130H800" />
        <path d="M352 254H800" />
        <path d="M220 374H800" />
        <path d="M204 470H800" className={styles.major} />
        <path d="M0 430L204 470" className={styles.major} />
      </g>
      <g className={styles.streetLabels}>
        <text transform="translate(372 80) rotate(-90)" textAnchor="middle">
          Pozsonyi út
        </text>
        <text transform="translate(530 80) rotate(-90)" textAnchor="middle">
          Tátra u.
        </text>
        <text x="463" y="248" textAnchor="middle">
          Radnóti Miklós u.
        </text>
        <text x="463" y="368" textAnchor="middle">
          Hollán Ernő u.
        </text>
        <text x="463" y="124" textAnchor="middle">
          Victor Hugo u.
        </text>
        <text x="463" y="492" textAnchor="middle">
          Szent István krt.
        </text>
        <text transform="translate(96 444) rotate(11)" textAnchor="middle">
          {t('map.bridge')}
        </text>
      </g>
      {/* The restaurant */}
      <g className={styles.marker} transform="translate(392 300)">
        <circle r="30" className={styles.pulse} />
        <path d="M0 0C-14-18-20-28-20-38a20 20 0 0 1 40 0c0 10-6 20-20 38z" />
        <circle cy="-38" r="7.5" className={styles.markerDot} />
        <rect x="26" y="4" width="112" height="34" rx="17" className={styles.tag} />
        <text x="82" y="27" textAnchor="middle" className={styles.tagText}>
          {restaurant.name}
        </text>
      </g>
    </svg>
  );
}
