import { Allergenic } from '@konyha/domain/menu/products';
import { type Order, type OrderPrint, PrintWhat } from '@konyha/domain/orders/order.schemas';
import type { PrintedChange } from '@konyha/domain/printing/print-documents.schemas';
import { changedParts } from '@konyha/domain/printing/print-layout';
import type { Printer, Printers } from '@konyha/domain/printing/printers.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, invalidField, notFound } from '../../errors.ts';
import { announceOrderUpdate } from '../../realtime/order-notifier.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import type { OrderEvents } from '../order/order.service.ts';
import { escPos } from './escpos.ts';
import { createPrintWorker, type PrintWorkerOptions } from './print.worker.ts';
import { type PrinterReach, printerAddressRule } from './printer-reach.ts';
import { printsByOrder, slipDocument, ticketDocument } from './printing.mapper.ts';
import * as repo from './printing.repository.ts';

export interface PrintingDeps {
  database: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  eventLog: Pick<EventLogService, 'record'>;
  /** The order as staff see it (the order module's door). */
  orders: { load(id: number): Promise<Order | undefined> };
  /** Where the order module announces an accepted order: its ticket and slip are queued then. */
  orderEvents: Pick<OrderEvents, 'on'>;
  /** The dishes' diet marks as the menu has them. */
  catalogue: Pick<CatalogueService, 'byIds'>;
  /** Where printers may be (PRINTER_NETWORKS, PRINTER_PORTS). */
  reach: PrinterReach;
  /** Tests swap the printer connection and the back-off. */
  worker?: Pick<PrintWorkerOptions, 'send' | 'retry' | 'pollMs'>;
}

const printsOn = (printer: Printer, what: PrintWhat) => (what === 'ticket' ? printer.tickets : printer.slips);

/** One job per printer set to print each document: the printer's address is kept with it. */
const jobsFor = (printers: readonly Printer[], orderId: number, what: readonly PrintWhat[]) =>
  printers.flatMap((printer) =>
    what
      .filter((document) => printsOn(printer, document))
      .map((document) => ({
        orderId,
        what: document,
        printer: printer.name,
        host: printer.host,
        port: printer.port,
      })),
  );

/**
 * The orders' latest print jobs (the latest per document and printer, in one query for a page of orders): the order
 * module's staff answers show them, so this part is built before the order module, which the rest reads.
 */
export function createPrintJobReads(database: Database) {
  return {
    of: async (orderIds: number[]): Promise<Map<number, OrderPrint[]>> =>
      printsByOrder(await repo.latestJobs(database.db, orderIds)),
  };
}

/**
 * Kitchen tickets and bag slips (issue 16): their data for the print views, the network printers' settings, and
 * the print jobs — queued with the accept that causes them, printed once across instances by the worker.
 */
export function createPrintingService({
  database,
  clock,
  log,
  eventLog,
  orders,
  orderEvents,
  catalogue,
  reach,
  worker,
}: PrintingDeps) {
  const db = database.db;
  const allowed = printerAddressRule(reach);

  /** The first printer whose address the configuration does not allow, refused at its field and saying why. */
  function checkReach(printers: readonly Printer[]) {
    printers.forEach((printer, index) => {
      const refusal = allowed(printer);
      if (refusal)
        throw invalidField(`printers.${index}.${refusal === 'portNotAllowed' ? 'port' : 'host'}`, refusal);
    });
  }

  async function orderOf(id: number) {
    const order = await orders.load(id);
    if (!order) throw notFound('Order');
    return order;
  }

  /** The ticket with the dishes' diet marks as the menu has them now (a mark it no longer knows is left off). */
  async function ticketOf(order: Order, changes?: readonly PrintedChange[]) {
    const ids = new Set(order.products.flatMap((line) => (line.productId === null ? [] : [line.productId])));
    const dishes = await catalogue.byIds([...ids]);
    const known = (marks: string[]) => marks.flatMap((mark) => Allergenic.safeParse(mark).data ?? []);
    return ticketDocument(order, new Map(dishes.map((dish) => [dish.id, known(dish.allergenics)])), changes);
  }

  const documentOf = async (order: Order, what: PrintWhat, changes?: readonly PrintedChange[]) =>
    what === 'ticket' ? ticketOf(order, changes) : slipDocument(order, changes);

  const printsOf = createPrintJobReads(database).of;

  // In the transaction that accepts the order: the ticket and slip on every printer set to print them.
  orderEvents.on('accepted', async (tx, { orderId }) => {
    await repo.insertJobs(tx, jobsFor(await repo.readPrinters(tx), orderId, ['ticket', 'slip']));
  });

  // In the transaction that changes an order (issue 30): when it had paper already, the documents the change
  // touches again, marked CHANGED with what changed. An order without paper (not accepted yet) prints as it then is.
  orderEvents.on('changed', async (tx, { orderId, changes }) => {
    if ((await repo.latestJobs(tx, [orderId])).length === 0) return;
    const printed = changes.map(({ what, from, to }) => ({ what, from, to }));
    const what = PrintWhat.options.filter((document) =>
      printed.some((change) => changedParts[document].includes(change.what)),
    );
    const jobs = jobsFor(await repo.readPrinters(tx), orderId, what);
    await repo.insertJobs(
      tx,
      jobs.map((job) => ({ ...job, changes: printed })),
    );
  });

  const jobs = createPrintWorker({
    database,
    log,
    allowed,
    render: async (job) =>
      escPos(
        (
          await documentOf(
            await orderOf(job.orderId),
            job.what as PrintWhat,
            (job.changes as PrintedChange[] | null) ?? undefined,
          )
        ).lines,
      ),
    ...worker,
  });

  return {
    ticket: async (id: number) => (await ticketOf(await orderOf(id))).data,
    slip: async (id: number) => slipDocument(await orderOf(id)).data,

    printers: async (): Promise<Printers> => ({ printers: await repo.readPrinters(db) }),

    /** Replaces the list, logged with who and from → to (unchanged: not logged). */
    setPrinters: (userId: number, { printers }: Printers): Promise<Printers> => {
      checkReach(printers);
      return db.transaction(async (tx) => {
        const before = await repo.lockPrinters(tx);
        if (JSON.stringify(before) === JSON.stringify(printers)) return { printers };
        await repo.writePrinters(tx, printers);
        await eventLog.record(tx, [
          {
            eventDateTime: clock(),
            userId,
            orderId: null,
            eventType: 'PRINTERS',
            change: { from: before, to: printers },
          },
        ]);
        return { printers };
      });
    },

    /** Staff's reprint: on every printer set to print that document (none: 409 NO_PRINTER). */
    async reprint(id: number, what: PrintWhat) {
      await orderOf(id);
      await db.transaction(async (tx) => {
        const queued = jobsFor(await repo.readPrinters(tx), id, [what]);
        if (queued.length === 0)
          throw new AppError('NO_PRINTER', `No printer is set to print the ${what}`, 'what');
        await repo.insertJobs(tx, queued);
        await announceOrderUpdate(tx, id);
      });
      return { prints: (await printsOf([id])).get(id) ?? [] };
    },

    start: () => jobs.start(),
    /** Prints everything due now (tests). */
    drain: () => jobs.drain(),
    stop: () => jobs.stop(),
  };
}

export type PrintingService = ReturnType<typeof createPrintingService>;
