import { lineOptionTexts } from '@konyha/domain/menu/option-text';
import type { OrderLineOption } from '@konyha/domain/menu/options.schemas';
import { useLanguage } from '../i18n/i18n.ts';
import styles from './LineOptions.module.css';

/**
 * An order line's options under its name ("Köret: hasábburgonya", "Extrák: sajt +300 Ft") in the UI language. Put
 * it inside the line's own element: a screen reader then reads the options with the dish, not as a list of its own.
 */
export function LineOptions({ options }: { options: readonly OrderLineOption[] }) {
  const language = useLanguage();
  const texts = lineOptionTexts(options, language);
  if (texts.length === 0) return null;
  return (
    <span className={styles.options}>
      {texts.map((text) => (
        <span key={text} className={styles.group}>
          {text}
        </span>
      ))}
    </span>
  );
}
