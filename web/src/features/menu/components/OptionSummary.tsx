import { formatForint } from '@konyha/domain/common/money';
import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/i18n.ts';
import styles from './ProductCard.module.css';

const inLanguage = (named: { name: string; nameEnglish: string }, language: string) =>
  language.startsWith('hu') ? named.name : named.nameEnglish || named.name;

/**
 * A dish's option groups in small print, one line each: "Köret: rizs, hasábburgonya, burgonyapüré (+200 Ft)". Only
 * what can be chosen now is listed; the server renders it too, so a guest without JavaScript sees the choices.
 */
export function OptionSummary({ groups }: { groups: readonly OptionGroup[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lines = groups.flatMap((group) => {
    const options = group.options.filter((option) => option.available);
    if (options.length === 0) return [];
    const names = options.map((option) => {
      const name = inLanguage(option, language);
      return option.price > 0 ? `${name} (+${formatForint(option.price, language)})` : name;
    });
    return [{ id: group.id, text: `${inLanguage(group, language)}: ${names.join(', ')}` }];
  });
  if (lines.length === 0) return null;
  return (
    <ul className={styles.options} aria-label={t('menu.choices')}>
      {lines.map((line) => (
        <li key={line.id}>{line.text}</li>
      ))}
    </ul>
  );
}
