import type { orderRequestSchema } from '@konyha/domain/orders/checkout.schemas';
import { meetsMinimumOrder } from '@konyha/domain/orders/pricing';
import { busyAt, effectiveDeliveryMinutes, isPausedAt } from '@konyha/domain/restaurant/busy-mode';
import { localDay } from '@konyha/domain/restaurant/local-time';
import { isOpenAt, slotProblem } from '@konyha/domain/restaurant/opening-hours';
import { capacityOn, slotOfInstant } from '@konyha/domain/restaurant/slot-capacity';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, invalidField } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ScheduleRules, ScheduleService } from '../schedule/schedule.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UserService } from '../user/user.service.ts';

export type OrderRequest = z.output<typeof orderRequestSchema>;

/** Where an order goes: the slot it counts against and how many orders that slot takes (null: no limit). */
export interface SlotClaim {
  slotAt: Date;
  capacity: number | null;
}

const pausedMessage = 'We are taking a short break; choose a later time for a pre-order';

/** A pre-order: exactly the slots the pay form offers (not one inside a pause) are taken. */
function preOrderSlot(preOrderDate: Date, { hours, settings, busy }: ScheduleRules, now: Date): Date {
  const problem = slotProblem(preOrderDate, hours, settings, now);
  if (problem)
    throw invalidField('preOrderDate', problem === 'DAY_NOT_ALLOWED' ? 'dayNotAllowed' : 'slotNotAllowed');
  const { pausedUntil } = busyAt(busy, now);
  if (pausedUntil && preOrderDate.getTime() < Date.parse(pausedUntil))
    throw new AppError('ORDERS_PAUSED', pausedMessage, 'preOrderDate');
  return preOrderDate;
}

/** "As soon as possible": only while open and not paused; it counts against the slot of its promised time. */
function promptSlot({ hours, settings, busy }: ScheduleRules, deliveryMinutes: number, now: Date): Date {
  if (!isOpenAt(hours, now))
    throw new AppError('RESTAURANT_CLOSED', 'The kitchen is closed now; choose a time for a pre-order');
  if (isPausedAt(busy, now)) throw new AppError('ORDERS_PAUSED', pausedMessage);
  const promised = now.getTime() + effectiveDeliveryMinutes(deliveryMinutes, busy, now) * 60_000;
  return slotOfInstant(new Date(promised), hours, settings);
}

/** The slot an order for `preOrderDate` (null: as soon as possible) takes now; refused when that is not on offer. */
export const slotFor = (
  preOrderDate: Date | null,
  rules: ScheduleRules,
  deliveryMinutes: number,
  now: Date,
) => (preOrderDate ? preOrderSlot(preOrderDate, rules, now) : promptSlot(rules, deliveryMinutes, now));

/**
 * Whether the shop takes this order at all: ordering switched on, and a pre-order slot on offer or the kitchen
 * open and not paused. Whether its slot still has room is decided where the order is written (claimSlot).
 */
export function createOrderAdmission({
  settings,
  schedule,
  users,
  log,
}: {
  settings: SettingsService;
  schedule: Pick<ScheduleService, 'rules'>;
  users: UserService;
  log: FastifyBaseLogger;
}) {
  return {
    /**
     * Answers the pre-order time, the slot it takes, the minimum order value the priced cart must meet and the
     * delivery fee's VAT rate.
     */
    async admit(request: OrderRequest, now: Date) {
      const [{ orderingActive, minOrderValue, deliveryMinutes, deliveryVatRate }, rules] = await Promise.all([
        settings.read(),
        schedule.rules(),
      ]);
      if (!orderingActive) {
        // A business refusal (the staff switched ordering off), not an outage: 409, and no error in the log.
        log.info('order refused: ordering is switched off');
        throw new AppError('ORDER_OUT_OF_SERVICE', 'We are not taking orders right now');
      }
      const preOrderDate = request.preOrderDate ? new Date(request.preOrderDate) : null;
      const slotAt = slotFor(preOrderDate, rules, deliveryMinutes, now);
      const slot: SlotClaim = { slotAt, capacity: capacityOn(rules.settings, localDay(slotAt)) };
      return { preOrderDate, slot, minOrderValue, deliveryVatRate };
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
