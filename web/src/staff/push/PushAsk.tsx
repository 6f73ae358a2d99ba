import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { defaultDeviceLabel } from './browserPush.ts';
import styles from './push.module.css';
import { showSwitchOnFailure } from './switchOnFailure.ts';
import { useDevicePush } from './useDevicePush.ts';

const askedKey = 'konyha.pushAsked';

const wasAsked = () => {
  try {
    return localStorage.getItem(askedKey) !== null;
  } catch {
    return false;
  }
};
const rememberAsked = () => {
  try {
    localStorage.setItem(askedKey, '1');
  } catch {
    // Private mode: asked again on the next visit, nothing worse.
  }
};

/**
 * The dashboard's one question (issue 32): on a device whose notifications are off (and not blocked by the
 * browser), why they matter and a button that switches them on under the device's default name. Answered either
 * way, it is not asked again on this device; the alerts screen keeps the switch.
 */
export function PushAsk() {
  const { t } = useTranslation('staff');
  const id = useId();
  const push = useDevicePush();
  const [asked, setAsked] = useState(wasAsked);
  if (asked || push.state !== 'off') return null;

  const answer = () => {
    rememberAsked();
    setAsked(true);
  };
  const switchOn = () =>
    push.switchOn.mutate(defaultDeviceLabel(navigator.userAgent) || t('push.thisBrowser'), {
      onSuccess: () => {
        answer();
        notifyStaff('success', 'push.switchedOn', 'short');
      },
      onError: (error) => {
        answer();
        showSwitchOnFailure(error);
      },
    });

  return (
    <section className={styles.ask} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('push.ask')}</h2>
      <p>{t('push.why')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.small}`}
          disabled={push.switchOn.isPending}
          onClick={switchOn}
        >
          {t('push.switchOn')}
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
          onClick={answer}
        >
          {t('push.later')}
        </button>
      </div>
    </section>
  );
}
