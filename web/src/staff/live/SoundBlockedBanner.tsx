import { useTranslation } from 'react-i18next';
import { EnableSoundButton } from './EnableSoundButton.tsx';
import styles from './StaffLiveChannel.module.css';
import { useSoundBlocked } from './sound.ts';

/**
 * While the browser keeps the alert sound off (no tap on the page yet), a banner across the top says so, with the
 * one button that allows it (issue 32); any tap or key on the page allows it as well, and the banner goes.
 */
export function SoundBlockedBanner() {
  const { t } = useTranslation('staff');
  if (!useSoundBlocked()) return null;
  return (
    <aside className={`${styles.banner} ${styles.sound}`} aria-label={t('live.soundLabel')}>
      <p>{t('live.soundBlocked')}</p>
      <EnableSoundButton />
    </aside>
  );
}
