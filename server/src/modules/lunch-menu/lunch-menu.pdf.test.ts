import { instantOf } from '@konyha/domain/restaurant/local-time';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app.ts';
import type { TestDatabase } from '../../../test/database.ts';
import { eventually } from '../../../test/eventually.ts';
import { useManagerAndAssistant, useTestApp } from '../../../test/use-test-app.ts';

// 2026-W48: Monday 23 to Friday 27 November 2026.
const t = useTestApp({ clock: () => instantOf('2026-11-20', '12:00') });
const staff = useManagerAndAssistant(t);

const week = {
  days: [
    {
      date: '2026-11-24',
      variants: [
        {
          code: 'A',
          price: 2290,
          mainOnlyPrice: 1890,
          soup: { name: 'Gulyásleves', nameEnglish: 'Goulash soup', allergenics: ['GLUTEN_FREE'] },
          main: { name: 'Csirkepaprikás galuskával', nameEnglish: 'Chicken paprikash with dumplings' },
        },
        { code: 'B', price: 2590, main: { name: 'Rakott krumpli', nameEnglish: 'Layered potatoes' } },
      ],
    },
    {
      date: '2026-11-27',
      window: { from: '11:30', to: '14:00' },
      variants: [{ code: 'A', price: 2390, main: { name: 'Túrós csusza', nameEnglish: 'Curd pasta' } }],
    },
  ],
};

const pdfOf = (url: string) => t.app.inject({ url });
async function textOf(url: string) {
  const response = await pdfOf(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  // Read as one line: the narrow sticker wraps where the poster does not (and the non-breaking space of "Ft" is one).
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** The manager saves 2026-W48 with these days. */
async function save(days: object[]) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/lunch-menu/2026-W48',
    payload: { days },
    headers: staff.manager.headers,
  });
  expect(saved.statusCode).toBe(200);
}

beforeAll(() => save(week.days));

describe("the week's lunch menu as a PDF", () => {
  it.each(['a4', 'sticker'])(
    'lists the days, variants, dishes, prices and marks in Hungarian (%s)',
    async (format) => {
      const text = await textOf(`/api/lunch-menu/2026-W48.pdf?lang=hu&format=${format}`);
      for (const line of [
        'Napi menü',
        '48. hét · 2026. 11. 23. – 2026. 11. 27.',
        'Kedd, 2026. 11. 24. · 11:00–15:00',
        'A menü',
        '2 290 Ft',
        'Leves: Gulyásleves (gluténmentes)',
        'Főétel: Csirkepaprikás galuskával',
        'Csak főétel: 1 890 Ft',
        'Főétel: Rakott krumpli',
        'Péntek, 2026. 11. 27. · 11:30–14:00',
        'Főétel: Túrós csusza',
      ])
        expect(text).toContain(line);
    },
  );

  it.each(['a4', 'sticker'])('lists them in English (%s)', async (format) => {
    const text = await textOf(`/api/lunch-menu/2026-W48.pdf?lang=en&format=${format}`);
    for (const line of [
      'Lunch menu',
      'Week 48 · 23/11/2026 – 27/11/2026',
      'Tuesday, 24/11/2026 · 11:00–15:00',
      'Menu B',
      '2,590 Ft',
      'Soup: Goulash soup (gluten free)',
      'Main: Chicken paprikash with dumplings',
      'Main only: 1,890 Ft',
      'Main: Curd pasta',
    ])
      expect(text).toContain(line);
  });

  it('is an A4 page as a poster and an 80 mm strip as a sticker, named for the week', async () => {
    const poster = await pdfOf('/api/lunch-menu/2026-W48.pdf');
    const sticker = await pdfOf('/api/lunch-menu/2026-W48.pdf?lang=en&format=sticker');
    const widthOf = async (bytes: Buffer) =>
      (await (await getDocumentProxy(new Uint8Array(bytes))).getPage(1)).view[2];
    expect(Math.round((await widthOf(poster.rawPayload)) ?? 0)).toBe(595);
    expect(Math.round((await widthOf(sticker.rawPayload)) ?? 0)).toBe(227);
    expect(poster.headers['content-disposition']).toBe('inline; filename="konyha-napi-menu-2026-W48.pdf"');
    expect(sticker.headers['content-disposition']).toBe(
      'inline; filename="konyha-lunch-menu-2026-W48-sticker.pdf"',
    );
    expect(poster.headers.etag).toBeTruthy();
  });

  it('prints the week anew once it is saved again', async () => {
    expect(await textOf('/api/lunch-menu/2026-W48.pdf')).toContain('Túrós csusza');
    await save([week.days[0] as object]);
    expect(await textOf('/api/lunch-menu/2026-W48.pdf')).not.toContain('Túrós csusza');
  });

  it("reaches every instance: another one's kept PDF shows the saved week at once", async () => {
    const other = await buildTestApp({ database: t.database as TestDatabase });
    try {
      const otherText = async () => {
        const response = await other.app.inject({ url: '/api/lunch-menu/2026-W48.pdf?lang=en' });
        const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
        return (await extractText(pdf, { mergePages: true })).text;
      };
      expect(await otherText()).toContain('Layered potatoes');
      await save([week.days[1] as object]);
      expect(await eventually(otherText, (text) => !text.includes('Layered potatoes'))).toContain(
        'Curd pasta',
      );
    } finally {
      await other.close();
    }
  });

  it('says so for a week without a lunch menu, and refuses a week that is none', async () => {
    expect(await textOf('/api/lunch-menu/2026-W47.pdf?lang=en')).toContain(
      'No lunch menu for this week yet.',
    );
    expect((await pdfOf('/api/lunch-menu/2025-W53.pdf')).statusCode).toBe(400);
  });
});
