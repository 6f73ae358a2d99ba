import { describe, expect, it } from 'vitest';
import { ntakOrder, ntakTime } from './ntak-order.ts';
import { beer, exportOrder, soup } from './testing.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('ntakOrder', () => {
  it('reports an order as NORMAL, and one staff changed after placing as a correction (HELYESBITO) of it', () => {
    expect(ntakOrder(exportOrder([soup]))).toMatchObject({
      rendelesBesorolasa: 'NORMAL',
      hivatkozottRendelesOsszesito: null,
    });
    const changed = ntakOrder(exportOrder([soup], { changedAt: new Date('2026-11-24T17:20:00Z') }));
    expect(changed).toMatchObject({ rendelesBesorolasa: 'HELYESBITO', rmsRendelesAzonosito: '1' });
  });

  it('lists each line with its categories, VAT category and gross unit price, at the time ordered in Budapest', () => {
    const order = ntakOrder(exportOrder([beer, soup]));
    expect(order.rendelesTetelek[0]).toEqual({
      megnevezes: 'Dreher sör 0,5 l',
      fokategoria: 'ALKOHOLOSITAL',
      alkategoria: 'SOR',
      afaKategoria: 'C_27',
      bruttoEgysegar: 790,
      mennyisegiEgyseg: 'DARAB',
      mennyiseg: 1,
      tetelszam: 2,
      rendelesIdopontja: '2026-11-24T18:05:00+01:00',
      tetelOsszesito: 1580,
    });
    expect(order.rendelesTetelek[1]).toMatchObject({
      fokategoria: 'ETEL',
      alkategoria: 'LEVES',
      afaKategoria: 'A_5',
    });
    expect(order).toMatchObject({
      rmsRendelesAzonosito: '1',
      targynap: '2026-11-24',
      helybenFogyasztott: false,
    });
  });

  it('reports the coupon per VAT rate as negative discount items, so the items add up to the total', () => {
    const source = exportOrder([beer, soup], { discountedPrice: 3663 });
    const order = ntakOrder(source);
    const discounts = order.rendelesTetelek.filter((item) => item.alkategoria === 'KEDVEZMENY');
    expect(discounts.map((item) => item.afaKategoria)).toEqual(['C_27', 'A_5']);
    expect(discounts.every((item) => item.fokategoria === 'EGYEB' && item.bruttoEgysegar < 0)).toBe(true);
    expect(sum(discounts.map((item) => item.tetelOsszesito))).toBe(3663 - 4070);
    expect(sum(order.rendelesTetelek.map((item) => item.tetelOsszesito))).toBe(source.total);
    expect(order.fizetesiInformaciok.rendelesVegosszegeHUF).toBe(source.total);
  });

  it('reports the delivery fee and the deposit as their own items, the deposit outside VAT', () => {
    const order = ntakOrder(exportOrder([beer]));
    expect(order.rendelesTetelek.find((item) => item.alkategoria === 'KISZALLITASI_DIJ')).toMatchObject({
      fokategoria: 'EGYEB',
      afaKategoria: 'C_27',
      tetelOsszesito: 490,
    });
    expect(order.rendelesTetelek.find((item) => item.alkategoria === 'NEM_VENDEGLATAS')).toMatchObject({
      megnevezes: 'Betétdíj – Dreher sör 0,5 l',
      fokategoria: 'EGYEB',
      afaKategoria: 'D_AJT',
      bruttoEgysegar: 50,
      tetelszam: 2,
      tetelOsszesito: 100,
    });
  });

  it('names SZÉP card payments, at the door or online, as SZEPKARTYA and an online card as BANKKARTYA', () => {
    const paidWith = (payment: 'SZEP_CARD' | 'SZEP_CARD_ONLINE' | 'CREDIT_CARD_ONLINE' | 'CASH') =>
      ntakOrder(exportOrder([soup], { payment })).fizetesiInformaciok.fizetesiModok;
    expect(paidWith('SZEP_CARD')).toEqual([{ fizetesiMod: 'SZEPKARTYA', fizetettOsszegHUF: 2980 }]);
    expect(paidWith('SZEP_CARD_ONLINE')[0]?.fizetesiMod).toBe('SZEPKARTYA');
    expect(paidWith('CREDIT_CARD_ONLINE')[0]?.fizetesiMod).toBe('BANKKARTYA');
    expect(paidWith('CASH')[0]?.fizetesiMod).toBe('KESZPENZHUF');
  });

  it('falls back to ETEL/EGYEB for a product without categories, and names the options', () => {
    const [item] = ntakOrder(
      exportOrder([
        {
          name: 'Rántott csirke',
          unitPrice: 3200,
          quantity: 1,
          options: [
            {
              optionId: 1,
              groupName: 'Köret',
              groupNameEnglish: 'Side',
              name: 'rizs',
              nameEnglish: 'rice',
              price: 0,
            },
          ],
        },
      ]),
    ).rendelesTetelek;
    expect(item).toMatchObject({
      megnevezes: 'Rántott csirke (rizs)',
      fokategoria: 'ETEL',
      alkategoria: 'EGYEB',
    });
  });
});

describe('ntakTime', () => {
  it('writes summer time with its own offset', () => {
    expect(ntakTime(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00:00+02:00');
  });
});
