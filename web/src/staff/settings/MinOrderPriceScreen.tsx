import { call } from '../../lib/api.ts';
import { SettingForm } from './SettingForm.tsx';
import type { Setting } from './settings.ts';

/** The cart and the pay form read the same query, so they show a new value at once. */
const minOrderPrice: Setting = {
  name: 'minOrderPrice',
  queryKey: ['settings', 'min-order-value'],
  read: (signal) => call('GET /min-order-value', { signal }),
  save: (value) => call('POST /min-order-value/:value', { params: { value } }),
  max: 1_000_000,
  title: 'nav.min-order-price',
};

/** The minimum order price in forints (SPEC §2); ADMIN and MANAGER. */
export function MinOrderPriceScreen() {
  return <SettingForm setting={minOrderPrice} />;
}
