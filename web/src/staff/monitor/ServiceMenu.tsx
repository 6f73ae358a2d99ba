import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyControls } from './BusyControls.tsx';
import styles from './OrderMonitor.module.css';
import { PrintOnAcceptSwitch } from './PrintOnAcceptSwitch.tsx';
import panelStyles from './ServiceMenu.module.css';

/**
 * Busy mode and this device's print on accept behind one "Service" button (issue 33): a disclosure whose panel
 * opens over the screen instead of pushing it down. Escape, a second press or a click elsewhere closes it; Escape
 * hands the focus back to the button.
 */
export function ServiceMenu() {
  const { t } = useTranslation('staff');
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.service}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t('monitor.service')}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.serviceText}>{t('monitor.service')}</span>
        <span aria-hidden="true" className={styles.chevron} data-open={open} />
      </button>
      <section
        ref={panel}
        id={`${id}-panel`}
        aria-label={t('monitor.serviceTitle')}
        hidden={!open}
        className={panelStyles.panel}
      >
        <BusyControls />
        <PrintOnAcceptSwitch />
      </section>
    </>
  );
}
