import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/icons.tsx';
import { languages } from '../../../i18n/i18n.ts';
import styles from './MenuPdfLinks.module.css';

/** The printable menus the server renders from the live menu, one per language (DESIGN §5). */
export function MenuPdfLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`${styles.links} ${className ?? ''}`}>
      {languages.map((language) => (
        <li key={language}>
          <a
            className={styles.link}
            href={`/api/menu/pdf/${language}`}
            hrefLang={language}
            type="application/pdf"
            download
          >
            <DownloadIcon />
            <span>{t(`menu.pdf.${language}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
