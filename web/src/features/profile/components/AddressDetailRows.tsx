import type { AddressDetails } from '@konyha/domain/users/user.schemas';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { givenAddressDetails } from '../../../lib/addressDetails.ts';

/** The floor, door, doorbell and courier's note given with an address, as rows of a <dl>; none when none given. */
export function AddressDetailRows({ address }: { address: AddressDetails }) {
  const { t } = useFeatureTranslation('account');
  return givenAddressDetails(address).map(([key, value]) => (
    <div key={key}>
      <dt>{t(`addressDetails.${key}`)}</dt>
      <dd>{value}</dd>
    </div>
  ));
}
