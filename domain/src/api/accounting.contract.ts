import {
  exportParamsSchema,
  exportRangeSchema,
  ntakParamsSchema,
  vatSettingsSchema,
} from '../accounting/exports.schemas.ts';
import { endpoint } from './endpoint.ts';

/** VAT rates and the accountant's exports (issue 17). Downloads answer files, so they have no JSON schema here. */
export const accounting = {
  vatSettings: endpoint({
    method: 'GET',
    path: '/settings/vat',
    access: 'public',
    tags: ['accounting'],
    summary: "The VAT rates products may have (percent) and the delivery fee's rate",
    response: { 200: vatSettingsSchema },
  }),
  setVatSettings: endpoint({
    method: 'PUT',
    path: '/settings/vat',
    access: 'manageAccounting',
    tags: ['accounting'],
    summary: 'Replaces the VAT rates; a rate a product still has cannot be removed',
    request: { body: vatSettingsSchema },
    response: { 200: vatSettingsSchema },
  }),
  export: endpoint({
    method: 'GET',
    path: '/export/:file',
    access: 'manageAccounting',
    tags: ['accounting'],
    summary:
      'orders, lines, products or totals of a date range as CSV (UTF-8 with BOM, semicolons) or XLSX, streamed',
    request: { params: exportParamsSchema, querystring: exportRangeSchema },
  }),
  ntak: endpoint({
    method: 'GET',
    path: '/export/ntak/:file',
    access: 'manageAccounting',
    tags: ['accounting'],
    summary:
      "A day's orders as NTAK's order summary asks for them (data for certified NTAK software, not a submission)",
    request: { params: ntakParamsSchema },
  }),
};
