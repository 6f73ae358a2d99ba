import { deliveryCities, splitStreet } from '@konyha/domain/delivery/address';
import type { AddressInput } from '@konyha/domain/users/user.schemas';
import type { Queryable } from '../../db/client.ts';
import { invalidField } from '../../errors.ts';
import { findShippingCost, listStreetNames } from './delivery.repository.ts';

/**
 * Checks that an address is in the delivery area: a zip code with a shipping cost, the fixed city, and a street of
 * that zip code followed by a house number. Returns the shipping cost.
 */
export async function checkDeliveryAddress(
  db: Queryable,
  address: AddressInput,
  field = '',
): Promise<number> {
  const prefix = field ? `${field}.` : '';
  const cost = await findShippingCost(db, address.zipCode);
  if (cost === undefined) throw invalidField(`${prefix}zipCode`, 'We do not deliver to this zip code');
  if (!(deliveryCities as readonly string[]).includes(address.city)) {
    throw invalidField(`${prefix}city`, 'We deliver in Budapest only');
  }
  if (!splitStreet(address.street, await listStreetNames(db, address.zipCode))) {
    throw invalidField(`${prefix}street`, 'Give a street of this zip code and a house number');
  }
  return cost;
}
