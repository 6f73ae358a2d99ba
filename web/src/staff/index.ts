/** What the rest of the app may use of the dashboard: the staff's live channel, which the layout loads lazily. */
export { StaffLiveChannel } from './live/index.ts';
