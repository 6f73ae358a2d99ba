import { languageNames } from '@konyha/domain/common/language';
import { useTranslation } from 'react-i18next';
import { languages, setLanguage } from '../../i18n/i18n.ts';
import styles from './LanguageSwitch.module.css';

/** HU/EN toggle; each button names its language in that language, so it is findable by a guest who can't read the other. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t('language.label')}</legend>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={i18n.resolvedLanguage === language}
          onClick={() => void setLanguage(language)}
        >
          {language.toUpperCase()}
          <span className="visually-hidden"> {languageNames[language]}</span>
        </button>
      ))}
    </fieldset>
  );
}
