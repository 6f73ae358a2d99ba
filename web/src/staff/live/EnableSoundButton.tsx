import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { resumeSound } from './sound.ts';

/** The one button that allows the alert sound the browser keeps off (issue 32). */
export function EnableSoundButton() {
  const { t } = useTranslation('staff');
  return (
    <button
      type="button"
      className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.small}`}
      onClick={() => resumeSound()}
    >
      {t('live.enableSound')}
    </button>
  );
}
