import { SettingForm } from './SettingForm.tsx';
import { deliveryTime } from './settings.ts';

/** The estimated delivery time in minutes (SPEC §2); every staff role. */
export function DeliveryTimeScreen() {
  return <SettingForm setting={deliveryTime} />;
}
