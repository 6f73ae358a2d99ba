import { formatForint } from '@konyha/domain/common/money';
import type { Customer } from '@konyha/domain/customers/customer.schemas';
import type { OrderAddress } from '@konyha/domain/orders/order.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../../components/button.module.css';
import page from '../../../components/page.module.css';
import { useLanguage } from '../../../i18n/i18n.ts';
import { AddressDetails, streetLine } from '../../shared/AddressDetails.tsx';
import { localDateTime } from '../../shared/dates.ts';
import styles from '../phoneOrders.module.css';

type Props = {
  customer: Customer;
  onAddress: (address: OrderAddress) => void;
  onSameAgain: (order: Customer['orders'][number]) => void;
  onForget: () => void;
};

const small = `${button.button} ${button.secondary} ${button.small}`;

/** The caller found: their last addresses to deliver to again, and their last orders to order the same again. */
export function CustomerCard({ customer, onAddress, onSameAgain, onForget }: Props) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const id = useId();
  const orderLabel = (order: Customer['orders'][number]) => localDateTime(order.orderDate);

  return (
    <section className={`${page.card} ${styles.customer}`} aria-labelledby={id}>
      <div className={page.spread}>
        <h2 id={id} className={styles.heading}>
          {customer.name}
          {customer.id === null && <span className={styles.tag}> {t('phoneOrder.customer.guest')}</span>}
        </h2>
        <button type="button" className={small} onClick={onForget}>
          {t('phoneOrder.customer.forget')}
        </button>
      </div>
      <p className={styles.meta}>{[customer.phone, customer.email].filter(Boolean).join(' · ')}</p>
      {customer.addresses.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('phoneOrder.customer.addresses')}</h3>
          <ul className={styles.plainList}>
            {customer.addresses.map((address) => (
              <li
                key={`${streetLine(address)}-${address.floor}-${address.door}`}
                className={styles.choiceRow}
              >
                <AddressDetails address={address} />
                <button type="button" className={small} onClick={() => onAddress(address)}>
                  {t('phoneOrder.customer.useAddress')}
                  <span className="visually-hidden">: {streetLine(address)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {customer.orders.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('phoneOrder.customer.orders')}</h3>
          <ul className={styles.plainList}>
            {customer.orders.map((order) => (
              <li key={order.id} className={styles.choiceRow}>
                <div>
                  <p className={styles.meta}>
                    {orderLabel(order)} · {formatForint(order.total, language)}
                  </p>
                  <ul className={styles.lines}>
                    {order.lines.map((line, index) => (
                      // Lines of one order may repeat a dish with other options: the position tells them apart.
                      // biome-ignore lint/suspicious/noArrayIndexKey: a past order's lines never move
                      <li key={index}>
                        {line.quantity} × {line.name}
                        {line.options.length > 0 && ` (${line.options.map((o) => o.name).join(', ')})`}
                      </li>
                    ))}
                  </ul>
                </div>
                <button type="button" className={small} onClick={() => onSameAgain(order)}>
                  {t('phoneOrder.customer.sameAgain')}
                  <span className="visually-hidden">: {orderLabel(order)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
