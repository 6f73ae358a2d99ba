import { lazyNamed } from '../shared/lazyNamed.ts';

/**
 * What the rest of the dashboard may use of web push (issue 32): the installable app's start-up, the one-time
 * question and this device's state (the order monitor), and the devices' card (the alerts screen).
 */
export { PushAsk } from './PushAsk.tsx';
export { type DeviceState, useDevicePush } from './useDevicePush.ts';
export { useStaffApp } from './useStaffApp.ts';

/** The alerts screen's card, fetched with that screen: its form stays out of the monitor's download. */
export const DeviceNotifications = lazyNamed(
  () => import('./DeviceNotifications.tsx'),
  'DeviceNotifications',
);
