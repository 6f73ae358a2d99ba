/** What other dashboard areas may use of the settings: the delivery time the accept dialog proposes. */
export { deliveryTime } from './DeliveryTimeScreen.tsx';
export { settingQuery } from './SettingForm.tsx';
