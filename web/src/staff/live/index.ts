/**
 * What the dashboard's door may use of the live updates: the staff's channel (the layout loads it lazily); and for
 * the order monitor, whether the browser keeps the alert sound off and the button that allows it.
 */
export { EnableSoundButton } from './EnableSoundButton.tsx';
export { StaffLiveChannel } from './StaffLiveChannel.tsx';
export { useSoundBlocked } from './sound.ts';
