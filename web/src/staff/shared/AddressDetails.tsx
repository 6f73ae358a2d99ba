import type { OrderAddress } from '@konyha/domain/orders/order.schemas';
import { useTranslation } from 'react-i18next';
import styles from './AddressDetails.module.css';

/** "1134 Budapest, Váci út 12." — the line a courier reads first. */
export const streetLine = (address: OrderAddress) => `${address.zipCode} ${address.city}, ${address.street}`;

/**
 * The delivery address with what a courier needs at the door (issue 16): floor, door, doorbell and the note, each
 * on a line of its own and only when the guest gave it.
 */
export function AddressDetails({ address }: { address: OrderAddress }) {
  const { t } = useTranslation('staff');
  const details = (['floor', 'door', 'doorbell'] as const)
    .filter((part) => address[part])
    .map((part) => t(`orders.${part}`, { value: address[part] }));
  return (
    <span className={styles.address}>
      <span>{streetLine(address)}</span>
      {details.length > 0 ? <span>{details.join(' · ')}</span> : null}
      {address.courierNote ? (
        <span className={styles.note}>{t('orders.courierNote', { value: address.courierNote })}</span>
      ) : null}
    </span>
  );
}
