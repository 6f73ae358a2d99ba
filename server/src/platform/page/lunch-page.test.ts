import { existsSync } from 'node:fs';
import { nextWeek, weekdaysOf, weekOfDay } from '@konyha/domain/lunch/lunch-week';
import { localDay } from '@konyha/domain/restaurant/local-time';
import { describe, expect, it } from 'vitest';
import { useManagerAndAssistant, useTestApp } from '../../../test/use-test-app.ts';
import { defaultWebRoot } from '../../plugins/web-app.ts';
import { rendererPath } from './page.service.ts';

// The real pages: the web app's browser and server-rendering builds (`npm run build`, which the test command runs
// before the server tests). A page is rendered at the real instant, so the week is today's as the page picks it.
if (!existsSync(rendererPath(defaultWebRoot)))
  throw new Error(`no web build at ${defaultWebRoot}: run npm run build`);
const t = useTestApp({ webRoot: defaultWebRoot });
const staff = useManagerAndAssistant(t);

/** The week the lunch page shows now: today's, or the coming one at the weekend (web: features/lunch-menu). */
function shownWeek() {
  const today = localDay(new Date());
  const week = weekOfDay(today);
  return weekdaysOf(week).includes(today) ? week : nextWeek(week);
}

/** The week with the same A menu every weekday, its main named `main`. */
const everyDay = (week: string, main: string) => ({
  days: weekdaysOf(week).map((date) => ({
    date,
    variants: [{ code: 'A', price: 2490, main: { name: main, nameEnglish: `${main} (en)` } }],
  })),
});

describe('the lunch page', () => {
  it('is rendered for every request and kept nowhere, so a saved week shows at once', async () => {
    const week = shownWeek();
    const save = (main: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/lunch-menu/${week}`,
        payload: everyDay(week, main),
        headers: staff.manager.headers,
      });
    expect((await save('Rakott krumpli')).statusCode).toBe(200);
    const first = await t.app.inject({ url: '/lunch-menu' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain('Rakott krumpli');
    // The browser hydrates with the same answer and instant.
    expect(first.body).toContain(`["lunch-menu","${week}"]`);
    expect(first.body).toMatch(/data-rendered-at="\d{4}-\d\d-\d\dT/);

    expect((await save('Töltött paprika')).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/lunch-menu', headers: { cookie: 'konyha.language=en' } });
    expect(after.body).toContain('Töltött paprika (en)');
    expect(after.body).not.toContain('Rakott krumpli');
  });
});
