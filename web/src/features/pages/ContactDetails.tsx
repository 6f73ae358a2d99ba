import { restaurant, restaurantAddressLine } from '@konyha/domain/restaurant/restaurant';
import type { ReactNode } from 'react';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons.tsx';
import { OpeningHours } from '../../components/OpeningHours.tsx';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { telHref } from '../../lib/contact.ts';
import { useOpeningHours } from '../../lib/queries/schedule.ts';
import styles from './ContactDetails.module.css';

type Detail = 'address' | 'phone' | 'email' | 'hours';

/** The restaurant's contact facts as a definition list; pages pick the ones they need (the hours once loaded). */
export function ContactDetails({ show }: { show: readonly Detail[] }) {
  // The contact texts come with the contact and map pages (src/app/routes.tsx).
  const { t } = useFeatureTranslation('contact');
  const hours = useOpeningHours();
  const rows: Record<Detail, { icon: ReactNode; value: ReactNode }> = {
    address: { icon: <PinIcon />, value: restaurantAddressLine() },
    phone: { icon: <PhoneIcon />, value: <a href={telHref(restaurant.phone)}>{restaurant.phone}</a> },
    email: { icon: <MailIcon />, value: <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a> },
    hours: { icon: <ClockIcon />, value: hours && <OpeningHours hours={hours} /> },
  };
  return (
    <dl className={styles.list}>
      {show
        .filter((detail) => rows[detail].value)
        .map((detail) => (
          <div key={detail} className={styles.row}>
            <dt>
              {rows[detail].icon}
              {t(`contact.labels.${detail}`)}
            </dt>
            <dd>{rows[detail].value}</dd>
          </div>
        ))}
    </dl>
  );
}
