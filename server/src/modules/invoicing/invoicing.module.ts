import { routesOf } from '../../http/module-routes.ts';
import { invoicingSettingsRoutes } from './invoicing-settings.routes.ts';
import { createInvoicingSettingsService, type InvoicingSettingsDeps } from './invoicing-settings.service.ts';

/** Invoices and receipts through Számlázz.hu (issue 34): so far its settings; the outbox reads `forAgent`. */
export function createInvoicingModule(deps: InvoicingSettingsDeps) {
  const invoicingSettings = createInvoicingSettingsService(deps);
  return { invoicingSettings, routes: routesOf(invoicingSettingsRoutes, { invoicingSettings }) };
}
