import { randomUUID } from 'node:crypto';
import { defaultLanguage, type Language } from '@konyha/domain/common/language';
import { maxDevicesPerUser, type PushSubscriptionInput } from '@konyha/domain/push/push.schemas';
import { can } from '@konyha/domain/users/capabilities';
import type { Role } from '@konyha/domain/users/roles';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { Database, Queryable } from '../../db/client.ts';
import { sharedSecret } from '../../db/server-secrets.ts';
import { AppError, notFound } from '../../errors.ts';
import { memo } from '../../http/memo.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { UserService } from '../user/user.service.ts';
import { endpointRefusal, keyRefusal } from './push.endpoint.ts';
import { toDevice } from './push.mapper.ts';
import * as repo from './push.repository.ts';
import { createPushSender } from './push.sender.ts';
import { type PushNotice, type PushText, pushPayload, type WithdrawOutcome } from './push.texts.ts';

export type { PushNotice, WithdrawOutcome } from './push.texts.ts';

/** A live channel's login: whose, and which (the token's `jti`, kept with the devices switched on in it). */
type LiveUser = Pick<AuthUser, 'id' | 'jti'>;

/** staff: every SHOP_ASSISTANT, MANAGER and ADMIN; managers: the MANAGERs and ADMINs. */
export type PushAudience = 'staff' | 'managers';

const inAudience: Record<PushAudience, (role: Role) => boolean> = {
  staff: (role) => can(role, 'receivePush'),
  managers: (role) => can(role, 'receivePush') && can(role, 'readAllOrders'),
};

export interface PushDeps {
  database: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Who is staff, in which role and language: the user module's door. */
  users: Pick<UserService, 'staffMembers'>;
  /** PUSH_SUBJECT: the VAPID `sub`, how a push service reaches the restaurant about its pushes. */
  subject: string;
  /** PUSH_ALLOW_LOOPBACK: subscriptions to a push service on this machine (the tests' own). */
  allowLoopback: boolean;
}

/**
 * How long a push service keeps a notification for a device that is offline, and how urgently it delivers it.
 * An order's alert is worth 15 minutes (by then the ladder has told the managers or paused ordering); a dead channel
 * 5 minutes (the device is checked again meanwhile); a test 2 minutes (someone is holding the device, waiting).
 */
function delivery(text: PushText): { ttlSeconds: number; urgency: 'high' | 'normal' } {
  if ('orderId' in text) return { ttlSeconds: 15 * 60, urgency: 'high' };
  return text.kind === 'channel-down'
    ? { ttlSeconds: 5 * 60, urgency: 'high' }
    : { ttlSeconds: 2 * 60, urgency: 'normal' };
}

/** A login's channel-down pushes share this start; each loss adds its time, so a later loss is a new event. */
const channelKeyOf = (jti: string) => `channel-down:${jti}:`;

/** The event a notice is: a device gets one push per event, however often it is announced. */
function eventKeyOf(text: PushText): string {
  switch (text.kind) {
    case 'overdue':
      return `order-${text.orderId}:overdue:${text.waitingMinutes}`;
    case 'channel-down':
    case 'test':
      return `${text.kind}:${randomUUID()}`;
    default:
      return `order-${text.orderId}:${text.kind}`;
  }
}

/**
 * Web push to staff devices (issue 32): the devices each staff member switched on, and the notifications queued for
 * them in the transaction that causes them, sent by the sender once across instances.
 */
export function createPushService({ database, clock, log, users, subject, allowLoopback }: PushDeps) {
  const db = database.db;
  // Generated once for the database and shared by every instance: a subscription is bound to this public key.
  const loaded = new Map<'keys', Promise<{ publicKey: string; privateKey: string }>>();
  const vapidKeys = () =>
    memo(loaded, 'keys', async () =>
      JSON.parse(await sharedSecret(db, 'vapid-keys', () => JSON.stringify(webPush.generateVAPIDKeys()))),
    );
  const sender = createPushSender({
    database,
    log,
    vapid: async () => ({ subject, ...(await vapidKeys()) }),
  });

  /**
   * Queues `text` for every device of `recipients` (or those of them in `only`), each in its owner's language;
   * answers the devices queued.
   */
  async function queue(
    tx: Queryable,
    recipients: { id: number; language: Language }[],
    text: PushText,
    options: { dueAt?: Date; eventKey?: string; only?: Set<number> } = {},
  ) {
    const languageOf = new Map(recipients.map((r) => [r.id, r.language]));
    const devices = await repo.devicesOf(tx, [...languageOf.keys()]);
    const eventKey = options.eventKey ?? eventKeyOf(text);
    const now = clock();
    return repo.enqueue(
      tx,
      devices
        .filter((device) => !options.only || options.only.has(device.id))
        .map((device) => ({
          subscriptionId: device.id,
          orderId: 'orderId' in text ? text.orderId : null,
          eventKey,
          payload: JSON.stringify(pushPayload(text, languageOf.get(device.userId) ?? defaultLanguage, now)),
          ...delivery(text),
          ...(options.dueAt ? { dueAt: options.dueAt } : {}),
        })),
    );
  }

  async function staffMember(tx: Queryable, userId: number) {
    return (await users.staffMembers(tx)).filter((member) => member.id === userId);
  }

  return {
    publicKey: async () => ({ publicKey: (await vapidKeys()).publicKey }),

    /** This device's subscription; the same endpoint again (re-subscribing, another login) keeps its id. */
    async subscribe(auth: AuthUser, input: PushSubscriptionInput) {
      const refusal = endpointRefusal(input.endpoint, allowLoopback) ?? keyRefusal(input.keys.p256dh);
      if (refusal) throw new AppError('VALIDATION_ERROR', refusal.message, refusal.field);
      const row = await db.transaction(async (tx) => {
        await repo.lockDevicesOf(tx, auth.id);
        if ((await repo.otherDeviceCount(tx, auth.id, input.endpoint)) >= maxDevicesPerUser) {
          throw new AppError(
            'TOO_MANY_DEVICES',
            `At most ${maxDevicesPerUser} devices get notifications; remove one first`,
          );
        }
        return repo.saveSubscription(tx, {
          userId: auth.id,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          label: input.label,
          sessionId: auth.jti,
        });
      });
      return toDevice(row);
    },

    async devices(auth: AuthUser) {
      return (await repo.devicesOf(db, [auth.id])).map(toDevice);
    },

    async unsubscribe(auth: AuthUser, id: number) {
      if (!(await repo.deleteDevice(db, auth.id, id))) throw notFound('Device');
    },

    /** A test notification to every device of the caller (409 NO_DEVICES without one). */
    async test(auth: AuthUser) {
      const devices = await db.transaction(async (tx) =>
        queue(tx, await staffMember(tx, auth.id), { kind: 'test' }),
      );
      if (devices === 0) throw new AppError('NO_DEVICES', 'No device of yours gets notifications yet');
      return { devices };
    },

    /** One push per device of everyone in `audience`, in each one's language; answers the devices queued. */
    async notify(tx: Queryable, audience: PushAudience, notice: PushNotice): Promise<number> {
      const members = (await users.staffMembers(tx)).filter((member) => inAudience[audience](member.role));
      return queue(tx, members, notice);
    },

    /**
     * A dashboard's live channel died unawares (its socket closed without DISCONNECT, or its heart-beats stopped): the
     * device switched on in that login (`jti`) hears at `dueAt` that no orders reach it live, unless the dashboard
     * connects again first (`channelBack`). Answers the devices queued (none: that login switched no device on).
     */
    channelLost: (user: LiveUser, dueAt: Date): Promise<number> =>
      db.transaction(async (tx) => {
        const devices = (await repo.devicesOf(tx, [user.id])).filter((d) => d.sessionId === user.jti);
        if (devices.length === 0) return 0;
        const eventKey = `${channelKeyOf(user.jti)}${dueAt.getTime()}`;
        const only = new Set(devices.map((device) => device.id));
        return queue(tx, await staffMember(tx, user.id), { kind: 'channel-down' }, { dueAt, eventKey, only });
      }),

    /** That login's dashboard is connected again: its channel-down push, if not sent yet, is dropped. */
    channelBack: (user: LiveUser) => repo.deleteUnsent(db, user.id, channelKeyOf(user.jti)),

    /**
     * Someone decided the order: its unsent pushes go, and every device that got one (or is getting one) gets a
     * silent notification with the same tag in its place ("#12 accepted — nothing to do").
     */
    async withdraw(tx: Queryable, orderId: number, outcome: WithdrawOutcome) {
      const text = { kind: 'decided', orderId, outcome } as const;
      const reached = await repo.withdrawOrder(tx, orderId, eventKeyOf(text));
      if (reached.length === 0) return;
      const owners = new Set(reached.map((device) => device.userId));
      const recipients = (await users.staffMembers(tx)).filter((member) => owners.has(member.id));
      await queue(tx, recipients, text, { only: new Set(reached.map((device) => device.id)) });
    },

    /** Logout (only the devices of that login, `sessionId`) or losing the dashboard (every device). */
    forgetDevices: (tx: Queryable, userId: number, sessionId?: string) =>
      repo.deleteDevicesOf(tx, userId, sessionId),

    start: () => sender.start(),
    stop: () => sender.stop(),
    drain: () => sender.drain(),
  };
}

export type PushService = ReturnType<typeof createPushService>;
