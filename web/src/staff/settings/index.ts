/** What other dashboard areas may use of the settings: the delivery time the accept dialog proposes. */
export { deliveryTime, settingQuery } from './settings.ts';
