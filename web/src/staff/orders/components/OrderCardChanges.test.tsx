import type { Order } from '@konyha/domain/orders/order.schemas';
import { aStaffMember } from '@konyha/domain/testing/customer.fixture';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders, staffUser } from '../../../test/render.tsx';
import { anOrder, serveApi } from '../testing.ts';
import { OrderCard } from './OrderCard.tsx';

const anna = { id: 2, name: 'Kovács Anna' };

/** Order 41 taken on the phone by Anna, then changed by her: the soup replaced, and so the total. */
const changedOrder = (overrides: Partial<Order> = {}) =>
  anOrder({
    source: 'PHONE',
    takenBy: anna,
    changes: [
      {
        at: '2026-11-22T10:20:00+01:00',
        by: anna,
        what: 'products',
        from: '2 × Gulyásleves',
        to: '2 × Babgulyás',
      },
      { at: '2026-11-22T10:20:00+01:00', by: null, what: 'total', from: 5470, to: 4470 },
      {
        at: '2026-11-22T10:25:00+01:00',
        by: anna,
        what: 'slot',
        from: null,
        to: '2026-11-22T11:30:00.000Z',
      },
    ],
    ...overrides,
  });

describe('an order card after a phone call and a change', () => {
  it('says who took it by phone, marks it changed and lists what changed, by whom and when', () => {
    serveApi({});
    renderWithProviders(<OrderCard order={changedOrder()} />, { user: staffUser });
    const card = screen.getByRole('article', { name: '41. rendelés' });
    expect(within(card).getByText('Telefonon vette fel: Kovács Anna')).toBeVisible();
    expect(within(card).getByText('MÓDOSÍTVA')).toBeVisible();
    const changes = within(within(card).getByRole('region', { name: 'Módosítások' })).getAllByRole(
      'listitem',
    );
    expect(changes.map((item) => item.textContent)).toEqual([
      'Tételek: 2 × Gulyásleves → 2 × Babgulyás (Kovács Anna, 2026-11-22 10:20)',
      'Végösszeg: 5\u00a0470\u00a0Ft → 4\u00a0470\u00a0Ft (egykori munkatárs, 2026-11-22 10:20)',
      'Mikorra: Mielőbb → 2026-11-22 12:30 (Kovács Anna, 2026-11-22 10:25)',
    ]);
  });

  it('says what the courier collects on top of an online payment after a change made it dearer', () => {
    serveApi({});
    renderWithProviders(
      <OrderCard order={changedOrder({ payment: 'CREDIT_CARD_ONLINE', payed: true, extraDue: 1200 })} />,
      { user: staffUser },
    );
    expect(screen.getByText('A futár átvételkor beszedi a többletet: 1 200 Ft')).toBeVisible();
  });

  it('shows neither for a web order nobody changed', () => {
    serveApi({});
    renderWithProviders(<OrderCard order={anOrder()} />, { user: staffUser });
    expect(screen.queryByText(/Telefonon vette fel/)).toBeNull();
    expect(screen.queryByText('MÓDOSÍTVA')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Módosítások' })).toBeNull();
  });

  it('offers the change to new and preparing orders only, in English too', async () => {
    serveApi({});
    await i18n.changeLanguage('en');
    try {
      renderWithProviders(
        <>
          <OrderCard order={changedOrder({ state: 'PREPARING' })} />
          <OrderCard order={changedOrder({ id: 42, state: 'DELIVERING' })} />
        </>,
        { user: aStaffMember({ role: 'SHOP_ASSISTANT' }) },
      );
      expect(screen.getByRole('button', { name: 'Change (order #41)' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Change (order #42)' })).toBeNull();
      expect(screen.getAllByText('Taken by phone by Kovács Anna')).toHaveLength(2);
    } finally {
      await i18n.changeLanguage('hu');
    }
  });
});
