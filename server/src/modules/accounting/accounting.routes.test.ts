import { text } from 'node:stream/consumers';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { isRefused } from '@konyha/domain/orders/order-states';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountingApp } from '../../../test/accounting-app.ts';
import { createOrderReads } from '../order/order.service.ts';
import { createAccountingService } from './accounting.service.ts';

const t = useAccountingApp();
const day = '2026-11-20';
const range = `from=${day}&to=${day}`;
type Row = Record<string, string | number | null>;
let ids: Awaited<ReturnType<typeof t.placeDay>>;
let answered: Order[];

beforeAll(async () => {
  ids = await t.placeDay();
  answered = await t.ordersOf(day);
});

async function csvOf(report: string, query = range): Promise<Row[]> {
  const response = await t.download(`/api/export/${report}.csv?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.body, { delimiter: ';', bom: true, columns: true, cast: true });
}

async function xlsxOf(report: string, query = range): Promise<Row[]> {
  const response = await t.download(`/api/export/${report}.xlsx?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as never);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  const rows: Row[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const values = (row.values as (string | number | null)[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, i) => [header, values[i] ?? null])));
  });
  return rows;
}

const counted = () => answered.filter((order) => !isRefused(order.state));
const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('GET /api/export/orders', () => {
  it('streams a CSV Hungarian Excel opens: BOM, semicolons, CRLF, a file name with the range', async () => {
    const response = await t.download(`/api/export/orders.csv?${range}`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="konyha-orders-${day}_${day}.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toContain('Nap;Leadva;Rendelésszám;');
    expect(response.body.split('\r\n').length).toBe(answered.length + 2);
  });

  it.each(['csv', 'xlsx'])(
    'gives every order of the range, with the sums and VAT of its answer (%s)',
    async (format) => {
      const rows = format === 'csv' ? await csvOf('orders') : await xlsxOf('orders');
      expect(rows.map((row) => row.Rendelésszám)).toEqual(answered.map((order) => order.id));
      for (const order of answered) {
        const row = rows.find((r) => r.Rendelésszám === order.id) as Row;
        expect(row).toMatchObject({
          Nap: day,
          Állapot: order.state,
          'Fizetési mód': order.payment,
          Végösszeg: order.total,
          'Borravaló a futárnak': order.tip,
          Betétdíj: order.deposit,
          'Kiszállítási díj': order.shippingCost,
        });
        for (const vat of order.vat)
          expect([row[`Bruttó ${vat.rate}%`], row[`Nettó ${vat.rate}%`], row[`ÁFA ${vat.rate}%`]]).toEqual([
            vat.gross,
            vat.net,
            vat.vat,
          ]);
      }
      expect(rows.find((r) => r.Rendelésszám === ids.ready)).toMatchObject({
        Állapot: 'READY',
        'Borravaló a futárnak': 300,
      });
      const withCoupon = rows.find((r) => r.Rendelésszám === ids.withCoupon);
      expect(withCoupon?.Kupon).toBe('KONYHA10');
      // CSV has no null: an empty cell reads back as ''.
      expect(withCoupon?.Cégnév || null).toBeNull();
    },
  );

  it("leaves out orders of other days, and gives a company invoice's details", async () => {
    const next = await csvOf('orders', 'from=2026-11-21&to=2026-11-21');
    expect(next).toEqual([
      expect.objectContaining({
        Rendelésszám: ids.invoiced,
        Cégnév: 'Példa Kft.',
        Adószám: '12345676-2-41',
        'Számlázási cím': '1137 Budapest, Pozsonyi út 24.',
      }),
    ]);
  });
});

describe('reading in pages', () => {
  it('gives every order once when the range spans many pages', async () => {
    const paged = createAccountingService({
      database: t.database,
      log: t.app.log,
      orders: createOrderReads(t.database),
      dayCloses: { closedDay: async () => null },
      pageSize: 2,
    });
    const { body } = await paged.exportFile('lines.csv', { from: day, to: '2026-11-21' });
    const rows: Row[] = parse(await text(body), { delimiter: ';', bom: true, columns: true, cast: true });
    const ids = [...new Set(rows.map((row) => row.Rendelésszám))];
    expect(ids).toEqual(t.placed);
  });
});

describe('GET /api/export/lines and products', () => {
  it('gives one row per item whose VAT adds up to each order answer', async () => {
    const rows = await xlsxOf('lines');
    expect(rows).toHaveLength(sumOf(answered.map((order) => order.products.length)));
    for (const order of answered) {
      const lines = rows.filter((row) => row.Rendelésszám === order.id);
      expect(lines.map((row) => [row.Mennyiség, row.Nettó, row.ÁFA])).toEqual(
        order.products.map((line) => [line.quantity, line.net, line.vat]),
      );
    }
    const beers = rows.find((row) => row.Rendelésszám === ids.beers && row.Betétdíj === 100);
    expect(beers?.Mennyiség).toBe(2);
  });

  it('sums sales by product over the orders counted (refused ones left out)', async () => {
    const rows = await csvOf('products');
    const lines = counted().flatMap((order) => order.products);
    expect(sumOf(rows.map((row) => row.Mennyiség as number))).toBe(sumOf(lines.map((line) => line.quantity)));
    expect(sumOf(rows.map((row) => row.ÁFA as number))).toBe(sumOf(lines.map((line) => line.vat)));
    expect(rows.find((row) => row['Termék azonosító'] === ids.beer.id)).toMatchObject({
      Mennyiség: 2,
      Betétdíj: 100,
    });
  });
});

describe('GET /api/export/totals', () => {
  it.each(['csv', 'xlsx'])('matches the orders per payment method and per VAT rate (%s)', async (format) => {
    const rows = format === 'csv' ? await csvOf('totals') : await xlsxOf('totals');
    const row = (group: string, name: string) =>
      rows.find((r) => r.Csoport === group && r.Megnevezés === name);
    for (const payment of new Set(counted().map((order) => order.payment))) {
      const orders = counted().filter((order) => order.payment === payment);
      expect(row('Fizetési mód', payment)).toMatchObject({
        Rendelések: orders.length,
        Bruttó: sumOf(orders.map((order) => order.total)),
        Fizetve: sumOf(orders.filter((order) => order.payed).map((order) => order.total)),
      });
    }
    const vat = counted().flatMap((order) => order.vat);
    for (const rate of new Set(vat.map((v) => v.rate))) {
      const ofRate = vat.filter((v) => v.rate === rate);
      expect(row('ÁFA-kulcs', `${rate}%`)).toMatchObject({
        Bruttó: sumOf(ofRate.map((v) => v.gross)),
        Nettó: sumOf(ofRate.map((v) => v.net)),
        ÁFA: sumOf(ofRate.map((v) => v.vat)),
      });
    }
    expect(row('Betétdíj', 'áfa nélkül')?.Bruttó).toBe(100);
    expect(row('Kihagyva', 'REJECTED')?.Rendelések).toBe(1);
    expect(rows.find((r) => r.Csoport === 'Összesen')?.Bruttó).toBe(sumOf(counted().map((o) => o.total)));
  });
});

describe('export requests refused', () => {
  it.each([
    ['reversed', 'from=2026-11-20&to=2026-11-19', 'to'],
    ['over three years', 'from=2023-01-01&to=2026-01-31', 'to'],
    ['not a day', 'from=2026-02-30&to=2026-03-01', 'from'],
    ['without an end', 'from=2026-11-20', 'to'],
  ])('a range %s is a 400 naming the field', async (_, query, field) => {
    const response = await t.download(`/api/export/orders.csv?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
  });

  it('an unknown report or format, and an impossible NTAK day, are 400s', async () => {
    expect((await t.download(`/api/export/guests.csv?${range}`)).statusCode).toBe(400);
    expect((await t.download(`/api/export/orders.pdf?${range}`)).statusCode).toBe(400);
    expect((await t.download('/api/export/ntak/2026-02-30.json')).json()).toMatchObject({ field: 'file' });
  });

  it('a shop assistant may not download', async () => {
    const refused = await t.download(`/api/export/orders.csv?${range}`, t.staff.assistant);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await t.download(`/api/export/ntak/${day}.json`, t.staff.assistant)).statusCode).toBe(403);
  });
});

describe('GET /api/export/ntak/{day}.json', () => {
  it('gives each order counted with items that add up to its total, SZÉP card as its own payment type', async () => {
    const response = await t.download(`/api/export/ntak/${day}.json`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="konyha-ntak-${day}.json"`);
    const ntak = response.json();
    expect(
      ntak.rendelesOsszesitok.map((o: { rmsRendelesAzonosito: string }) => Number(o.rmsRendelesAzonosito)),
    ).toEqual(counted().map((order) => order.id));
    for (const order of ntak.rendelesOsszesitok) {
      const items: { tetelOsszesito: number }[] = order.rendelesTetelek;
      expect(sumOf(items.map((item) => item.tetelOsszesito))).toBe(
        order.fizetesiInformaciok.rendelesVegosszegeHUF,
      );
      const source = answered.find((o) => o.id === Number(order.rmsRendelesAzonosito));
      expect(order.fizetesiInformaciok.rendelesVegosszegeHUF).toBe(source?.total);
    }
    const byId = (id: number) =>
      ntak.rendelesOsszesitok.find(
        (o: { rmsRendelesAzonosito: string }) => o.rmsRendelesAzonosito === String(id),
      );
    expect(byId(ids.szep).fizetesiInformaciok.fizetesiModok[0].fizetesiMod).toBe('SZEPKARTYA');
    expect(byId(ids.withCoupon).rendelesTetelek).toContainEqual(
      expect.objectContaining({
        fokategoria: 'EGYEB',
        alkategoria: 'KEDVEZMENY',
        tetelOsszesito: expect.any(Number),
      }),
    );
    expect(byId(ids.beers).rendelesTetelek).toContainEqual(
      expect.objectContaining({ alkategoria: 'NEM_VENDEGLATAS', afaKategoria: 'D_AJT', tetelOsszesito: 100 }),
    );
    expect(byId(ids.beers).rendelesTetelek).toContainEqual(
      expect.objectContaining({ fokategoria: 'ALKOHOLOSITAL', alkategoria: 'SOR', tetelszam: 2 }),
    );
    expect(ntak.napiOsszesito).toMatchObject({
      rendelesekSzama: counted().length,
      vegosszegHUF: sumOf(counted().map((order) => order.total)),
      kihagyottRendelesek: { REJECTED: 1, CANCELLED: 0 },
    });
    // The day's closing carries the couriers' tips (issue 34).
    expect(ntak.zarasiInformaciok.osszesBorravalo).toBe(300);
  });
});
