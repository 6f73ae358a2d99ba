import type { Address } from '@konyha/domain/users/user.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import button from '../../../components/button.module.css';
import page from '../../../components/page.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { givenAddressDetails } from '../../../lib/addressDetails.ts';
import { useSessionActions } from '../../../lib/session.ts';
import { accountToast } from '../../../lib/toasts/accountToast.ts';
import { notify, notifyServerError } from '../../../lib/toasts/store.ts';
import { deleteAddress } from '../api/profile.ts';
import { AddressDetailRows } from './AddressDetailRows.tsx';
import styles from './AddressesTab.module.css';
import { AddressForm } from './AddressForm.tsx';

export const addressText = (address: Address) => `${address.zipCode} ${address.city}, ${address.street}`;

/**
 * Saved addresses, each with the floor, door, doorbell and courier's note given, and delete;
 * /profile/addresses/new shows the add form below the list (SPEC §2, issue 16).
 */
export function AddressesTab({ addresses, adding }: { addresses: readonly Address[]; adding: boolean }) {
  const { t } = useFeatureTranslation('account');
  const { refreshUser } = useSessionActions();
  const [deleting, setDeleting] = useState<number>();

  async function remove(id: number) {
    setDeleting(id);
    try {
      await refreshUser(await deleteAddress(id));
      notify(accountToast('success', 'addresses.deleted', 'short'));
    } catch {
      notifyServerError();
    } finally {
      setDeleting(undefined);
    }
  }

  return (
    <div className={styles.tab}>
      <section aria-labelledby="addresses-heading">
        <h2 id="addresses-heading">{t('addresses.heading')}</h2>
        {addresses.length === 0 ? (
          <p>{t('addresses.none')}</p>
        ) : (
          <ul className={styles.list}>
            {addresses.map((address) => (
              <li key={address.id} className={`${page.spread} ${styles.item}`}>
                <div>
                  <span>{addressText(address)}</span>
                  {givenAddressDetails(address).length > 0 && (
                    <dl className={styles.details}>
                      <AddressDetailRows address={address} />
                    </dl>
                  )}
                </div>
                <button
                  type="button"
                  className={`${button.button} ${button.secondary} ${button.small}`}
                  disabled={deleting === address.id}
                  onClick={() => void remove(address.id)}
                >
                  {t('addresses.delete')}
                  <span className="visually-hidden">: {addressText(address)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {!adding && (
          <Link to="/profile/addresses/new" className={`${button.button} ${button.primary}`}>
            {t('addresses.add')}
          </Link>
        )}
      </section>
      {adding && <AddressForm />}
    </div>
  );
}
