import { ntakTime } from '@konyha/domain/accounting/ntak-order';
import type { DayClose } from '@konyha/domain/day-close/day-close.schemas';
import { isRefused } from '@konyha/domain/orders/order-states';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountingApp } from '../../../test/accounting-app.ts';
import { orders } from '../../db/schema/index.ts';

const t = useAccountingApp();
const day = '2026-11-20';
const ntakOf = async () => {
  const response = await t.download(`/api/export/ntak/${day}.json`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const staffRequest = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  t.app.inject({ method, url, payload, headers: t.staff.manager });

/** The day's orders as stored (the 21st's invoiced one left out). */
const ordersOfDay = async (invoiced: number) =>
  (await t.db.select().from(orders).where(inArray(orders.id, t.placed)).orderBy(orders.id)).filter(
    (order) => order.id !== invoiced,
  );

/** Every open order of the day accepted, handed to the courier and delivered paid, as staff do it. */
async function finishDay(invoiced: number) {
  for (const order of await ordersOfDay(invoiced)) {
    if (isRefused(order.state) || order.state === 'DELIVERED') continue;
    if (order.state === 'NEW')
      expect((await staffRequest('POST', `/api/order/${order.id}/accept`, { minutes: 45 })).statusCode).toBe(
        200,
      );
    for (const state of ['DELIVERING', 'DELIVERED'])
      expect(
        (await staffRequest('PUT', '/api/order/order', { id: order.id, state, payed: true })).statusCode,
      ).toBe(200);
  }
}

describe("NTAK's day closing and the day's close (issue 34)", () => {
  it('says a day not closed is not, and gives a closed day’s close: when, by whom, its times, totals and tips', async () => {
    const { invoiced } = await t.placeDay();
    const open = await ntakOf();
    expect(open).toMatchObject({ napiZarasKeszult: false, napiZaras: null });
    expect(open.zarasiInformaciok.osszesBorravalo).toBe(300);

    await finishDay(invoiced);
    const response = await staffRequest('POST', `/api/daily-close/${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const { closed, figures } = response.json() as DayClose;
    const served = (await ordersOfDay(invoiced)).filter((order) => !isRefused(order.state));
    const totalOf = (payments: string[]) =>
      served.filter((order) => payments.includes(order.payment)).reduce((sum, order) => sum + order.total, 0);

    const ntak = await ntakOf();
    const opening = figures.openedAt && ntakTime(new Date(figures.openedAt));
    const closing = figures.closedAt && ntakTime(new Date(figures.closedAt));
    expect(closing).not.toBeNull();
    expect(ntak.napiZarasKeszult).toBe(true);
    expect(ntak.napiZaras).toMatchObject({
      lezarasIdopontja: ntakTime(new Date(closed?.at ?? 0)),
      lezarta: closed?.by,
      nyitasIdopontja: opening,
      zarasIdopontja: closing,
      vegosszegHUF: totalOf(['CASH', 'CREDIT_CARD', 'SZEP_CARD', 'CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE']),
      osszesBorravalo: 300,
      kihagyottRendelesek: { REJECTED: 1, CANCELLED: 0 },
      bizonylatok: { szamlak: 0, nyugtak: 0, sztornok: 0, sikertelenek: 0 },
    });
    expect(ntak.napiZaras.fizetesiModok).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fizetesiMod: 'KESZPENZHUF',
          osszegHUF: totalOf(['CASH']),
          borravaloHUF: 0,
        }),
        expect.objectContaining({
          fizetesiMod: 'BANKKARTYA',
          osszegHUF: totalOf(['CREDIT_CARD']),
          borravaloHUF: 300,
        }),
        expect.objectContaining({ fizetesiMod: 'SZEPKARTYA', osszegHUF: totalOf(['SZEP_CARD']) }),
      ]),
    );
    // NTAK's own closing takes the close's opening, last delivery and tips.
    expect(ntak.zarasiInformaciok).toMatchObject({
      nyitasIdopontja: opening,
      zarasIdopontja: closing,
      osszesBorravalo: 300,
    });
  });
});
