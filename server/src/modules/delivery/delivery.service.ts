import { deliveryCities, splitStreet } from '@konyha/domain/delivery/address';
import type { AddressInput } from '@konyha/domain/users/user.schemas';
import type { Database } from '../../db/client.ts';
import { invalidField } from '../../errors.ts';
import * as repo from './delivery.repository.ts';

/** The delivery area: zip codes with their shipping cost, and the streets of each. */
export function createDeliveryService({ database }: { database: Database }) {
  const db = database.db;

  /** The shipping cost of a zip code; a zip code outside the area is a validation error on `field`. */
  async function shippingCost(zipCode: string, field: string): Promise<number> {
    const cost = await repo.findShippingCost(db, zipCode);
    if (cost === undefined) throw invalidField(field, 'We do not deliver to this zip code');
    return cost;
  }

  return {
    streets: (zipCode: string) => repo.listStreetNames(db, zipCode),
    shippingCosts: () => repo.listShippingCosts(db),
    shippingCost,

    /**
     * The one quote of an address: a zip code with a shipping cost, the fixed city, and a street of that zip code
     * followed by a house number. Answers the shipping cost; errors name `<field>.zipCode` and so on.
     */
    async quote(address: AddressInput, field = ''): Promise<number> {
      const prefix = field ? `${field}.` : '';
      // Both read at once; a zip code without a cost is still the first error, as the fields come in the form.
      const [cost, streets] = await Promise.all([
        shippingCost(address.zipCode, `${prefix}zipCode`),
        repo.listStreetNames(db, address.zipCode),
      ]);
      if (!(deliveryCities as readonly string[]).includes(address.city)) {
        throw invalidField(`${prefix}city`, 'We deliver in Budapest only');
      }
      if (!splitStreet(address.street, streets)) {
        throw invalidField(`${prefix}street`, 'Give a street of this zip code and a house number');
      }
      return cost;
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
