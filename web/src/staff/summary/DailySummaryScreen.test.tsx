import { localDay } from '@konyha/domain/restaurant/local-time';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chickenWithOptions } from '../../test/orderLines.ts';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { anOrder, dashboardBasics, serveApi } from '../orders/testing.ts';

const summaryCalls = (fetchMock: ReturnType<typeof serveApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/order/orders/'));

describe('daily summary', () => {
  it('sums the day per payment method with a total row, and loads nothing for an invalid day', async () => {
    const fetchMock = serveApi({
      ...dashboardBasics(),
      [`GET /api/order/orders/${localDay(new Date())}`]: {
        orders: [
          anOrder({ total: 5000, tip: 500 }),
          anOrder({ id: 2, total: 3000, payed: true }),
          anOrder({ id: 3, payment: 'CREDIT_CARD_ONLINE', total: 7000, payed: true, tip: 700 }),
        ],
      },
    });
    renderApp('/dashboard/daily-summary', { user: staffUser });
    const table = await screen.findByRole('table', {}, coldLoad);
    const cash = within(table).getByRole('row', { name: /^Készpénz 2 1/ });
    expect(within(cash).getByText('5 000 Ft')).toBeVisible();
    expect(within(cash).getByText('3 000 Ft')).toBeVisible();
    // The couriers' tips in a column of their own, never in the amounts (issue 34).
    expect(
      within(table).getByRole('row', { name: /^Összesen 3 1 5\s000\sFt 10\s000\sFt 1\s200\sFt$/ }),
    ).toBeVisible();
    expect(within(table).getByRole('row', { name: /^Bankkártya az étteremben 0 0/ })).toBeVisible();

    const picker = screen.getByLabelText('Nap');
    expect(picker).toHaveValue(localDay(new Date()));
    const before = summaryCalls(fetchMock).length;
    fireEvent.change(picker, { target: { value: '' } });
    expect(screen.getByText('Érvénytelen dátum')).toBeVisible();
    expect(picker).toHaveAccessibleDescription('Érvénytelen dátum');
    expect(screen.queryByRole('table')).toBeNull();
    expect(summaryCalls(fetchMock)).toHaveLength(before);
  });

  it('counts an order with options as one order and sums its total, options included, as it is', async () => {
    // 2 × (2 790 Ft + 500 Ft of extras) + 490 Ft delivery.
    const withOptions = anOrder({
      products: [chickenWithOptions],
      originalPrice: 6580,
      total: 7070,
      payed: true,
    });
    serveApi({
      ...dashboardBasics(),
      [`GET /api/order/orders/${localDay(new Date())}`]: { orders: [withOptions] },
    });
    renderApp('/dashboard/daily-summary', { user: staffUser });
    const table = await screen.findByRole('table', {}, coldLoad);
    expect(within(table).getByRole('row', { name: /^Összesen 1 0 0\sFt 7\s070\sFt 0\sFt$/ })).toBeVisible();
  });

  it('shows a shop assistant today only, without a picker', async () => {
    serveApi({ ...dashboardBasics(), [`GET /api/order/orders/${localDay(new Date())}`]: { orders: [] } });
    renderApp('/dashboard/daily-summary', { user: { ...staffUser, role: 'SHOP_ASSISTANT' } });
    expect(await screen.findByRole('table', {}, coldLoad)).toBeVisible();
    expect(screen.queryByLabelText('Nap')).toBeNull();
    expect(screen.getByText(`Ma: ${localDay(new Date())}`)).toBeVisible();
  });
});
