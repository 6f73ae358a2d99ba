import { DownloadIcon } from '../../components/icons.tsx';
import { type Language, useLanguage } from '../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import styles from './LunchMenuPage.module.css';

const formats = ['a4', 'sticker'] as const;

/**
 * The week's printable lunch menus, the A4 poster and the narrow window sticker: in the guest's language, or in
 * each of `languages` (the managers' editor offers both).
 */
export function LunchPdfLinks({ week, languages }: { week: string; languages?: readonly Language[] }) {
  const { t, ready } = useFeatureTranslation('lunchMenu');
  const guests = useLanguage();
  const links = (languages ?? [guests]).flatMap((language) =>
    formats.map((format) => ({ language, format })),
  );
  if (!ready) return null;
  return (
    <ul className={styles.pdfs}>
      {links.map(({ language, format }) => (
        <li key={`${language} ${format}`}>
          <a
            className={styles.pdf}
            href={`/api/lunch-menu/${week}.pdf?lang=${language}&format=${format}`}
            hrefLang={language}
            type="application/pdf"
            download
          >
            <DownloadIcon />
            <span>{t(`pdf.${format}.${language}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
