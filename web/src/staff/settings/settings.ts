import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { call } from '../../lib/api.ts';

// Apart from the form that edits them: the accept dialog and the kitchen read the delivery time on the dashboard's
// first screen, which should not download the form's code with it.
export interface Setting {
  /** Its texts live under `settings.<name>`. */
  name: 'deliveryTime' | 'minOrderPrice';
  /** The public query the cart and pay form read too, so saving refreshes them at once. */
  queryKey: QueryKey;
  read: (signal: AbortSignal) => Promise<number>;
  /** Sets a new value; the answer is the value now set. */
  save: (value: number) => Promise<number>;
  max: number;
  title: ParseKeys<'staff'>;
}

export const settingQuery = (setting: Setting) =>
  queryOptions({
    queryKey: setting.queryKey,
    queryFn: ({ signal }) => setting.read(signal),
  });

/** The cart and the pay form read the same query, so they show a new value at once. */
export const deliveryTime: Setting = {
  name: 'deliveryTime',
  queryKey: ['settings', 'estimated-shipping-time'],
  read: (signal) => call('GET /order/estimated-shipping-time', { signal }),
  save: (value) => call('POST /order/estimated-shipping-time/:minutes', { params: { minutes: value } }),
  max: 600,
  title: 'nav.delivery-time',
};
