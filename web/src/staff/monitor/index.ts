/** What the dashboard page may use of the monitor: the order counts above every screen. */
export { OrderMonitor } from './OrderMonitor.tsx';
