import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { useContext, useEffect } from 'react';
import { PrerenderReportContext } from './prerenderReport.ts';

/** Sets the tab title to "<page> · Konyha"; pass the already translated page title so it follows the language. */
export function useDocumentTitle(pageTitle: string): void {
  const title = `${pageTitle} · ${restaurant.name}`;
  const report = useContext(PrerenderReportContext);
  // Effects never run in a server render, so the render itself reports the title there.
  if (report) report.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
