import type { Allergenic } from '@konyha/domain/menu/catalogue';
import type { ReactNode } from 'react';
import styles from './AllergenIcon.module.css';

const shapes: Record<Allergenic, ReactNode> = {
  GLUTEN_FREE: (
    <>
      <path d="M12 20V7" />
      <path d="M12 9c-2.2 0-3.2-1.4-3.2-3.2C11 5.8 12 7.2 12 9zM12 9c2.2 0 3.2-1.4 3.2-3.2C13 5.8 12 7.2 12 9z" />
      <path d="M12 13c-2.2 0-3.2-1.4-3.2-3.2C11 9.8 12 11.2 12 13zM12 13c2.2 0 3.2-1.4 3.2-3.2C13 9.8 12 11.2 12 13z" />
      <path d="M12 17c-2.2 0-3.2-1.4-3.2-3.2C11 13.8 12 15.2 12 17zM12 17c2.2 0 3.2-1.4 3.2-3.2C13 13.8 12 15.2 12 17z" />
      <path d="M4.5 4.5l15 15" />
    </>
  ),
  LACTOSE_FREE: (
    <>
      <path d="M9 3h6M9.5 3v3L7.5 9.5V20a1 1 0 0 0 1 1h7a1 1 0 0 0 1-1V9.5L14.5 6V3" />
      <path d="M7.5 13h9" />
      <path d="M4.5 4.5l15 15" />
    </>
  ),
  HOT: (
    <>
      <path d="M11.5 7.2c-1.9-1.2-4.2-.9-5.6.6C3.8 13 7 19.6 14.6 20.6c1.9.3 3.3-.4 3.7-1.4-4.6-1.6-6.9-5.9-6.8-12z" />
      <path d="M9 6.8c-.2-1.9.6-3.3 2.4-3.8" />
    </>
  ),
  VEGETARIAN: (
    <>
      <path d="M5 19c0-8.5 5.5-14 15-14 0 9.5-5.5 15-14 15z" />
      <path d="M5 19c3-4.5 6.5-8 10-10" />
    </>
  ),
};

const svgProps = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

/** Pass `label` when the icon stands alone (it is then announced); without it the icon is decoration beside a text. */
export function AllergenIcon({ allergen, label }: { allergen: Allergenic; label?: string }) {
  const className = `${styles.icon} ${styles[allergen]}`;
  if (!label) {
    return (
      <svg className={className} {...svgProps} aria-hidden="true">
        {shapes[allergen]}
      </svg>
    );
  }
  return (
    <svg className={className} {...svgProps} role="img" aria-label={label}>
      <title>{label}</title>
      {shapes[allergen]}
    </svg>
  );
}
