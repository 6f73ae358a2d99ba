import { aCourierAddress } from '@konyha/domain/testing/order.fixture';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { anOrder, dashboardBasics, serveApi } from '../orders/testing.ts';

describe('the courier’s card of an order paid online that staff made dearer', () => {
  it('shows it paid online and the extra to collect at the door, with no button to mark it paid', async () => {
    const order = anOrder({
      state: 'DELIVERING',
      address: aCourierAddress(),
      payment: 'CREDIT_CARD_ONLINE',
      payed: true,
      extraDue: 990,
    });
    serveApi({ ...dashboardBasics(), 'GET /api/order/today': () => ({ orders: [order] }) });
    renderApp('/dashboard/courier', { user: staffUser });

    const card = await screen.findByRole('article', { name: '41. rendelés' }, coldLoad);
    expect(within(card).getByText('Online fizetve')).toBeVisible();
    expect(within(card).getByText('Beszedendő: 990 Ft')).toBeVisible();
    expect(
      within(card).getByText('A módosított rendelés különbözete: készpénzzel vagy kártyával a futárnál'),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Fizetve/ })).toBeNull();
  });
});
