import type { ReactNode } from 'react';
import styles from './Switch.module.css';

interface SwitchProps {
  checked: boolean;
  onToggle: () => void;
  /** Id of the element naming the switch. */
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  /** The value in words, shown beside the track. */
  children: ReactNode;
}

/** An on/off switch (role="switch", aria-checked) that toggles with click, Enter or Space like any button. */
export function Switch({ checked, onToggle, labelledBy, describedBy, disabled, children }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      className={styles.switch}
      onClick={onToggle}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{children}</span>
    </button>
  );
}
