import { DashboardPage } from './DashboardPage.tsx';
import { dashboardScreens } from './screens.ts';

/**
 * What the dashboard's route loads: the page, with the code of the screen it opens on already here, so the first
 * render is the screen itself. A dashboard the server drew then hydrates it in one pass with the rest; a screen still
 * waiting for its code would be hydrated later, and React drops a tap made on it meanwhile. A module of its own,
 * outside the dashboard's chunk, which the screens' own files import: waiting inside that chunk would never end.
 */
if (typeof window !== 'undefined') {
  const opening = dashboardScreens.find(({ path }) => window.location.pathname === `/dashboard/${path}`);
  await opening?.Component.preload();
}

export { DashboardPage };
