import { idParamsSchema } from '../common/input.ts';
import { printAnswerSchema, slipSchema, ticketSchema } from '../printing/print-documents.schemas.ts';
import { printersSchema, printRequestSchema, savedPrintersSchema } from '../printing/printers.schemas.ts';
import { endpointWith } from './endpoint.ts';

/** An order's papers, for whoever handles orders. */
const orderPaper = endpointWith({ access: 'handleOrders', tags: ['printing'] });
const printerSettings = endpointWith({ access: 'managePrinters', tags: ['printing'] });

/** Kitchen tickets, bag slips and the network printers (issue 16). */
export const printing = {
  ticket: orderPaper({
    method: 'GET',
    path: '/order/:id/ticket',
    summary: "The order's kitchen ticket: items, options, diet marks, times and the guest's note; no money",
    request: { params: idParamsSchema },
    response: { 200: ticketSchema },
  }),
  slip: orderPaper({
    method: 'GET',
    path: '/order/:id/slip',
    summary: "The order's bag slip: guest, masked phone, full address, and what the courier collects",
    request: { params: idParamsSchema },
    response: { 200: slipSchema },
  }),
  print: orderPaper({
    method: 'POST',
    path: '/order/:id/print',
    summary:
      'Prints the ticket or the slip again on every network printer set to print it (409 NO_PRINTER when none is)',
    request: { params: idParamsSchema, body: printRequestSchema },
    response: { 200: printAnswerSchema },
  }),
  printers: printerSettings({
    method: 'GET',
    path: '/settings/printers',
    summary: 'The ESC/POS network printers and what each prints when an order is accepted',
    response: { 200: savedPrintersSchema },
  }),
  setPrinters: printerSettings({
    method: 'PUT',
    path: '/settings/printers',
    summary: 'Replaces the list of network printers',
    request: { body: printersSchema },
    response: { 200: printersSchema },
  }),
};
