import { type ProductGroup, typeOfGroup } from '@konyha/domain/menu/catalogue';
import { groupFromSlug, groupSlug } from '@konyha/domain/menu/groups';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Picture } from '../../components/Picture.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useProducts } from '../../lib/queries/products.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { AllergenLegend } from './components/AllergenLegend.tsx';
import { CategoryNav } from './components/CategoryNav.tsx';
import { MenuPdfLinks } from './components/MenuPdfLinks.tsx';
import { ProductCard } from './components/ProductCard.tsx';
import styles from './MenuPage.module.css';
import { OrderingNotice } from './notice/OrderingNotice.tsx';
import { DEFAULT_MENU_PATH } from './paths.ts';

export function MenuPage() {
  const { group: slug = '' } = useParams();
  const group = groupFromSlug(slug, restaurant.brandSlug);
  if (!group) return <Navigate to={DEFAULT_MENU_PATH} replace />;
  return <MenuGroup group={group} />;
}

function MenuGroup({ group }: { group: ProductGroup }) {
  const { t } = useTranslation();
  const { products, loading } = useProducts(typeOfGroup(group) === 'FOOD' ? 'foods' : 'drinks');
  const shown = products.filter((product) => product.group === group);
  const title = t(`menu.groups.${group}`);
  useDocumentTitle(`${title} – ${t('menu.title')}`);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Picture
          className={styles.illustration}
          base={`/images/menu-${groupSlug(group, restaurant.brandSlug)}`}
          widths={[480]}
          sizes="7rem"
          alt=""
          width={480}
          height={480}
          loading="eager"
          optional
        />
        <div>
          <p className={styles.eyebrow}>{t('menu.title')}</p>
          <h1 className={styles.title}>{title}</h1>
        </div>
      </header>
      <OrderingNotice />

      {/* Products come right after the categories, so on a phone they are not pushed below the key. */}
      <div className={styles.layout}>
        <div className={styles.categories}>
          <CategoryNav current={group} />
        </div>

        <section className={styles.products} aria-label={title} aria-busy={loading}>
          {loading ? (
            <Spinner label={t('common.loading')} />
          ) : shown.length === 0 ? (
            <p className={styles.empty}>{t('menu.empty')}</p>
          ) : (
            <ul className={styles.grid}>
              {shown.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className={styles.extras}>
          <AllergenLegend />
          <section className={styles.pdfs} aria-labelledby="menu-pdfs">
            <h2 id="menu-pdfs" className={styles.pdfHeading}>
              {t('menu.pdfHeading')}
            </h2>
            <MenuPdfLinks />
          </section>
        </div>
      </div>
    </div>
  );
}
