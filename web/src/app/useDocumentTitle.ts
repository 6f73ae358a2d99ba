import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { useEffect } from 'react';

/** Sets the tab title to "<page> · Konyha"; pass the already translated page title so it follows the language. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} · ${restaurant.name}`;
  }, [pageTitle]);
}
