/** What the dashboard page may use of the monitor: the order counts above every screen, the device's alerts below. */
export { DeviceAlerts } from './DeviceAlerts.tsx';
export { OrderMonitor } from './OrderMonitor.tsx';
