import type { OrderAddress } from '@konyha/domain/orders/order.schemas';

/**
 * Where the phone's map app finds the address (issue 16): a `geo:` query its map app opens, and OpenStreetMap's
 * search for a phone without one. Links only: no map tiles load unless the courier follows one.
 */
export function mapLinks(address: OrderAddress): { geo: string; openStreetMap: string } {
  const query = encodeURIComponent(`${address.street}, ${address.zipCode} ${address.city}`);
  return {
    geo: `geo:0,0?q=${query}`,
    openStreetMap: `https://www.openstreetmap.org/search?query=${query}`,
  };
}
