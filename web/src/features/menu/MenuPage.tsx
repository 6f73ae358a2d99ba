import { type ProductGroup, typeOfGroup } from '@konyha/domain/menu/catalogue';
import { dietSearch, fitsDiets, parseDiets } from '@konyha/domain/menu/diet';
import { groupFromSlug, groupSlug } from '@konyha/domain/menu/groups';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Picture } from '../../components/Picture.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { DEFAULT_MENU_PATH } from '../../lib/menuPath.ts';
import { useProducts } from '../../lib/queries/products.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { AllergenLegend } from './components/AllergenLegend.tsx';
import { CategoryNav } from './components/CategoryNav.tsx';
import { DietFilter } from './components/DietFilter.tsx';
import { MenuPdfLinks } from './components/MenuPdfLinks.tsx';
import { ProductGrid } from './components/ProductGrid.tsx';
import styles from './MenuPage.module.css';
import { OrderingNotice } from './notice/OrderingNotice.tsx';

export function MenuPage() {
  const { group: slug = '' } = useParams();
  const group = groupFromSlug(slug, restaurant.brandSlug);
  if (!group) return <Navigate to={DEFAULT_MENU_PATH} replace />;
  return <MenuGroup group={group} />;
}

function MenuGroup({ group }: { group: ProductGroup }) {
  const { t } = useTranslation();
  const section = typeOfGroup(group) === 'FOOD' ? 'foods' : 'drinks';
  const { products, loading } = useProducts(section);
  const [query] = useSearchParams();
  // The server renders the page for the same query (its kept pages are keyed by it), so hydrating changes nothing.
  // The diets filter dishes; drinks are listed whole, but their page keeps the diets for the way back to the food.
  const diets = parseDiets(query.get('diet'));
  const filtering = section === 'foods';
  const shown = products.filter(
    (product) => product.group === group && (!filtering || fitsDiets(product, diets)),
  );
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
          <CategoryNav current={group} search={dietSearch(diets)} />
        </div>

        <section className={styles.products} aria-label={title} aria-busy={loading}>
          {filtering && <DietFilter chosen={diets} count={loading ? null : shown.length} />}
          {loading ? (
            <Spinner label={t('common.loading')} />
          ) : shown.length === 0 && filtering && diets.length > 0 ? (
            <p className={styles.empty}>
              {t('menu.diet.none')}{' '}
              <Link to={{ search: '' }} preventScrollReset>
                {t('menu.diet.clear')}
              </Link>
            </p>
          ) : shown.length === 0 ? (
            <p className={styles.empty}>{t('menu.empty')}</p>
          ) : (
            <ProductGrid products={shown} />
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
