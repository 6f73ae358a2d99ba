import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../components/Switch.tsx';
import { setPrintOnAccept, usePrintOnAccept } from '../print/index.ts';
import styles from './ServiceMenu.module.css';

/** "Print on accept" for this device only (a kitchen tablet, not the manager's phone), kept in the browser. */
export function PrintOnAcceptSwitch() {
  const { t } = useTranslation('staff');
  const on = usePrintOnAccept();
  const id = useId();
  return (
    <div className={styles.setting}>
      <span id={`${id}-label`} className={styles.settingLabel}>
        {t('print.onAccept')}
      </span>
      <Switch
        checked={on}
        labelledBy={`${id}-label`}
        describedBy={`${id}-hint`}
        onToggle={() => setPrintOnAccept(!on)}
      >
        {on ? t('monitor.on') : t('monitor.off')}
      </Switch>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('print.onAcceptHint')}
      </p>
    </div>
  );
}
