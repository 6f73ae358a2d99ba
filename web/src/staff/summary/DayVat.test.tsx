import { localDay } from '@konyha/domain/restaurant/local-time';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { anOrder, dashboardBasics, serveApi } from '../orders/testing.ts';

const vat = (rate: number, gross: number, net: number) => ({ rate, gross, net, vat: gross - net });

const serveDay = () =>
  serveApi({
    ...dashboardBasics(),
    [`GET /api/order/orders/${localDay(new Date())}`]: {
      orders: [
        anOrder({ total: 7060, deposit: 100, vat: [vat(27, 5470, 4307), vat(5, 1490, 1419)] }),
        anOrder({ id: 2, payment: 'SZEP_CARD', payed: true, total: 1270, vat: [vat(27, 1270, 1000)] }),
        // Refused: in none of the sums.
        anOrder({ id: 3, state: 'REJECTED', total: 2550, deposit: 50, vat: [vat(18, 2500, 2119)] }),
      ],
    },
  });

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent?.replace(/\s/g, ' ')));

describe('the daily summary’s VAT', () => {
  it('shows a manager the day’s gross, net and VAT per rate and its deposit, refused orders left out', async () => {
    serveDay();
    renderApp('/dashboard/daily-summary', { user: staffUser });
    const table = await screen.findByRole('table', { name: 'ÁFA kulcsonként' }, coldLoad);
    expect(rowTexts(table)).toEqual([
      ['ÁFA-kulcs', 'Nettó', 'ÁFA', 'Bruttó'],
      ['27%', '5 307 Ft', '1 433 Ft', '6 740 Ft'],
      ['5%', '1 419 Ft', '71 Ft', '1 490 Ft'],
    ]);
    expect(screen.getByText('A nap betétdíja összesen: 100 Ft')).toBeVisible();
    const payments = screen.getByRole('table', { name: /összesítője$/ });
    expect(
      within(payments).getByRole('row', { name: /^SZÉP-kártya átvételkor 1 0 0\sFt 1\s270\sFt 0\sFt$/ }),
    ).toBeVisible();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('table', { name: 'VAT by rate' })).toBeVisible();
    expect(screen.getByText('Bottle deposit of the day in total: 100 Ft')).toBeVisible();
  });

  it('is not shown to a shop assistant', async () => {
    serveDay();
    renderApp('/dashboard/daily-summary', { user: { ...staffUser, role: 'SHOP_ASSISTANT' } });
    expect(await screen.findByRole('table', { name: /összesítője$/ }, coldLoad)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'ÁFA kulcsonként' })).toBeNull();
    expect(screen.queryByText(/betétdíja/)).toBeNull();
  });
});
