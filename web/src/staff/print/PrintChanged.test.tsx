import { anOrder } from '@konyha/domain/testing/order.fixture';
import { aSlip, aTicket } from '@konyha/domain/testing/print.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { serveApi } from '../orders/testing.ts';

const anna = { id: 2, name: 'Kovács Anna' };
const documents = { 'GET /api/order/41/ticket': aTicket(), 'GET /api/order/41/slip': aSlip() };

/** Order 41: first moved to a slot, later its soup replaced (which lowered the total). */
const changedOrder = anOrder({
  changes: [
    { at: '2026-11-22T10:10:00+01:00', by: anna, what: 'note', from: '', to: 'Csengessen' },
    {
      at: '2026-11-22T10:20:00+01:00',
      by: anna,
      what: 'products',
      from: '2 × Gulyásleves',
      to: '2 × Babgulyás',
    },
    { at: '2026-11-22T10:20:00+01:00', by: anna, what: 'total', from: 5470, to: 4470 },
  ],
});

describe('the print view of a changed order', () => {
  let print: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    print = vi.spyOn(window, 'print').mockImplementation(() => {});
  });
  afterEach(() => print.mockRestore());

  it('marks each paper CHANGED with the parts of the latest change it shows, then prints', async () => {
    serveApi({ ...documents, 'GET /api/order/today': { orders: [changedOrder] } });
    renderApp('/dashboard/print/41?what=ticket,slip', { user: staffUser });

    const ticket = await screen.findByRole('article', { name: 'Konyhai jegy #41' }, coldLoad);
    for (const text of ['MÓDOSÍTVA', 'Tételek:', 'volt: 2 × Gulyásleves', 'most: 2 × Babgulyás'])
      expect(within(ticket).getByText(text)).toBeVisible();
    // The earlier change (the note) was on the paper printed then; money is not the kitchen's.
    expect(within(ticket).queryByText('most: Csengessen')).toBeNull();
    expect(within(ticket).queryByText(/Végösszeg/)).toBeNull();

    const slip = screen.getByRole('article', { name: 'Szállítólevél #41' });
    for (const text of ['MÓDOSÍTVA', 'Végösszeg:', 'volt: 5 470 Ft', 'most: 4 470 Ft'])
      expect(within(slip).getByText(text)).toBeVisible();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('has no mark for an order nobody changed', async () => {
    serveApi({ ...documents, 'GET /api/order/today': { orders: [anOrder()] } });
    renderApp('/dashboard/print/41?what=ticket', { user: staffUser });
    const ticket = await screen.findByRole('article', { name: 'Konyhai jegy #41' }, coldLoad);
    expect(within(ticket).getByText('#41')).toBeVisible();
    expect(within(ticket).queryByText('MÓDOSÍTVA')).toBeNull();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
