import { routesOf } from '../../http/module-routes.ts';
import { printingRoutes } from './printing.routes.ts';
import { createPrintingService, type PrintingDeps } from './printing.service.ts';

/** Tickets, slips and the network printers' jobs (printed once across instances while the app runs). */
export function createPrintingModule(deps: PrintingDeps) {
  const printing = createPrintingService(deps);
  return { printing, routes: routesOf(printingRoutes, { printing }) };
}
