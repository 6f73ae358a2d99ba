import { describe, expect, it } from 'vitest';
import type { DayCloseFigures } from '../day-close/day-close.schemas.ts';
import { ntakDay } from './ntak-day.ts';
import { beer, exportOrder, soup } from './testing.ts';

describe('ntakDay', () => {
  it('closes the day with the count and totals per payment type, leaving refused orders out', () => {
    const cash = exportOrder([soup], {
      id: 1,
      placedAt: new Date('2026-11-24T10:00:00Z'),
      readyAt: null,
      tip: 300,
    });
    const szep = exportOrder([beer], {
      id: 2,
      payment: 'SZEP_CARD_ONLINE',
      placedAt: new Date('2026-11-24T19:00:00Z'),
      tip: 150,
    });
    const rejected = exportOrder([beer], { id: 3, state: 'REJECTED', tip: 1000 });
    const day = ntakDay('2026-11-24', [cash, szep, rejected]);
    expect(day.rendelesOsszesitok.map((order) => order.rmsRendelesAzonosito)).toEqual(['1', '2']);
    expect(day.zarasiInformaciok).toEqual({
      targynap: '2026-11-24',
      targynapBesorolasa: 'NORMAL_NAP',
      nyitasIdopontja: '2026-11-24T11:00:00+01:00',
      zarasIdopontja: '2026-11-24T20:00:00+01:00',
      // The couriers' tips of the orders served, outside their totals (issue 34).
      osszesBorravalo: 450,
    });
    expect(day.napiOsszesito).toEqual({
      rendelesekSzama: 2,
      vegosszegHUF: cash.total + szep.total,
      fizetesiModok: [
        { fizetesiMod: 'KESZPENZHUF', rendelesekSzama: 1, osszegHUF: cash.total },
        { fizetesiMod: 'SZEPKARTYA', rendelesekSzama: 1, osszegHUF: szep.total },
      ],
      kihagyottRendelesek: { REJECTED: 1, CANCELLED: 0 },
    });
    expect(day.megjegyzes).toMatch(/not submit/);
  });

  it('marks a day without orders as a day without turnover', () => {
    expect(ntakDay('2026-11-25', []).zarasiInformaciok).toMatchObject({
      targynapBesorolasa: 'FORGALOM_NELKULI_NAP',
      nyitasIdopontja: null,
    });
  });
});

describe('ntakDay of a closed day', () => {
  const cash = exportOrder([soup], { id: 1, placedAt: new Date('2026-11-24T10:00:00Z'), tip: 300 });
  const card = exportOrder([beer], { id: 2, payment: 'CREDIT_CARD', tip: 200 });
  const online = exportOrder([soup], { id: 3, payment: 'CREDIT_CARD_ONLINE' });
  const figures: DayCloseFigures = {
    ordered: [
      { payment: 'CASH', orders: 1, amount: cash.total, tips: 300 },
      { payment: 'CREDIT_CARD', orders: 1, amount: card.total, tips: 200 },
      { payment: 'CREDIT_CARD_ONLINE', orders: 1, amount: online.total, tips: 0 },
    ],
    couriers: [],
    online: { orders: 1, amount: online.total, tips: 0, refunded: 0 },
    refused: { rejected: 2, cancelled: 1 },
    documents: { invoices: 1, receipts: 2, reversals: 0, failed: 1 },
    openedAt: '2026-11-24T10:00:00.000Z',
    closedAt: '2026-11-24T20:41:00.000Z',
  };
  const close = { at: '2026-11-24T21:30:00.000Z', by: 'Major Mária', figures };

  it('closes with the close: its opening, its last delivery and its tips, per NTAK payment type', () => {
    const day = ntakDay('2026-11-24', [cash, card, online], close);
    expect(day.zarasiInformaciok).toMatchObject({
      nyitasIdopontja: '2026-11-24T11:00:00+01:00',
      zarasIdopontja: '2026-11-24T21:41:00+01:00',
      osszesBorravalo: 500,
    });
    expect(day.napiZarasKeszult).toBe(true);
    expect(day.napiZaras).toEqual({
      lezarasIdopontja: '2026-11-24T22:30:00+01:00',
      lezarta: 'Major Mária',
      nyitasIdopontja: '2026-11-24T11:00:00+01:00',
      zarasIdopontja: '2026-11-24T21:41:00+01:00',
      vegosszegHUF: cash.total + card.total + online.total,
      osszesBorravalo: 500,
      // A bank card at the door and online are one NTAK payment type.
      fizetesiModok: [
        { fizetesiMod: 'KESZPENZHUF', rendelesekSzama: 1, osszegHUF: cash.total, borravaloHUF: 300 },
        {
          fizetesiMod: 'BANKKARTYA',
          rendelesekSzama: 2,
          osszegHUF: card.total + online.total,
          borravaloHUF: 200,
        },
      ],
      kihagyottRendelesek: { REJECTED: 2, CANCELLED: 1 },
      bizonylatok: { szamlak: 1, nyugtak: 2, sztornok: 0, sikertelenek: 1 },
    });
  });

  it('says a day not closed is not, with its closing estimated from the orders', () => {
    const day = ntakDay('2026-11-24', [cash, card, online]);
    expect(day).toMatchObject({ napiZarasKeszult: false, napiZaras: null });
    expect(day.zarasiInformaciok.osszesBorravalo).toBe(500);
  });
});
