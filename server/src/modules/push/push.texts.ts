import type { Language } from '@konyha/domain/common/language';
import { formatForint } from '@konyha/domain/common/money';
import type { PushPayload } from '@konyha/domain/push/push.schemas';
import { localDay, localTime } from '@konyha/domain/restaurant/local-time';

/** What a push is about; the order notices name the order by number only (never the guest). */
export type PushNotice =
  | { kind: 'new-order'; orderId: number; total: number; preOrderDate: Date | null }
  | { kind: 'pre-order'; orderId: number; preOrderDate: Date }
  | { kind: 'overdue'; orderId: number; waitingMinutes: number }
  /** Ordering paused by the ladder, the order rejected. */
  | { kind: 'paused'; orderId: number; pauseMinutes: number }
  | { kind: 'channel-down' }
  | { kind: 'test' };

/** How someone decided an order: the silent replacement of its notification says so. */
export type WithdrawOutcome = 'accepted' | 'rejected' | 'started' | 'cancelled';

/** The notices and the decision as one: what a payload is made from. */
export type PushText = PushNotice | { kind: 'decided'; orderId: number; outcome: WithdrawOutcome };

type Words = { title: string; body: string };

// The Hungarian texts put no case ending on a number or a time (#12-t, 12:30-ra): which ending fits depends on how
// the number is read, so the sentences are built around them.
const texts = {
  hu: {
    newOrder: (id: number, total: string, preOrder: string | null): Words => ({
      title: `Új rendelés #${id} — ${total}`,
      body: preOrder ? `Előrendelés, időpont: ${preOrder}` : 'Fogadd el vagy utasítsd el a pultnál.',
    }),
    preOrder: (id: number, at: string): Words => ({
      title: `Előrendelés #${id}`,
      body: `Időpont: ${at} — ideje elkezdeni.`,
    }),
    overdue: (id: number, minutes: number): Words => ({
      title: `#${id}: senki nem fogadta el`,
      body: `A #${id} rendelés ${minutes} perce vár — senki nem fogadta el.`,
    }),
    paused: (id: number, minutes: number): Words => ({
      title: 'A rendelés szünetel',
      body: `Rendelés szünetel ${minutes} percig; a #${id} rendelést elutasítottuk.`,
    }),
    channelDown: {
      title: 'Nincs élő kapcsolat',
      body: 'Ez az eszköz nem kap élő rendeléseket — nyisd meg a pultot.',
    },
    test: {
      title: 'Konyha teszt értesítés',
      body: 'Ha ezt látod, az értesítések működnek ezen az eszközön.',
    },
    decided: (id: number, outcome: WithdrawOutcome): Words => ({
      title: `#${id} ${{ accepted: 'elfogadva', rejected: 'elutasítva', started: 'elkezdve', cancelled: 'lemondva' }[outcome]} — nincs teendő`,
      body: 'Valaki már döntött a rendelésről.',
    }),
  },
  en: {
    newOrder: (id: number, total: string, preOrder: string | null): Words => ({
      title: `New order #${id} — ${total}`,
      body: preOrder ? `Pre-order for ${preOrder}` : 'Accept or reject it on the dashboard.',
    }),
    preOrder: (id: number, at: string): Words => ({
      title: `Pre-order #${id}`,
      body: `Due at ${at} — time to start.`,
    }),
    overdue: (id: number, minutes: number): Words => ({
      title: `#${id}: nobody has accepted it`,
      body: `Order #${id} has waited ${minutes} minutes — nobody has accepted it.`,
    }),
    paused: (id: number, minutes: number): Words => ({
      title: 'Ordering paused',
      body: `Ordering is paused for ${minutes} minutes; order #${id} was rejected.`,
    }),
    channelDown: {
      title: 'No live connection',
      body: 'This device is not receiving live orders — open the dashboard.',
    },
    test: {
      title: 'Konyha test notification',
      body: 'If you see this, notifications work on this device.',
    },
    decided: (id: number, outcome: WithdrawOutcome): Words => ({
      title: `#${id} ${outcome} — nothing to do`,
      body: 'Someone has already decided on this order.',
    }),
  },
} satisfies Record<Language, unknown>;

/** A time staff read: HH:mm in Budapest, with the day when it is not today. */
const staffTime = (at: Date, now: Date) =>
  localDay(at) === localDay(now) ? localTime(at) : `${localDay(at)} ${localTime(at)}`;

function words(text: PushText, language: Language, now: Date): Words {
  const t = texts[language];
  switch (text.kind) {
    case 'new-order': {
      const preOrder = text.preOrderDate && staffTime(text.preOrderDate, now);
      return t.newOrder(text.orderId, formatForint(text.total, language), preOrder);
    }
    case 'pre-order':
      return t.preOrder(text.orderId, staffTime(text.preOrderDate, now));
    case 'overdue':
      return t.overdue(text.orderId, text.waitingMinutes);
    case 'paused':
      return t.paused(text.orderId, text.pauseMinutes);
    case 'channel-down':
      return t.channelDown;
    case 'test':
      return t.test;
    case 'decided':
      return t.decided(text.orderId, text.outcome);
  }
}

/**
 * The payload the staff app's service worker shows. An order's notifications share the tag `order-<id>`, so each
 * replaces the one before on the device; they ring, stay until dismissed and ring again when replaced, except the
 * decision's, which replaces the alert silently.
 */
export function pushPayload(text: PushText, language: Language, now: Date): PushPayload {
  const { title, body } = words(text, language, now);
  if ('orderId' in text) {
    const alarm = text.kind !== 'decided';
    return {
      title,
      body,
      tag: `order-${text.orderId}`,
      url: `/dashboard/current-orders#order-${text.orderId}`,
      silent: !alarm,
      requireInteraction: alarm,
      renotify: alarm,
    };
  }
  const channel = text.kind === 'channel-down';
  return {
    title,
    body,
    tag: channel ? 'channel' : 'test',
    url: '/dashboard',
    silent: false,
    requireInteraction: channel,
    renotify: true,
  };
}
