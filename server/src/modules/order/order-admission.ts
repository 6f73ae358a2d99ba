import type { orderRequestSchema } from '@konyha/domain/orders/checkout.schemas';
import { meetsMinimumOrder } from '@konyha/domain/orders/pricing';
import { isOpen, preOrderProblem } from '@konyha/domain/orders/schedule';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, invalidField } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UserService } from '../user/user.service.ts';

export type OrderRequest = z.output<typeof orderRequestSchema>;

/** Whether the shop takes this order at all: ordering switched on, the kitchen open or a valid pre-order slot. */
export function createOrderAdmission({
  settings,
  users,
  log,
}: {
  settings: SettingsService;
  users: UserService;
  log: FastifyBaseLogger;
}) {
  return {
    /** Answers the pre-order time and the minimum order value that the priced cart must meet. */
    async admit(request: OrderRequest, now: Date) {
      const { orderingActive, minOrderValue } = await settings.read();
      if (!orderingActive) {
        // A business refusal (the staff switched ordering off), not an outage: 409, and no error in the log.
        log.info('order refused: ordering is switched off');
        throw new AppError('ORDER_OUT_OF_SERVICE', 'We are not taking orders right now');
      }
      const preOrderDate = request.preOrderDate ? new Date(request.preOrderDate) : null;
      if (preOrderDate) {
        const problem = preOrderProblem(preOrderDate, now);
        if (problem)
          throw invalidField(
            'preOrderDate',
            problem === 'DAY_NOT_ALLOWED' ? 'dayNotAllowed' : 'slotNotAllowed',
          );
      } else if (!isOpen(now)) {
        throw new AppError('RESTAURANT_CLOSED', 'The kitchen is closed now; choose a time for a pre-order');
      }
      return { preOrderDate, minOrderValue };
    },

    /** Who orders: the logged-in account's details, or the guest's, which are then required. */
    async contactOf(request: OrderRequest, auth: AuthUser | null) {
      if (auth) {
        const user = await users.contact(auth.id);
        if (!user) throw new AppError('UNAUTHORIZED', 'Log in again');
        return { userId: user.id, name: user.name, email: user.email, phone: user.phone };
      }
      for (const field of ['name', 'email', 'phone'] as const)
        if (!request[field]) throw invalidField(field, 'required');
      return {
        userId: null,
        name: request.name ?? '',
        email: request.email ?? '',
        phone: request.phone ?? '',
      };
    },

    requireMinimum(discountedPrice: number, minOrderValue: number) {
      if (!meetsMinimumOrder(discountedPrice, minOrderValue)) {
        throw new AppError('BELOW_MINIMUM_ORDER', `The minimum order is ${minOrderValue} Ft`, 'products');
      }
    },
  };
}

export type OrderAdmission = ReturnType<typeof createOrderAdmission>;
