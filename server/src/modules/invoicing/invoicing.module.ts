import type { Order } from '@konyha/domain/orders/order.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { allRoutes, routesOf } from '../../http/module-routes.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import type { OrderRow } from '../order/order.service.ts';
import { createInvoiceWorker, type InvoiceWorkerOptions } from './invoice.worker.ts';
import { invoiceDocumentRoutes } from './invoice-documents.routes.ts';
import { createInvoiceDocuments, type InvoiceDocumentsDeps } from './invoice-documents.service.ts';
import { invoicingSettingsRoutes } from './invoicing-settings.routes.ts';
import { createInvoicingSettingsService, type InvoicingSettingsDeps } from './invoicing-settings.service.ts';

export { createInvoiceReads } from './invoice-documents.service.ts';

export interface InvoicingModuleDeps
  extends InvoicingSettingsDeps,
    Omit<InvoiceDocumentsDeps, 'settings'>,
    Pick<InvoiceWorkerOptions, 'timeoutMs' | 'pollMs' | 'leaseMs' | 'retry'> {
  log: FastifyBaseLogger;
  mail: MailQueue;
  orders: InvoiceDocumentsDeps['orders'] & { asOrder(q: Queryable, row: OrderRow): Promise<Order> };
}

/**
 * Invoices and receipts through Számlázz.hu (issue 34): the settings, the documents an order's life calls for
 * (queued on the order module's events), the worker that issues them, an order's PDF and a manager's retry.
 */
export function createInvoicingModule(deps: InvoicingModuleDeps) {
  const invoicingSettings = createInvoicingSettingsService(deps);
  const documents = createInvoiceDocuments({ ...deps, settings: invoicingSettings });
  const worker = createInvoiceWorker({ ...deps, settings: invoicingSettings, documents });
  return {
    invoicingSettings,
    documents,
    worker,
    routes: allRoutes(
      routesOf(invoicingSettingsRoutes, { invoicingSettings }),
      routesOf(invoiceDocumentRoutes, { documents }),
    ),
  };
}

/**
 * What test mode talks to (SZAMLAZZ_STANDIN): a local stand-in of the Agent (`start`, as `./konyha start` sets it:
 * started on the first document asked for in test mode, taking any agent key), one already running at a URL, or
 * nothing. A restaurant with test mode off never starts it.
 */
export function invoicingStandin(setting: string | undefined) {
  if (setting !== 'start') return { url: async () => setting, close: async () => {} };
  let started: Promise<{ url: string; close(): Promise<void> }> | undefined;
  const start = async () => {
    const { startSzamlazzStandin } = await import('./szamlazz/szamlazz-standin.ts');
    return startSzamlazzStandin({ invoicePrefix: 'TESZT' });
  };
  return {
    url: async () => {
      started ??= start();
      return (await started).url;
    },
    close: async () => {
      if (started) await (await started).close();
    },
  };
}
