// The five staff tablets: each a login of the shop assistant with its own push device and live channel to one
// instance. They hear new orders, accept them within the evening's 30 s (one tablet per order), change the orders
// the mix says, hand over the invoiced door-paid ones, and take phone orders. A tablet whose instance dies connects
// to one that answers a second later and reads today's orders again, as the dashboard does.
import { Client } from '@stomp/stompjs';
import { staffToken } from '../requests.ts';
import { type Evening, type OrderRole, type Placed, pause, wallMs } from './evening.ts';
import { assistant } from './setup.ts';

interface StaffOrder {
  id: number;
  state: string;
  email: string;
  version: number;
  acknowledgedAt: string | null;
  preOrderDate: string | null;
}

interface Tablet {
  index: number;
  token: string;
  client?: Client;
  closing: boolean;
}

export async function openTablets(evening: Evening, changedProducts: unknown[]) {
  const { size, instances, standins, log } = evening;
  const tablets: Tablet[] = [];
  const devices: string[] = [];
  const accepting = new Map<number, Promise<void>>();
  const byOrder = (id: number) => log.placed.find((p) => p.orderId === id);

  /** A staff call from `tablet` on its instance, or on the other one while its own is down. */
  async function call(tablet: Tablet, method: string, path: string, body?: unknown): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetch(`${instances.alive(tablet.index).origin}/api${path}`, {
          method,
          headers: { authorization: `Bearer ${tablet.token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        if (attempt >= 40) throw error;
        await pause(500);
      }
    }
  }

  const today = async (tablet: Tablet) =>
    ((await (await call(tablet, 'GET', '/order/today')).json()) as { orders: StaffOrder[] }).orders;

  /** What follows an accepted order on the tablet: the change the guest asked for, handing over an invoiced one. */
  async function afterAccept(tablet: Tablet, placed: Placed) {
    if (placed.role.change) {
      await pause(wallMs(size, 10));
      const order = (await today(tablet)).find((o) => o.id === placed.orderId);
      const changed = await call(tablet, 'PUT', `/order/${placed.orderId}/content`, {
        version: order?.version,
        products: changedProducts,
        reason: 'A vendég telefonált: egy adag elég',
      });
      if (changed.ok) log.changed.add(placed.orderId);
      else log.staffErrors.push(`change of #${placed.orderId}: ${changed.status} ${await changed.text()}`);
    }
    if (placed.role.invoice && !placed.role.payment.endsWith('_ONLINE')) {
      await pause(wallMs(size, 20));
      const handed = await call(tablet, 'PUT', '/order/order', {
        id: placed.orderId,
        state: 'DELIVERED',
        payed: true,
      });
      if (handed.ok) log.delivered.add(placed.orderId);
      else log.staffErrors.push(`delivering #${placed.orderId}: ${handed.status} ${await handed.text()}`);
    }
  }

  /**
   * The order's tablet accepts it 10–25 seconds (of the evening) after hearing it: within 30 s, and after the ladder's
   * push at 0 s has gone out even when the instance that was to send it has just died (another fires it within 1 s).
   */
  function accept(tablet: Tablet, order: StaffOrder) {
    if (accepting.has(order.id) || order.state !== 'NEW' || order.acknowledgedAt !== null) return;
    const work = (async () => {
      await pause(wallMs(size, 10 + ((order.id * 7) % 15)));
      const body = order.preOrderDate === null ? { minutes: 30 } : {};
      const answer = await call(tablet, 'POST', `/order/${order.id}/accept`, body);
      const placed = byOrder(order.id);
      if (answer.ok && placed) log.acceptedAfter.set(order.id, performance.now() - placed.countsFrom);
      // 409: another tablet decided first.
      if (!answer.ok && answer.status !== 409)
        log.staffErrors.push(`accepting #${order.id}: ${answer.status} ${await answer.text()}`);
      if (answer.ok && placed) await afterAccept(tablet, placed);
    })().catch((error: unknown) => void log.staffErrors.push(`accepting #${order.id}: ${error}`));
    accepting.set(order.id, work);
  }

  function heard(tablet: Tablet, order: StaffOrder, live: boolean) {
    if (!log.firstHeard.has(order.id)) {
      log.firstHeard.set(order.id, performance.now());
      if (!live) log.heardByRefetchOnly.add(order.id);
    } else if (live) log.heardByRefetchOnly.delete(order.id);
    if (order.id % tablets.length === tablet.index) accept(tablet, order);
  }

  function connect(tablet: Tablet): Promise<void> {
    const instance = instances.alive(tablet.index);
    const client = new Client({
      brokerURL: `${instance.origin.replace('http', 'ws')}/api/order-notification-websocket`,
      connectHeaders: { Authorization: `Bearer ${tablet.token}` },
      reconnectDelay: 0,
    });
    tablet.client = client;
    return new Promise((resolve, reject) => {
      client.onConnect = () => {
        const receipt = `tablet-${tablet.index}`;
        client.watchForReceipt(receipt, () => resolve());
        client.subscribe(
          '/notification/order',
          (message) => heard(tablet, JSON.parse(message.body) as StaffOrder, true),
          { receipt },
        );
      };
      client.onStompError = (frame) => reject(new Error(frame.headers.message));
      client.onWebSocketClose = () => {
        if (tablet.closing || tablet.client !== client) return;
        // The dashboard connects again, then reads today's orders for what it missed meanwhile.
        void pause(1000)
          .then(() => connect(tablet))
          .then(() => refetch(tablet))
          .catch((error: unknown) => log.staffErrors.push(`tablet ${tablet.index}: ${error}`));
      };
      client.activate();
    });
  }

  async function refetch(tablet: Tablet) {
    for (const order of await today(tablet)) if (byOrder(order.id)) heard(tablet, order, false);
  }

  for (let index = 0; index < size.tablets; index++) {
    const tablet: Tablet = {
      index,
      token: await staffToken(instances.alive(0).origin, assistant),
      closing: false,
    };
    const { id, subscription } = standins.push.newDevice();
    devices.push(id);
    const subscribed = await call(tablet, 'POST', '/push/subscriptions', {
      ...subscription,
      label: `Tablet ${index + 1}`,
    });
    if (subscribed.status !== 201) throw new Error(`a tablet's push device: ${subscribed.status}`);
    tablets.push(tablet);
    await connect(tablet);
  }

  return {
    /**
     * A phone order taken on a tablet (accepted as it is taken); when no answer comes the list is read before taking
     * it again. The tablet then follows it up as an accepted web order.
     */
    async takePhoneOrder(
      n: number,
      role: OrderRole,
      body: Record<string, unknown>,
    ): Promise<Placed | undefined> {
      const tablet = tablets[n % tablets.length] as Tablet;
      const email = body.email as string;
      let orderId: number | undefined;
      for (let attempt = 0; attempt < 20 && orderId === undefined; attempt++) {
        try {
          const answer = await fetch(`${instances.alive(tablet.index).origin}/api/order/phone`, {
            method: 'POST',
            headers: { authorization: `Bearer ${tablet.token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (!answer.ok) {
            log.orderErrors.push(`phone order ${n}: ${answer.status} ${await answer.text()}`);
            return undefined;
          }
          orderId = ((await answer.json()) as { orders: StaffOrder[] }).orders[0]?.id;
        } catch {
          log.failovers += 1;
          await pause(500);
          orderId = (await today(tablet)).find((order) => order.email === email)?.id;
        }
      }
      if (orderId === undefined) return undefined;
      const placed: Placed = { n, role, orderId, email, countsFrom: performance.now() };
      log.placed.push(placed);
      accepting.set(
        orderId,
        afterAccept(tablet, placed).catch(
          (error: unknown) => void log.staffErrors.push(`#${orderId}: ${error}`),
        ),
      );
      return placed;
    },
    /** Waits for the tablets' work, then has them read the list once more and accept what is still waiting. */
    async settle() {
      for (let round = 0; round < 3; round++) {
        await Promise.all(accepting.values());
        for (const tablet of tablets) await refetch(tablet);
      }
      await Promise.all(accepting.values());
    },
    /** The tablets' push devices. */
    devices,
    async close() {
      for (const tablet of tablets) {
        tablet.closing = true;
        await tablet.client?.deactivate();
      }
    },
  };
}
export type Tablets = Awaited<ReturnType<typeof openTablets>>;
