/**
 * What the dashboard's door may use of the live updates: the staff's channel (the layout loads it lazily); and for
 * the order monitor, whether the browser keeps the alert sound off and the button that allows it; for the kitchen
 * screen, the mark a new order's message leaves (it measures how soon the order shows).
 */
export { EnableSoundButton } from './EnableSoundButton.tsx';
export { arrivalMark } from './liveUpdates.ts';
export { StaffLiveChannel } from './StaffLiveChannel.tsx';
export { useSoundBlocked } from './sound.ts';
