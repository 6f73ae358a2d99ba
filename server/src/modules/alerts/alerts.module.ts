import { routesOf } from '../../http/module-routes.ts';
import { alertsRoutes } from './alerts.routes.ts';
import { type AlertsDeps, createAlertsService } from './alerts.service.ts';

/** Keeping an order from being missed: the escalation ladder's timers and the alert settings (issues 12, 32). */
export function createAlertsModule(deps: AlertsDeps) {
  const alerts = createAlertsService(deps);
  return { alerts, routes: routesOf(alertsRoutes, { alerts }) };
}
