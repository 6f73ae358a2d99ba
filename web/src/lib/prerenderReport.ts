import { createContext } from 'react';
import type { FeatureNamespace } from '../i18n/i18n.ts';

/**
 * What a server render (src/entry-server.tsx) learns while rendering a page: its title, which effects would set in
 * a browser, and the feature texts it showed, which the browser must load before taking the page over.
 * Null in the browser.
 */
export type PrerenderReport = {
  title?: string;
  namespaces: Set<FeatureNamespace>;
  /** Given, not learnt: the year the page is rendered in, which the page carries to the browser for hydrating. */
  year: number;
  /** Given too: the restaurant's day the page is rendered on (yyyy-MM-dd), for the upcoming special dates. */
  day: string;
  /** Given too: the instant it is rendered at (ISO), for what follows the clock (lib/renderedMinute.ts). */
  renderedAt?: string;
};

export const PrerenderReportContext = createContext<PrerenderReport | null>(null);

/** Where a server-rendered page carries the API answers it was rendered with (a JSON data block: it never runs). */
export const PAGE_STATE_ID = 'page-state';

/** Those answers: the query keys the page read and what they held. */
export type PageState = { queryKey: readonly unknown[]; data: unknown }[];
