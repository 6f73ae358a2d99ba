/** What the dashboard's door may use of the live updates: the staff's channel (the layout loads it lazily). */
export { StaffLiveChannel } from './StaffLiveChannel.tsx';
