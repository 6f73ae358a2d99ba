import { instantOf, localDay } from '@konyha/domain/restaurant/local-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesTestApp } from '../../../test/changes-app.ts';

const now = instantOf('2026-11-20', '12:00');
let s: Awaited<ReturnType<typeof changesTestApp>>;

beforeAll(async () => {
  s = await changesTestApp(now);
});
afterAll(() => s.close());

interface NtakSummary {
  rmsRendelesAzonosito: string;
  rendelesBesorolasa: string;
  fizetesiInformaciok: { rendelesVegosszegeHUF: number };
  rendelesTetelek: { megnevezes: string; tetelszam: number }[];
}

describe('the NTAK data of a changed order', () => {
  it('shows the order as it ended, marked as a correction (HELYESBITO); an unchanged one stays NORMAL', async () => {
    const kept = await s.place();
    const { id, version } = await s.place();
    const changed = await s.change({ id, version }, { pickles: 3 }, 'Elfogyott a leves');
    expect(changed.statusCode).toBe(200);
    const response = await s.t.app.inject({
      url: `/api/export/ntak/${localDay(now)}.json`,
      headers: s.manager.headers,
    });
    expect(response.statusCode).toBe(200);
    const summaries: NtakSummary[] = response.json().rendelesOsszesitok;
    const of = (orderId: number) => summaries.find((o) => o.rmsRendelesAzonosito === String(orderId));
    expect(of(kept.id)?.rendelesBesorolasa).toBe('NORMAL');
    const correction = of(id);
    expect(correction?.rendelesBesorolasa).toBe('HELYESBITO');
    expect(correction?.fizetesiInformaciok.rendelesVegosszegeHUF).toBe(changed.json().orders[0].total);
    expect(correction?.rendelesTetelek[0]).toMatchObject({ megnevezes: s.pickle.name, tetelszam: 3 });
    expect(correction?.rendelesTetelek.map((item) => item.megnevezes)).not.toContain(s.soup.name);
  });
});
