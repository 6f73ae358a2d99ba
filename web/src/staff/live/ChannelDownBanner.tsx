import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../shared/alertClock.ts';
import styles from './StaffLiveChannel.module.css';
import { playDing } from './sound.ts';

/** How long the live channel may be down before staff are told: a reconnect within it goes unnoticed. */
export const downAlarmAfterMs = 10_000;

/**
 * A dead channel is loud (issue 12): once the live channel has been down for 10 s, a red banner says new orders
 * are not arriving, with a ding every 10 s, until it is back.
 */
export function ChannelDownBanner({ downSince }: { downSince: number | undefined }) {
  const { t } = useTranslation('staff');
  const now = useNow().getTime();
  const alarm = downSince !== undefined && now - downSince >= downAlarmAfterMs;

  useEffect(() => {
    if (!alarm) return;
    playDing();
    const timer = setInterval(playDing, downAlarmAfterMs);
    return () => clearInterval(timer);
  }, [alarm]);

  if (!alarm) return null;
  return (
    <aside className={`${styles.banner} ${styles.down}`} aria-label={t('live.downLabel')}>
      <p role="alert">{t('live.down')}</p>
    </aside>
  );
}
