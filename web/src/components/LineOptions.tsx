import { lineDetailTexts } from '@konyha/domain/menu/option-text';
import { useLanguage } from '../i18n/i18n.ts';
import styles from './LineOptions.module.css';

/**
 * What an order line says under its name in the UI language: a lunch menu's soup and main, the options ("Köret:
 * hasábburgonya", "Extrák: sajt +300 Ft") and whom it is for. Put it inside the line's own element: a screen reader
 * then reads them with the dish, not as a list of their own.
 */
export function LineOptions({ line }: { line: Parameters<typeof lineDetailTexts>[0] }) {
  const language = useLanguage();
  const texts = lineDetailTexts(line, language);
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
