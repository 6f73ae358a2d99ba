import { call } from '../../lib/api.ts';
import { type Setting, SettingForm } from './SettingForm.tsx';

/** The cart and the pay form read the same query, so they show a new value at once. */
export const deliveryTime: Setting = {
  name: 'deliveryTime',
  queryKey: ['settings', 'estimated-shipping-time'],
  read: (signal) => call('GET /order/estimated-shipping-time', { signal }),
  save: (value) => call('POST /order/estimated-shipping-time/:minutes', { params: { minutes: value } }),
  max: 600,
  title: 'nav.delivery-time',
};

/** The estimated delivery time in minutes (SPEC §2); every staff role. */
export function DeliveryTimeScreen() {
  return <SettingForm setting={deliveryTime} />;
}
