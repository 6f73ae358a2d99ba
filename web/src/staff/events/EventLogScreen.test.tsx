import type { LoggedEvent } from '@konyha/domain/events/event-types';
import { localDay } from '@konyha/domain/restaurant/local-time';
import { anEvent as aLoggedEvent } from '@konyha/domain/testing/event.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { stubApi } from '../shared/testApi.ts';
import { EventLogScreen } from './EventLogScreen.tsx';

let nextId = 1;
const anEvent = (overrides: Partial<LoggedEvent>): LoggedEvent =>
  aLoggedEvent({ id: nextId++, ...overrides });
const setting = (eventType: LoggedEvent['eventType'], from: unknown, to: unknown) =>
  anEvent({ eventType, change: { from, to } as LoggedEvent['change'] });

const events: LoggedEvent[] = [
  anEvent({ order: { id: 41 }, orderStateFrom: 'NEW', orderStateTo: 'PREPARING' }),
  setting(
    'OPENING_HOURS',
    { SATURDAY: [{ from: '11:00', to: '22:00' }] },
    { SATURDAY: [{ from: '12:00', to: '23:00' }] },
  ),
  setting(
    'SLOT_CAPACITY',
    { capacityPerSlot: null, capacityByWeekday: {} },
    { capacityPerSlot: 5, capacityByWeekday: { FRIDAY: 3 } },
  ),
  setting(
    'BUSY_MODE',
    { extraMinutes: null, extraUntil: null, pausedUntil: null },
    { extraMinutes: null, extraUntil: null, pausedUntil: '2026-11-21T19:30:00+01:00' },
  ),
  setting('MIN_ORDER_VALUE', 2000, 3000),
  setting(
    'SPECIAL_DATES',
    [],
    [{ date: '2026-12-31', label: 'Szilveszter', labelEnglish: "New Year's Eve", intervals: [] }],
  ),
  setting(
    'PRINTERS',
    [],
    [{ name: 'Konyha', host: '192.168.1.50', port: 9100, tickets: true, slips: false }],
  ),
  setting(
    'VAT_RATES',
    { rates: [27, 18, 5, 0], deliveryRate: 27 },
    { rates: [27, 18, 5, 0, 12], deliveryRate: 12 },
  ),
  setting(
    'PAYMENT_METHODS',
    { methods: ['CASH', 'CREDIT_CARD'], cardPaymentMinutes: 15, szepPaymentMinutes: 30 },
    {
      methods: ['CASH', 'CREDIT_CARD', 'CREDIT_CARD_ONLINE'],
      cardPaymentMinutes: 20,
      szepPaymentMinutes: 30,
    },
  ),
  anEvent({ eventType: 'LATE_PAYMENT', user: null, order: { id: 57 }, note: 'REVIVED' }),
  anEvent({ eventType: 'LATE_PAYMENT', user: null, order: { id: 58 }, note: 'REFUNDED' }),
  anEvent({ order: { id: 43 }, orderStateFrom: 'PREPARING', orderStateTo: 'READY' }),
];

/** The texts of a row's cells, in column order. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function showLog() {
  stubApi((url) => (url === `/api/event/${localDay(new Date())}` ? { body: events } : undefined));
  renderWithProviders(<EventLogScreen />, { user: staffUser });
  return (await screen.findAllByRole('row')).slice(1);
}

describe('event log', () => {
  it('shows settings changes from → to, with no order', async () => {
    const [order, hours, capacity, pause, minimum, special, printers, vat] = await showLog();
    expect(cells(order as HTMLElement)).toEqual(['18:05', 'Kovács Anna', '#41', 'Állapot', 'Új → Készül']);
    expect(cells(hours as HTMLElement)).toEqual([
      '18:05',
      'Kovács Anna',
      '',
      'Nyitvatartás',
      'Szombat: 11:00–22:00 → 12:00–23:00',
    ]);
    expect(cells(capacity as HTMLElement)[4]).toBe('Kapacitás: nincs korlát → 5; Péntek: mint általában → 3');
    expect(cells(pause as HTMLElement)[4]).toBe('Szünet 19:30-ig');
    expect(cells(minimum as HTMLElement)[4]).toBe(
      'Minimális rendelési érték: 2\u00a0000\u00a0Ft → 3\u00a0000\u00a0Ft',
    );
    expect(cells(special as HTMLElement)[4]).toBe('2026-12-31: – → Szilveszter, zárva');
    expect(cells(printers as HTMLElement)[4]).toBe('Nyomtatók: – → Konyha 192.168.1.50:9100 (Konyhai jegy)');
    expect(cells(vat as HTMLElement).slice(3)).toEqual([
      'ÁFA-kulcsok',
      'ÁFA-kulcsok: 27\u00a0%, 18\u00a0%, 5\u00a0%, 0\u00a0% (kiszállítás 27\u00a0%) → ' +
        '27\u00a0%, 18\u00a0%, 5\u00a0%, 0\u00a0%, 12\u00a0% (kiszállítás 12\u00a0%)',
    ]);
  });

  it('shows the kitchen\'s "Ready" as a state change (issue 33)', async () => {
    const ready = (await showLog()).find((row) => within(row).queryByText('#43'));
    expect(cells(ready as HTMLElement).slice(2)).toEqual([
      '#43',
      'Állapot',
      'Készül → Elkészült, futárra vár',
    ]);
  });

  it('shows a change of the payment methods and online payments that came too late (issue 27)', async () => {
    const [payments, revived, refunded] = (await showLog()).slice(8);
    expect(cells(payments as HTMLElement).slice(3)).toEqual([
      'Fizetési módok',
      'Fizetési módok: Készpénz, Bankkártya átvételkor → Készpénz, Bankkártya átvételkor, Online bankkártya; ' +
        'Várakozás online bankkártyára: 15 perc → 20 perc',
    ]);
    expect(cells(revived as HTMLElement)).toEqual([
      '18:05',
      'Rendszer',
      '#57',
      'Késve érkezett fizetés',
      'A fizetés a rendelés megszűnése után érkezett: a rendelés újra él',
    ]);
    expect(cells(refunded as HTMLElement)[4]).toBe(
      'A fizetés a rendelés megszűnése után érkezett: visszautaltuk a vendégnek',
    );

    await i18n.changeLanguage('en');
    await waitFor(() => expect(cells(payments as HTMLElement)[3]).toBe('Payment methods'));
    expect(cells(payments as HTMLElement)[4]).toBe(
      'Payment methods: Cash, Card on delivery → Cash, Card on delivery, Online card; ' +
        'Wait for an online card: 15 min → 20 min',
    );
    expect(cells(revived as HTMLElement).slice(3)).toEqual([
      'Late payment',
      'The payment arrived after the order was given up: the order is back on',
    ]);
    expect(cells(refunded as HTMLElement)[4]).toBe(
      'The payment arrived after the order was given up: it was sent back to the guest',
    );
  });

  it('tells the changes in English too', async () => {
    await i18n.changeLanguage('en');
    const [, hours, , pause, minimum, special, printers, vat] = await showLog();
    expect(cells(hours as HTMLElement)[4]).toBe('Saturday: 11:00–22:00 → 12:00–23:00');
    expect(cells(pause as HTMLElement)[4]).toBe('Paused until 19:30');
    expect(cells(minimum as HTMLElement)[4]).toBe('Minimum order value: 2,000\u00a0Ft → 3,000\u00a0Ft');
    expect(cells(special as HTMLElement)[4]).toBe("2026-12-31: – → New Year's Eve, closed");
    expect(cells(printers as HTMLElement)[4]).toBe('Printers: – → Konyha 192.168.1.50:9100 (Kitchen ticket)');
    expect(cells(vat as HTMLElement).slice(3)).toEqual([
      'VAT rates',
      'VAT rates: 27%, 18%, 5%, 0% (delivery 27%) → 27%, 18%, 5%, 0%, 12% (delivery 12%)',
    ]);
  });
});
