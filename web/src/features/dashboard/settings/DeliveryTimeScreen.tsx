import { type Setting, SettingForm } from './SettingForm.tsx';

/** The cart and the pay form read the same query, so they show a new value at once. */
export const deliveryTime: Setting = {
  queryKey: ['settings', 'estimated-shipping-time'],
  path: '/order/estimated-shipping-time',
  max: 600,
  title: 'nav.delivery-time',
  current: 'settings.deliveryTime.current',
  label: 'settings.deliveryTime.label',
};

/** The estimated delivery time in minutes (SPEC §2); every staff role. */
export function DeliveryTimeScreen() {
  return <SettingForm setting={deliveryTime} />;
}
