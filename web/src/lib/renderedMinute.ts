import { useContext, useSyncExternalStore } from 'react';
import { PrerenderReportContext } from './prerenderReport.ts';

/** The root element's attribute carrying the instant a server-rendered page was rendered at (ISO). */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

const MINUTE = 60_000;
const minuteOf = (instant: number) => Math.floor(instant / MINUTE) * MINUTE;

// The one place the guest's clock is read for the menu (tests fake Date). Read four times a minute, so a dish greys
// or comes back within the minute its window turns while the page is open.
const thisMinute = () => minuteOf(Date.now());
const subscribe = (changed: () => void) => {
  const timer = setInterval(changed, MINUTE / 4);
  return () => clearInterval(timer);
};

/**
 * Now, to the minute (ms since epoch), for what depends on the clock: a dish outside its windows (issue 31). A
 * rendered page may be served minutes later, and the guest's clock is not the server's: the browser hydrates it
 * with the instant it was rendered at (so both draw the same markup), then follows its own clock.
 */
export function useRenderedMinute(): number {
  const report = useContext(PrerenderReportContext);
  return useSyncExternalStore(subscribe, thisMinute, () => {
    const rendered =
      report?.renderedAt ?? document.getElementById('root')?.getAttribute(RENDERED_AT_ATTRIBUTE);
    return rendered ? minuteOf(Date.parse(rendered)) : thisMinute();
  });
}
