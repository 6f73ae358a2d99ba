import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { anOrder, dashboardBasics, serveApi } from './testing.ts';

const pageCalls = (fetchMock: ReturnType<typeof serveApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/order/orders?'));

describe('all orders', () => {
  it('asks for the 0-based page of the 1-based URL page, newest first, and sorts by a column', async () => {
    const user = userEvent.setup();
    const fetchMock = serveApi({
      ...dashboardBasics(),
      'GET /api/order/orders': { orders: [anOrder({ id: 12 })], count: 12 },
    });
    const { router } = renderApp('/dashboard/all-orders?page=2', { user: staffUser });
    expect(await screen.findByRole('cell', { name: '12' }, coldLoad)).toBeVisible();
    expect(pageCalls(fetchMock)[0]).toContain('pageNo=1&pageSize=10&sortBy=date&ascending=false');
    expect(screen.getByRole('navigation', { name: 'Az összes rendelés oldalai' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ár' }));
    await waitFor(() =>
      expect(pageCalls(fetchMock).at(-1)).toContain('pageNo=0&pageSize=10&sortBy=price&ascending=true'),
    );
    expect(router.state.location.search).toBe('?sort=price&desc=false');
    expect(screen.getByRole('button', { name: 'Ár, növekvő' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a page outside the list to the path without a page', async () => {
    serveApi({ ...dashboardBasics(), 'GET /api/order/orders': { orders: [], count: 3 } });
    const { router } = renderApp('/dashboard/all-orders?page=7', { user: staffUser });
    await waitFor(() => expect(router.state.location.search).toBe(''), coldLoad);
    expect(router.state.location.pathname).toBe('/dashboard/all-orders');
  });
});
