import { instantOf } from '@konyha/domain/restaurant/local-time';
import { describe, expect, it } from 'vitest';
import { type PushText, pushPayload } from './push.texts.ts';

const now = instantOf('2026-11-27', '11:40');
const slot = instantOf('2026-11-27', '12:30');

describe('a push in the staff member’s language', () => {
  it.each<[PushText, string, string, string]>([
    [
      { kind: 'new-order', orderId: 12, total: 5400, preOrderDate: null },
      'hu',
      'Új rendelés #12 — 5\u00a0400\u00a0Ft',
      'Fogadd el vagy utasítsd el a pultnál.',
    ],
    [
      { kind: 'new-order', orderId: 12, total: 5400, preOrderDate: instantOf('2026-11-28', '12:30') },
      'en',
      'New order #12 — 5,400\u00a0Ft',
      'Pre-order for 2026-11-28 12:30',
    ],
    [
      { kind: 'pre-order', orderId: 12, preOrderDate: slot },
      'hu',
      'Előrendelés #12',
      'Időpont: 12:30 — ideje elkezdeni.',
    ],
    [
      { kind: 'overdue', orderId: 12, waitingMinutes: 4 },
      'hu',
      '#12: senki nem fogadta el',
      'A #12 rendelés 4 perce vár — senki nem fogadta el.',
    ],
    [
      { kind: 'paused', orderId: 12, pauseMinutes: 30 },
      'hu',
      'A rendelés szünetel',
      'Rendelés szünetel 30 percig; a #12 rendelést elutasítottuk.',
    ],
    [
      { kind: 'paused', orderId: 12, pauseMinutes: 30 },
      'en',
      'Ordering paused',
      'Ordering is paused for 30 minutes; order #12 was rejected.',
    ],
    [
      { kind: 'decided', orderId: 12, outcome: 'accepted' },
      'hu',
      '#12 elfogadva — nincs teendő',
      'Valaki már döntött a rendelésről.',
    ],
    [
      { kind: 'channel-down' },
      'hu',
      'Nincs élő kapcsolat',
      'Ez az eszköz nem kap élő rendeléseket — nyisd meg a pultot.',
    ],
    [
      { kind: 'test' },
      'hu',
      'Konyha teszt értesítés',
      'Ha ezt látod, az értesítések működnek ezen az eszközön.',
    ],
  ])('%o in %s', (text, language, title, body) => {
    expect(pushPayload(text, language as 'hu' | 'en', now)).toMatchObject({ title, body });
  });

  it("tags an order's notices with the order and opens it; they ring and stay, the decision's silently replaces them", () => {
    const alert = pushPayload({ kind: 'overdue', orderId: 7, waitingMinutes: 3 }, 'en', now);
    expect(alert).toMatchObject({ tag: 'order-7', url: '/dashboard/current-orders#order-7', silent: false });
    expect(alert).toMatchObject({ requireInteraction: true, renotify: true });
    const decided = pushPayload({ kind: 'decided', orderId: 7, outcome: 'rejected' }, 'en', now);
    expect(decided).toMatchObject({ tag: 'order-7', title: '#7 rejected — nothing to do', silent: true });
    expect(decided).toMatchObject({ requireInteraction: false, renotify: false });
    expect(pushPayload({ kind: 'channel-down' }, 'en', now)).toMatchObject({
      tag: 'channel',
      url: '/dashboard',
      requireInteraction: true,
    });
    expect(pushPayload({ kind: 'test' }, 'en', now)).toMatchObject({ tag: 'test', url: '/dashboard' });
  });
});
