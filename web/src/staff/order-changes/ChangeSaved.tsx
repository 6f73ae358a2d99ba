import { formatForint } from '@konyha/domain/common/money';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import dialogStyles from '../../components/dialog.module.css';
import { useLanguage } from '../../i18n/i18n.ts';
import type { ChangeResult } from './api/content.ts';
import styles from './OrderChanges.module.css';

/**
 * What a saved change did with the money: the difference sent back to the guest's online payment, or the payment
 * page for the extra (mailed to the guest too; staff may read it out on the phone), with the new total.
 */
export function ChangeSaved({ result, onClose }: { result: ChangeResult; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { order, refund, paymentUrl } = result;
  return (
    <div className={styles.form} role="status">
      <h3 ref={heading} tabIndex={-1}>
        {t('orderChanges.savedTitle', { id: order.id })}
      </h3>
      <p>{t('orderChanges.newTotalIs', { total: formatForint(order.total, language) })}</p>
      {refund ? (
        <p data-testid="order-change-refund">
          {t('orderChanges.refund', { amount: formatForint(refund.amount, language) })}
        </p>
      ) : null}
      {paymentUrl ? (
        <p>
          {t('orderChanges.paymentLinkSent')}{' '}
          <a className={styles.link} href={paymentUrl} target="_blank" rel="noreferrer">
            {paymentUrl}
          </a>
        </p>
      ) : null}
      <div className={dialogStyles.actions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={onClose}>
          {t('orderChanges.close')}
        </button>
      </div>
    </div>
  );
}
