import {
  type AlertOrder,
  alertSettingsFor,
  autoRejectsAt,
  escalatesAt,
  isUnacknowledged,
  pausesAt,
  preOrderRingsAt,
  pushesAt,
} from '@konyha/domain/orders/order-alerts';
import type { AlertSettings, AlertSettingsInput } from '@konyha/domain/orders/order-decisions.schemas';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Timers } from '../../platform/timers/timers.service.ts';
import type { OrderEvents } from '../order/order.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { type LadderDeps, ladderTimers, registerLadder } from './escalation-ladder.ts';

export interface AlertsDeps extends LadderDeps {
  database: Database;
  timers: Timers;
  settings: SettingsService;
  /** The order module's announcements: an order counting starts its timers, a decision withdraws its pushes. */
  events: Pick<OrderEvents, 'on'>;
}

type WaitingOrder = AlertOrder & { id: number };

/**
 * What keeps an order from being missed (issues 12 and 32): the escalation ladder (ring on every dashboard → push to
 * every staff device → push and mail to the managers → optionally pause ordering and reject the order), automatic
 * rejection and a pre-order's second ringing, each a timer in the database set when the order counts, re-timed
 * when the settings change, and harmless when it fires for an order decided meanwhile.
 */
export function createAlertsService(deps: AlertsDeps) {
  const { database, timers, settings, events, orders, push } = deps;
  registerLadder(deps);

  /** Sets (or moves, or drops) each timer of the order for these settings. */
  async function schedule(tx: Queryable, order: WaitingOrder, alerts: AlertSettings) {
    const waiting = isUnacknowledged(order);
    await timers.plan(tx, order.id, [
      [ladderTimers.push, waiting ? pushesAt(order, alerts) : null],
      [ladderTimers.managers, waiting ? escalatesAt(order, alerts) : null],
      [ladderTimers.pause, waiting ? pausesAt(order, alerts) : null],
      [ladderTimers.autoReject, waiting ? autoRejectsAt(order, alerts) : null],
      [ladderTimers.preOrderAlert, order.state === 'NEW' ? preOrderRingsAt(order, alerts) : null],
    ]);
  }

  events.on('counted', async (tx, { orderId, order }) => {
    await schedule(tx, { ...order, id: orderId }, await settings.alerts(tx));
    // The push step is often due at once (pushAfterSeconds 0): the timers look at commit, not at their next poll.
    await timers.wakeAll(tx);
  });
  // Someone decided: the devices that were told of the order hear that nothing is left to do.
  events.on('decided', (tx, { orderId, outcome }) => push.withdraw(tx, orderId, outcome));

  return {
    read: () => settings.alerts(),

    /** Saves the settings and re-times the timers of every order still NEW, in one transaction. */
    change: (input: AlertSettingsInput) =>
      database.db.transaction(async (tx) => {
        const values = alertSettingsFor(input, await settings.alerts(tx));
        if ('field' in values) throw new AppError('VALIDATION_ERROR', values.message, values.field);
        const alerts = await settings.setAlerts(tx, values);
        for (const row of await orders.waitingRows(tx)) await schedule(tx, row, alerts);
        await timers.wakeAll(tx);
        return alerts;
      }),
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
