import styles from './Spinner.module.css';

/** A busy indicator with a spoken label (pass it already translated). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
