import { formatForint } from '@konyha/domain/common/money';
import { useLocation } from 'react-router';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { CartLocationState } from '../../../lib/reorder.ts';
import styles from './ReorderNotice.module.css';

/** On the cart after "order again": what was left out of the past order and which prices changed since. */
export function ReorderNotice() {
  const { t } = useFeatureTranslation('checkout');
  const language = useLanguage();
  const notice = (useLocation().state as CartLocationState | null)?.reorder;
  if (!notice) return null;
  const nameOf = (dish: { name: string; nameEnglish: string }) =>
    language === 'en' ? dish.nameEnglish || dish.name : dish.name;
  const { leftOut, priceChanges } = notice;
  return (
    <section className={styles.notice} role="status" aria-labelledby="reorder-heading">
      <h2 id="reorder-heading">{t('cart.reorder.heading')}</h2>
      {leftOut.length === 0 && priceChanges.length === 0 && <p>{t('cart.reorder.allIn')}</p>}
      {leftOut.length > 0 && (
        <>
          <p>{t('cart.reorder.leftOut')}</p>
          <ul>
            {leftOut.map((dish) => (
              <li key={`${dish.reason}-${dish.name}`}>
                {nameOf(dish)} ({t(`cart.reorder.reasons.${dish.reason}`)})
              </li>
            ))}
          </ul>
        </>
      )}
      {priceChanges.length > 0 && (
        <>
          <p>{t('cart.reorder.priceChanged')}</p>
          <ul>
            {priceChanges.map((change) => (
              <li key={change.productId}>
                {t('cart.reorder.priceChange', {
                  name: nameOf(change),
                  old: formatForint(change.oldPrice, language),
                  new: formatForint(change.newPrice, language),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
