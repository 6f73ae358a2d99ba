import { z } from 'zod';
import { instantSchema } from '../common/input.ts';
import { cancelReasons, maxPromiseHours, refusalReasons, rejectReasons } from './order-decisions.ts';

export const RefusalReason = z.enum(refusalReasons);
export type RefusalReason = z.infer<typeof RefusalReason>;

/** POST /order/{id}/accept: minutes from now or a clock time; a pre-order needs neither (its slot is promised). */
export const acceptRequestSchema = z
  .object({
    minutes: z
      .number()
      .int()
      .min(1)
      .max(maxPromiseHours * 60)
      .optional(),
    promisedAt: instantSchema.optional(),
  })
  .refine((body) => body.minutes === undefined || body.promisedAt === undefined, {
    message: 'oneOfMinutesOrPromisedAt',
    path: ['promisedAt'],
  });
export type AcceptRequest = z.infer<typeof acceptRequestSchema>;

const refusal = <R extends readonly [string, ...string[]]>(reasons: R) =>
  z
    .object({
      reason: z.enum(reasons),
      note: z.string().trim().max(500, 'tooLong').optional(),
    })
    .refine((body) => body.reason !== 'OTHER' || Boolean(body.note), {
      message: 'required',
      path: ['note'],
    });

/** POST /order/{id}/reject. "Other" needs a note the guest will read. */
export const rejectRequestSchema = refusal(rejectReasons);
export type RejectRequest = z.infer<typeof rejectRequestSchema>;
/** POST /order/{id}/cancel (ADMIN, MANAGER). */
export const cancelRequestSchema = refusal(cancelReasons);
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

const alertFields = {
  /** The ringing repeats this often while an order waits. */
  ringEverySeconds: z.number().int().min(5).max(300),
  /** The ladder's second step (issue 32): not acknowledged by then, a push to every staff device switched on. */
  pushAfterSeconds: z.number().int().min(0).max(600),
  /** Not acknowledged by then: red on every screen, a push and one mail to each MANAGER and ADMIN. */
  managersAfterMinutes: z.number().int().min(1).max(120),
  /** Not acknowledged by then: rejected as NOT_CONFIRMED. Null (the default): never. */
  autoRejectAfterMinutes: z.number().int().min(1).max(240).nullable(),
  /** A pre-order rings again this long before its slot, until someone starts preparing it. */
  preOrderAlertMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  /**
   * The ladder's last step: not acknowledged by then, ordering pauses for `pauseForMinutes` and the order is rejected
   * as NOT_CONFIRMED. Null (the default): never. Not before the managers' step.
   */
  pauseAfterMinutes: z.number().int().min(1).max(240).nullable(),
  pauseForMinutes: z.number().int().min(5).max(240),
};

/** GET /settings/alerts: how staff are kept from missing an order. */
export const alertSettingsSchema = z.object({
  ...alertFields,
  /** The older name of `managersAfterMinutes` (before issue 32), the same value, for clients written before. */
  escalateAfterMinutes: alertFields.managersAfterMinutes,
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/**
 * PUT /settings/alerts. A client written before issue 32 sends `escalateAfterMinutes` and none of the ladder's new
 * fields: the old name is taken for `managersAfterMinutes`, and a field left out keeps its saved value.
 */
export const alertSettingsInputSchema = z.object({
  ...alertFields,
  pushAfterSeconds: alertFields.pushAfterSeconds.optional(),
  managersAfterMinutes: alertFields.managersAfterMinutes.optional(),
  escalateAfterMinutes: alertFields.managersAfterMinutes.optional(),
  pauseAfterMinutes: alertFields.pauseAfterMinutes.optional(),
  pauseForMinutes: alertFields.pauseForMinutes.optional(),
});
export type AlertSettingsInput = z.infer<typeof alertSettingsInputSchema>;
