/** What the server render and the managers' editor use of the lunch menu page. */
export { lunchWeekQuery } from './api.ts';
export { shownWeek } from './dayState.ts';
export { dayTitle } from './dayTitle.ts';
export { LunchPdfLinks } from './LunchPdfLinks.tsx';
