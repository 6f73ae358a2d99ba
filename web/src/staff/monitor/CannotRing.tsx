import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EnableSoundButton, useSoundBlocked } from '../live/index.ts';
import { useDevicePush } from '../push/index.ts';
import styles from './OrderMonitor.module.css';

/**
 * Marks a device that would let an order wait in silence (issue 32): the browser keeps the alert sound off and
 * notifications are not on here either. Says what to do: allow the sound now, and switch notifications on. One line
 * under the screen's content while it lasts (DeviceAlerts); the why is read out to screen readers, the buttons say
 * the rest.
 */
export function CannotRing() {
  const { t } = useTranslation('staff');
  const soundBlocked = useSoundBlocked();
  const { state } = useDevicePush();
  if (!soundBlocked || state === 'on' || state === 'checking') return null;
  return (
    <div role="alert" className={styles.cannotRing}>
      <p className={styles.cannotRingTitle}>{t('push.cannotRing.title')}</p>
      <p className="visually-hidden">{t('push.cannotRing.body')}</p>
      <EnableSoundButton />
      <Link to="/dashboard/alerts#notifications">{t('push.cannotRing.setUp')}</Link>
    </div>
  );
}
