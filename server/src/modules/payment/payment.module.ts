import { routesOf } from '../../http/module-routes.ts';
import { paymentRoutes } from './payment.routes.ts';
import { createPaymentService, type PaymentDeps } from './payment.service.ts';

/** Online payments (the sandbox bank, OTP SimplePay) and the daily check of payments in doubt. */
export function createPaymentModule(deps: PaymentDeps) {
  const payments = createPaymentService(deps);
  return { payments, routes: routesOf(paymentRoutes, { payments }) };
}
