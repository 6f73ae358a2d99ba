import { type Setting, SettingForm } from './SettingForm.tsx';

/** The cart and the pay form read the same query, so they show a new value at once. */
export const minOrderPrice: Setting = {
  queryKey: ['settings', 'min-order-value'],
  path: '/min-order-value',
  max: 1_000_000,
  title: 'nav.min-order-price',
  current: 'settings.minOrderPrice.current',
  label: 'settings.minOrderPrice.label',
};

/** The minimum order price in forints (SPEC §2); ADMIN and MANAGER. */
export function MinOrderPriceScreen() {
  return <SettingForm setting={minOrderPrice} />;
}
