import { ringingOrders } from '@konyha/domain/orders/order-alerts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import buttonStyles from '../../components/button.module.css';
import { useAlertSettings, useNow } from '../shared/alertClock.ts';
import { todayOrdersQuery } from '../shared/api/orders.ts';
import styles from './StaffLiveChannel.module.css';
import { playDing } from './sound.ts';

/**
 * Rings while any order waits for a decision (issue 12): a ding for each order that starts ringing, again every
 * `ringEverySeconds` until someone accepts, rejects or starts it — here or on another tablet, whose change arrives
 * on the live channel and updates today's orders. A banner across the top counts them and leads to the oldest.
 */
export function RingingBanner() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const settings = useAlertSettings();
  const now = useNow();
  const today = useQuery(todayOrdersQuery);
  const ringing = ringingOrders(today.data ?? [], settings, now);
  const ids = ringing.map((order) => order.id).join(',');
  const heard = useRef(new Set<string>());

  // A ding as soon as an order starts ringing (a new one, or a pre-order whose time has come).
  useEffect(() => {
    const current = ids ? ids.split(',') : [];
    if (current.some((id) => !heard.current.has(id))) playDing();
    heard.current = new Set(current);
  }, [ids]);

  const ringingNow = ringing.length > 0;
  useEffect(() => {
    if (!ringingNow) return;
    const timer = setInterval(playDing, settings.ringEverySeconds * 1000);
    return () => clearInterval(timer);
  }, [ringingNow, settings.ringEverySeconds]);

  const [oldest] = ringing;
  if (!oldest) return null;
  return (
    <aside className={`${styles.banner} ${styles.ringing}`} aria-label={t('live.ringingLabel')}>
      <p role="status">{t('live.ringing', { count: ringing.length })}</p>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.small}`}
        onClick={() => navigate(`/dashboard/current-orders#order-${oldest.id}`)}
      >
        {t('live.showOldest', { id: oldest.id })}
      </button>
    </aside>
  );
}
