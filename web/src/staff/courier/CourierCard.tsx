import { formatForint } from '@konyha/domain/common/money';
import { doorMoney } from '@konyha/domain/orders/cash';
import { moneyWords } from '@konyha/domain/orders/money-words';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { isDoorPayment, isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { useLanguage } from '../../i18n/i18n.ts';
import { AddressDetails } from '../shared/AddressDetails.tsx';
import { useChangeOrder } from '../shared/api/orders.ts';
import { orderChange, usePayWithText } from '../shared/PaymentText.tsx';
import styles from './courier.module.css';
import { mapLinks } from './mapLinks.ts';

/**
 * One order on its way: where, who, what to collect, and "Delivered" and "Paid" in one tap each. A READY order
 * waits for pick-up (issue 33): its one button, "Picked up", sends it on its way (DELIVERING, which mails the guest).
 */
export function CourierCard({ order, onDelivered }: { order: Order; onDelivered: () => void }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const change = useChangeOrder();
  const payWith = usePayWithText()(order.payWith, orderChange(order));
  const door = doorMoney(order);
  const links = mapLinks(order.address);
  const headingId = `courier-order-${order.id}`;
  const forOrder = (action: string) => t('orders.forOrder', { action, id: order.id });
  const button = (look: 'primary' | 'secondary') => `${buttonStyles.button} ${buttonStyles[look]}`;
  const waiting = order.state === 'READY';
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('orders.orderNo', { id: order.id })}
      </h2>
      {waiting ? <p className={styles.waiting}>{t('courier.waiting')}</p> : null}
      <p className={styles.name}>{order.name}</p>
      <p>
        <AddressDetails address={order.address} />
      </p>
      <p>
        {t('courier.phone')}: <a href={`tel:${order.phone.replace(/\s/g, '')}`}>{order.phone}</a>
      </p>
      <div className={styles.money}>
        {order.payed ? (
          <p>{isOnlinePayment(order.payment) ? t('orders.paidOnline') : t('orders.paidAlready')}</p>
        ) : null}
        {door.collect > 0 ? (
          <>
            <p className={styles.collect}>
              {`${moneyWords[language].collect}: ${formatForint(door.collect, language)}`}
            </p>
            {/* Paid online and made dearer (issue 30): the courier takes the extra however the guest pays it. */}
            <p>{order.payed ? t('changeMoney.extraAtDoor') : t(`payment.${order.payment}`)}</p>
            {payWith && !order.payed ? <p>{payWith}</p> : null}
          </>
        ) : null}
      </div>
      <p className={styles.links}>
        <a href={links.geo}>{t('courier.navigate')}</a>
        <a href={links.openStreetMap} target="_blank" rel="noopener noreferrer">
          {t('courier.openStreetMap')}
        </a>
      </p>
      <div className={styles.actions}>
        {waiting ? (
          <button
            type="button"
            className={button('primary')}
            disabled={change.isPending}
            aria-label={forOrder(t('courier.pickedUp'))}
            onClick={() => change.mutate({ id: order.id, state: 'DELIVERING' })}
          >
            {t('courier.pickedUp')}
          </button>
        ) : (
          <button
            type="button"
            className={button('primary')}
            disabled={change.isPending}
            aria-label={forOrder(t('courier.delivered'))}
            // The promise, not mutate's own onSuccess, which is dropped when the live channel's word of the same
            // change removed this card first (the focus was then lost to the page's top).
            onClick={() =>
              void change.mutateAsync({ id: order.id, state: 'DELIVERED' }).then(onDelivered, () => undefined)
            }
          >
            {t('courier.delivered')}
          </button>
        )}
        {/* Paid to the courier at the door (cash, a bank or SZÉP card): one tap marks it paid. */}
        {!waiting && !order.payed && isDoorPayment(order.payment) ? (
          <button
            type="button"
            className={button('secondary')}
            disabled={change.isPending}
            aria-label={forOrder(t('courier.paid'))}
            onClick={() => change.mutate({ id: order.id, payed: true })}
          >
            {t('courier.paid')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
