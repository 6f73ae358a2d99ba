import { instantOf, localDay } from '@konyha/domain/restaurant/local-time';
import type { FastifyBaseLogger } from 'fastify';
import type { Timers } from '../../platform/timers/timers.service.ts';
import type { SimplePayPayments } from './simplepay-payments.ts';

/** The daily check of payments in doubt: a database timer, so it runs once a day across instances. */
export const paymentReconcile = 'payment-reconcile';

/** At 04:00 in Budapest, after the night's orders and before the lunch rush. */
const nextRun = (now: Date) => instantOf(localDay(new Date(now.getTime() + 20 * 3600_000)), '04:00');

/**
 * Schedules the daily check with SimplePay (issue 27) and runs it when it falls due. The check works in
 * transactions of its own, so it starts once the timer's transaction has committed the next day's run.
 */
export function createPaymentReconcile({
  timers,
  simplePay,
  log,
}: {
  timers: Pick<Timers, 'register' | 'ensure' | 'scheduleNext'>;
  simplePay: SimplePayPayments | undefined;
  log: FastifyBaseLogger;
}) {
  timers.register(paymentReconcile, async (tx, _job, now) => {
    if (!simplePay) return;
    await timers.scheduleNext(tx, paymentReconcile, nextRun(now));
    setImmediate(() => {
      simplePay.reconcile(now).catch((error: unknown) => {
        log.error({ err: error }, 'the daily check of payments in doubt failed; it runs again tomorrow');
      });
    });
  });
  return {
    /** At start: the next run is scheduled unless one is (on any instance). */
    start: (now: Date) => (simplePay ? timers.ensure(paymentReconcile, nextRun(now)) : Promise.resolve()),
  };
}
