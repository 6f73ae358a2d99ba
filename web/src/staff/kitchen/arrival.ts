import { useLayoutEffect } from 'react';
import { arrivalMark } from '../live/index.ts';

/** The measure `./konyha bench kitchen` reads: a new order's live message → its card in the page. */
export const cardShownMeasure = 'konyha:kitchen-card-shown';

/**
 * Measures, once, how long a new order's card took to reach the page after its live message arrived. Runs as React
 * puts the card into the DOM (a layout effect, before the browser paints it); cards read from the list have no mark.
 */
export function useArrivalMeasure(orderId: number): void {
  useLayoutEffect(() => {
    const mark = arrivalMark(orderId);
    if (performance.getEntriesByName(mark, 'mark').length === 0) return;
    performance.measure(cardShownMeasure, { start: mark, detail: orderId });
    performance.clearMarks(mark);
  }, [orderId]);
}
