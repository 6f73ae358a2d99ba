import { allergenics } from '@konyha/domain/menu/catalogue';
import { useTranslation } from 'react-i18next';
import page from '../../../components/page.module.css';
import { AllergenIcon } from './AllergenIcon.tsx';
import styles from './AllergenLegend.module.css';

export function AllergenLegend() {
  const { t } = useTranslation();
  return (
    <section className={styles.legend} aria-labelledby="allergen-legend">
      <h2 id="allergen-legend" className={page.caption}>
        {t('menu.legend')}
      </h2>
      <ul className={styles.list}>
        {allergenics.map((allergen) => (
          <li key={allergen}>
            <AllergenIcon allergen={allergen} />
            <span>{t(`menu.allergen.${allergen}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
