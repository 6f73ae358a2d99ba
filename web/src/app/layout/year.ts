import { useContext, useSyncExternalStore } from 'react';
import { PrerenderReportContext } from '../../lib/prerenderReport.ts';

/** The root element's attribute that carries the year a server-rendered page was rendered in (src/entry-server.tsx). */
export const RENDERED_YEAR_ATTRIBUTE = 'data-year';

export const thisYear = () => new Date().getFullYear();

// The year turns once in a long while; a page left open over New Year's Eve shows it on its next render.
const subscribe = () => () => {};

/** The year the page being hydrated was rendered with. */
function renderedYear(): number {
  return Number(document.getElementById('root')?.getAttribute(RENDERED_YEAR_ATTRIBUTE)) || thisYear();
}

/**
 * The current year, for the copyright line. A rendered page is kept until the menu changes, so one rendered in
 * December may be served in January, and the server's clock may pass midnight before the guest's: the browser
 * hydrates the page with the year it was rendered with, then shows its own, so the text never differs while hydrating.
 */
export function useYear(): number {
  const report = useContext(PrerenderReportContext);
  return useSyncExternalStore(subscribe, thisYear, () => report?.year ?? renderedYear());
}
