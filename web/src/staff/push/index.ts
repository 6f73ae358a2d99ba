/**
 * What the rest of the dashboard may use of web push (issue 32): the installable app's start-up, the one-time
 * question and this device's state (the order monitor), and the devices' card (the alerts screen).
 */
export { DeviceNotifications } from './DeviceNotifications.tsx';
export { PushAsk } from './PushAsk.tsx';
export { type DeviceState, useDevicePush } from './useDevicePush.ts';
export { useStaffApp } from './useStaffApp.ts';
