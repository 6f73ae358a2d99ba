import {
  autoRejectsAt,
  escalatesAt,
  isOverdue,
  isUnacknowledged,
  preOrderRingsAt,
} from '@konyha/domain/orders/order-alerts';
import type { AlertSettings } from '@konyha/domain/orders/order-decisions.schemas';
import type { Database, Queryable } from '../../db/client.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import type { Timers } from '../../platform/timers/timers.service.ts';
import { announceOrderUpdate } from '../../realtime/order-notifier.ts';
import { orderEscalationMail } from '../../templates/order-decision-mail.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UserService } from '../user/user.service.ts';
import { toOrders } from './order.mapper.ts';
import * as repo from './order.repository.ts';
import type { OrderDecisions } from './order-decisions.service.ts';

/** The order timers' kinds in scheduled_jobs. */
export const orderTimers = {
  escalation: 'order-escalation',
  autoReject: 'order-auto-reject',
  preOrderAlert: 'pre-order-alert',
} as const;

export interface OrderAlertDeps {
  database: Database;
  timers: Timers;
  settings: SettingsService;
  decisions: OrderDecisions;
  eventLog: EventLogService;
  mail: MailQueue;
  users: Pick<UserService, 'managers'>;
}

/**
 * The timers that keep an order from being missed (issue 12): escalation (one mail to every MANAGER and ADMIN),
 * optional automatic rejection, and a pre-order's second ringing. Set when the order counts, re-timed when the
 * settings change, and harmless when they fire for an order decided meanwhile.
 */
export function createOrderAlerts({
  database,
  timers,
  settings,
  decisions,
  eventLog,
  mail,
  users,
}: OrderAlertDeps) {
  /** Sets (or moves, or drops) each timer of the order for these settings. */
  async function schedule(tx: Queryable, row: repo.OrderRow, alerts: AlertSettings) {
    const plan: [string, Date | null][] = [
      [orderTimers.escalation, isUnacknowledged(row) ? escalatesAt(row, alerts) : null],
      [orderTimers.autoReject, isUnacknowledged(row) ? autoRejectsAt(row, alerts) : null],
      [orderTimers.preOrderAlert, row.state === 'NEW' ? preOrderRingsAt(row, alerts) : null],
    ];
    for (const [kind, dueAt] of plan) {
      if (dueAt) await timers.schedule(tx, kind, row.id, dueAt);
      else await timers.unschedule(tx, kind, row.id);
    }
  }

  timers.register(orderTimers.escalation, async (tx, job, now) => {
    const row = job.orderId === null ? undefined : await repo.lockOrder(tx, job.orderId);
    const alerts = await settings.alerts(tx);
    if (!row || !isOverdue(row, alerts, now)) return;
    await eventLog.record(tx, [
      { eventDateTime: now, userId: null, orderId: row.id, eventType: 'ORDER_ESCALATED' },
    ]);
    const [order] = toOrders([row], await repo.linesOf(tx, [row.id]));
    if (!order) return;
    for (const manager of await users.managers(tx)) {
      await mail.queue(
        tx,
        'order-escalation',
        orderEscalationMail(manager, order, alerts.escalateAfterMinutes),
      );
    }
    // Every screen turns the order red now, not at its next refetch.
    await announceOrderUpdate(tx, row.id);
  });

  timers.register(orderTimers.autoReject, async (tx, job, now) => {
    if (job.orderId !== null) await decisions.rejectUnconfirmed(tx, job.orderId, now);
  });

  timers.register(orderTimers.preOrderAlert, async (tx, job) => {
    const row = job.orderId === null ? undefined : await repo.findOrder(tx, job.orderId);
    // The screens start ringing for it again without polling.
    if (row?.state === 'NEW') await announceOrderUpdate(tx, row.id);
  });

  return {
    /** The order counts (placed, or paid online): its timers start, in that transaction. */
    async start(tx: Queryable, row: repo.OrderRow) {
      await schedule(tx, row, await settings.alerts(tx));
    },

    read: () => settings.alerts(),

    /** Saves the settings and re-times the timers of every order still NEW, in one transaction. */
    change: (values: AlertSettings) =>
      database.db.transaction(async (tx) => {
        const alerts = await settings.setAlerts(tx, values);
        for (const row of await repo.listOrders(tx, repo.stillNew)) await schedule(tx, row, alerts);
        await timers.wakeAll(tx);
        return alerts;
      }),
  };
}

export type OrderAlerts = ReturnType<typeof createOrderAlerts>;
