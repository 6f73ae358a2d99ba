import { api } from '@konyha/domain/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { ReportsService } from './reports.service.ts';

/** GET /api/reports/{kind}: each the service's numbers for the query's range (and the previous period's). */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  route(app, api.reports.sales, (request) => reports.sales(request.query));
  route(app, api.reports.hours, (request) => reports.hours(request.query));
  route(app, api.reports.products, (request) => reports.products(request.query));
  route(app, api.reports.payments, (request) => reports.payments(request.query));
  route(app, api.reports.decisions, (request) => reports.decisions(request.query));
  route(app, api.reports.promises, (request) => reports.promises(request.query));
};
