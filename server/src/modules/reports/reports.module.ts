import { routesOf } from '../../http/module-routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService, type ReportsDeps } from './reports.service.ts';

/** The manager's reports (issue 33). */
export function createReportsModule(deps: ReportsDeps) {
  const reports = createReportsService(deps);
  return { reports, routes: routesOf(reportsRoutes, { reports }) };
}
