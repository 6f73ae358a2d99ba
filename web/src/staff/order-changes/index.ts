/** Changing a placed order (issue 30): what the order cards and the event log use of it. */
export { ChangeOrderButton } from './ChangeOrderButton.tsx';
export { changeText } from './changeText.ts';
export { ChangedBadge, OrderChangeList, TakenBy } from './OrderHistory.tsx';
