import type { PageSource } from '@konyha/domain/pages/page-renderer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../entry-server.tsx';
import { everyDay } from '../../test/schedule.ts';
import { lunchWeek, WEEK, wednesdayNoon } from './testing.ts';

const weeks: string[] = [];
const source: PageSource = {
  products: async () => [],
  orderStatus: async () => {
    throw new Error('no order here');
  },
  openingHours: async () => everyDay,
  lunchWeek: async (week) => {
    weeks.push(week);
    return lunchWeek;
  },
};

afterEach(() => {
  vi.useRealTimers();
  weeks.length = 0;
});

describe('the server-rendered lunch page', () => {
  it('shows today’s variants and the rest of the week for a guest without JavaScript', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: wednesdayNoon });
    const { title, body } = await renderPage('/lunch-menu', 'hu', source);
    expect(weeks).toEqual([WEEK]);
    expect(title).toContain('Napi menü');
    expect(body).toContain('Most rendelhető, 15:00-ig.');
    expect(body).toContain('Gulyásleves');
    expect(body).toContain('Paprikás csirke');
    expect(body).toContain(`href="/api/lunch-menu/${WEEK}.pdf?lang=hu&amp;format=a4"`);
  });

  it('carries the week’s answer and the instant it was rendered at, so the browser hydrates the same page', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: wednesdayNoon });
    const { body } = await renderPage('/lunch-menu', 'en', source);
    expect(body).toContain(`data-rendered-at="${wednesdayNoon.toISOString()}"`);
    const state = JSON.parse(
      body.slice(body.indexOf('[', body.indexOf('id="page-state"'))).split('</script>')[0] ?? '[]',
    );
    expect(state).toContainEqual({ queryKey: ['lunch-menu', WEEK], data: lunchWeek });
    expect(body).toContain('Order now, until 15:00.');
  });
});
