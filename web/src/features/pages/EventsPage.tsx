import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { Gallery } from '../../components/Gallery.tsx';
import page from '../../components/page.module.css';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { telHref } from '../../lib/contact.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import styles from './EventsPage.module.css';
import { eventImages } from './images.ts';

const photos = ['smallHall', 'cellar', 'largeHall'] as const;

export function EventsPage() {
  // Its texts load with its code (src/app/routes.tsx), not in every page's first download.
  const { t } = useFeatureTranslation('events');
  useDocumentTitle(t('events.title'));
  const images = photos.map((photo) => ({
    ...eventImages[photo],
    alt: t(`events.photos.${photo}.alt`),
    caption: t(`events.photos.${photo}.caption`),
  }));

  return (
    <div className={page.page}>
      <p className={page.eyebrow}>{t('events.eyebrow')}</p>
      <h1>{t('events.title')}</h1>
      <p className={page.lead}>{t('events.lead')}</p>

      <Gallery images={images} />

      <section className={styles.rooms} aria-labelledby="events-rooms">
        <h2 id="events-rooms">{t('events.roomsTitle')}</h2>
        <ul className={styles.roomList}>
          {restaurant.rooms.map((room) => (
            <li key={room.id} className={page.card}>
              <h3>{t(`events.rooms.${room.id}.name`)}</h3>
              <p className={styles.capacity}>
                {t('events.capacity', { count: room.capacity })}
                {'stage' in room && room.stage && (
                  <span className={styles.stage}>{t('events.withStage')}</span>
                )}
              </p>
              <p>{t(`events.rooms.${room.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${page.card} ${styles.enquiry}`} aria-labelledby="events-enquiry">
        <h2 id="events-enquiry">{t('events.enquiryTitle')}</h2>
        <p>{t('events.enquiryText')}</p>
        <p className={styles.contacts}>
          <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>
          <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
        </p>
      </section>
    </div>
  );
}
