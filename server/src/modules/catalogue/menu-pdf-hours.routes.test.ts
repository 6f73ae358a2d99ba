import { instantOf } from '@konyha/domain/restaurant/local-time';
import { defaultWeeklyHours } from '@konyha/domain/restaurant/opening-hours.defaults';
import { aSpecialDate } from '@konyha/domain/testing/opening-hours.fixture';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { settings } from '../../db/schema/index.ts';

const t = useTestApp({ clock: () => instantOf('2026-11-20', '12:00') });

async function pdfText(language: 'hu' | 'en') {
  const response = await t.app.inject({ method: 'GET', url: `/api/menu/pdf/${language}` });
  expect(response.statusCode).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text;
}

const summer = {
  weekly: {
    ...defaultWeeklyHours,
    FRIDAY: [
      { from: '11:00', to: '15:00' },
      { from: '17:00', to: '22:30' },
    ],
    SATURDAY: [
      { from: '11:00', to: '15:00' },
      { from: '17:00', to: '22:30' },
    ],
    SUNDAY: [],
  },
  specialDates: [aSpecialDate()],
};

describe('the menu PDF', () => {
  it("prints the week's hours and the next special dates, and the new ones once staff change them", async () => {
    const before = await pdfText('hu');
    expect(before).toContain('Nyitvatartás');
    expect(before).toContain('Hétfő–vasárnap: 11:00–22:00');
    expect(before).toContain('2026. 12. 24. Szenteste: zárva');

    await t.db.update(settings).set({ openingHours: summer });
    const hungarian = await eventually(
      () => pdfText('hu'),
      (text) => text.includes('Szilveszter'),
    );
    expect(hungarian).toContain('Hétfő–csütörtök: 11:00–22:00');
    expect(hungarian).toContain('Péntek–szombat: 11:00–15:00, 17:00–22:30');
    expect(hungarian).toContain('Vasárnap: zárva');
    expect(hungarian).toContain('2026. 12. 31. Szilveszter: 11:00–18:00');

    const english = await pdfText('en');
    expect(english).toContain('Opening hours');
    expect(english).toContain('Monday–Thursday: 11:00–22:00');
    expect(english).toContain('Sunday: closed');
    expect(english).toContain("31/12/2026 New Year's Eve: 11:00–18:00");
  });
});
