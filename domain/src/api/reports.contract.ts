import {
  decisionsReportSchema,
  hoursReportSchema,
  paymentsReportSchema,
  productsReportSchema,
  promisesReportSchema,
  reportQuerySchema,
  salesReportSchema,
} from '../reports/reports.schemas.ts';
import { endpointWith } from './endpoint.ts';

const report = endpointWith({
  method: 'GET',
  access: 'readReports',
  tags: ['reports'],
  request: { querystring: reportQuerySchema },
});

/**
 * The manager's reports (issue 33, docs/reports.md): each the numbers behind one chart of a range of Budapest days,
 * and with `compare=previous` the same of the period of equal length before it.
 */
export const reports = {
  sales: report({
    path: '/reports/sales',
    summary: 'Revenue and orders by day, the totals, the average basket and the coupons used',
    response: { 200: salesReportSchema },
  }),
  hours: report({
    path: '/reports/hours',
    summary: 'Orders and revenue by weekday and hour of the day (a heat map, Budapest time)',
    response: { 200: hoursReportSchema },
  }),
  products: report({
    path: '/reports/products',
    summary: 'Every dish sold with its quantity and revenue, and each option choice, best seller first',
    response: { 200: productsReportSchema },
  }),
  payments: report({
    path: '/reports/payments',
    summary: 'Orders and revenue by payment method',
    response: { 200: paymentsReportSchema },
  }),
  decisions: report({
    path: '/reports/decisions',
    summary: 'Rejected and cancelled orders by reason',
    response: { 200: decisionsReportSchema },
  }),
  promises: report({
    path: '/reports/promises',
    summary: 'The promise kept: delivered orders on time, minutes late (median) and by bucket',
    response: { 200: promisesReportSchema },
  }),
};
