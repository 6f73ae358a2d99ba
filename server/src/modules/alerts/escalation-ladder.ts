import { isOverdue, isUnacknowledged, pausesAt, pushesAt } from '@konyha/domain/orders/order-alerts';
import type { Queryable } from '../../db/client.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import type { JobRow, Timers } from '../../platform/timers/timers.service.ts';
import { announceOrderUpdate } from '../../realtime/order-notifier.ts';
import { orderEscalationMail } from '../../templates/order-decision-mail.ts';
import type { BusyService } from '../busy/busy.service.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import type { OrderService } from '../order/order.service.ts';
import type { OrderDecisions } from '../order/order-decisions.service.ts';
import type { PushService } from '../push/push.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UserService } from '../user/user.service.ts';

/** The alert timers' kinds in scheduled_jobs (the first three as issue 12 named them, still pending in databases). */
export const ladderTimers = {
  managers: 'order-escalation',
  autoReject: 'order-auto-reject',
  preOrderAlert: 'pre-order-alert',
  push: 'order-push',
  pause: 'order-pause',
} as const;

export interface LadderDeps {
  timers: Pick<Timers, 'register'>;
  settings: Pick<SettingsService, 'alerts'>;
  orders: Pick<OrderService, 'lockForAlert' | 'waitingRows'>;
  decisions: Pick<OrderDecisions, 'rejectUnconfirmed'>;
  eventLog: Pick<EventLogService, 'record'>;
  mail: MailQueue;
  users: Pick<UserService, 'managers'>;
  push: Pick<PushService, 'notify' | 'withdraw'>;
  busy: Pick<BusyService, 'pauseBySystem'>;
}

/**
 * The ladder's steps, each a timer fired once across instances in its own transaction. A step finds the order
 * locked and does nothing unless it still waits for a decision and its time has come (settings may have moved it),
 * so a decision stops the ladder at once: the pending steps find the order decided.
 */
export function registerLadder({
  timers,
  settings,
  orders,
  decisions,
  eventLog,
  mail,
  users,
  push,
  busy,
}: LadderDeps) {
  /** The order, locked, when it still waits for someone to decide. */
  async function waiting(tx: Queryable, job: JobRow) {
    const found = job.orderId === null ? undefined : await orders.lockForAlert(tx, job.orderId);
    return found && isUnacknowledged(found.row) ? found : undefined;
  }
  const logged = (
    tx: Queryable,
    orderId: number,
    now: Date,
    eventType: 'ORDER_PUSHED' | 'ORDER_PAUSED' | 'ORDER_ESCALATED',
    note?: string,
  ) => eventLog.record(tx, [{ eventDateTime: now, userId: null, orderId, eventType, note: note ?? null }]);

  // Step 2: every staff device switched on hears of the order (step 1, the dashboards' ringing, needs no timer).
  timers.register(ladderTimers.push, async (tx, job, now) => {
    const found = await waiting(tx, job);
    if (!found || now < pushesAt(found.row, await settings.alerts(tx))) return;
    const { id, total, preOrderDate } = found.order;
    const preOrder = preOrderDate === null ? null : new Date(preOrderDate);
    const devices = await push.notify(tx, 'staff', {
      kind: 'new-order',
      orderId: id,
      total,
      preOrderDate: preOrder,
    });
    // No device switched on anywhere: nothing was sent, so the log stays with what happened.
    if (devices > 0) await logged(tx, id, now, 'ORDER_PUSHED', String(devices));
  });

  // Step 3: overdue (red on every screen), a push and one mail to every MANAGER and ADMIN, in their language.
  timers.register(ladderTimers.managers, async (tx, job, now) => {
    const found = await waiting(tx, job);
    const alerts = await settings.alerts(tx);
    if (!found || !isOverdue(found.row, alerts, now)) return;
    const { id } = found.order;
    await logged(tx, id, now, 'ORDER_ESCALATED');
    for (const manager of await users.managers(tx)) {
      await mail.queue(
        tx,
        'order-escalation',
        orderEscalationMail(manager, found.order, alerts.managersAfterMinutes),
      );
    }
    await push.notify(tx, 'managers', {
      kind: 'overdue',
      orderId: id,
      waitingMinutes: alerts.managersAfterMinutes,
    });
    // Every screen turns the order red now, not at its next refetch.
    await announceOrderUpdate(tx, id);
  });

  // Step 4 (optional): nobody answers at all: the guests see a short break, and this order is rejected with its reason.
  timers.register(ladderTimers.pause, async (tx, job, now) => {
    const found = await waiting(tx, job);
    const alerts = await settings.alerts(tx);
    const at = found && pausesAt(found.row, alerts);
    if (!found || !at || now < at) return;
    const { id } = found.order;
    await busy.pauseBySystem(tx, alerts.pauseForMinutes, now);
    await logged(tx, id, now, 'ORDER_PAUSED', String(alerts.pauseForMinutes));
    await decisions.rejectUnconfirmed(tx, id, now);
    await push.notify(tx, 'managers', { kind: 'paused', orderId: id, pauseMinutes: alerts.pauseForMinutes });
  });

  timers.register(ladderTimers.autoReject, async (tx, job, now) => {
    if (job.orderId !== null) await decisions.rejectUnconfirmed(tx, job.orderId, now);
  });

  // A pre-order still NEW whose alert time came: the screens ring for it again, and the devices hear of it.
  timers.register(ladderTimers.preOrderAlert, async (tx, job) => {
    const found = job.orderId === null ? undefined : await orders.lockForAlert(tx, job.orderId);
    if (found?.row.state !== 'NEW' || found.row.preOrderDate === null) return;
    await push.notify(tx, 'staff', {
      kind: 'pre-order',
      orderId: found.row.id,
      preOrderDate: found.row.preOrderDate,
    });
    await announceOrderUpdate(tx, found.row.id);
  });
}
