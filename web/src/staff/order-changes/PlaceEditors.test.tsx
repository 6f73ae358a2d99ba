import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manager, openEditor, paidOrder, serveEditor } from './testing.tsx';

const saved = () => ({ body: { orders: [paidOrder({ version: 3 })] } });

describe('changing where and when an order goes', () => {
  it('quotes the delivery of a new address again and sends it with the courier’s details', async () => {
    const { sent } = serveEditor(saved);
    const { events, dialog } = await openEditor(paidOrder({ payment: 'CASH', payed: false }), manager);
    await events.click(within(dialog).getByRole('switch', { name: 'Szállítási cím' }));
    // The order's "Váci út 12." is split into the street and the house number once the streets are in.
    await waitFor(() => expect(within(dialog).getByLabelText('Utca')).toHaveValue('Váci út'));
    expect(within(dialog).getByLabelText('Házszám')).toHaveValue('12.');

    await events.selectOptions(within(dialog).getByLabelText('Irányítószám'), '1138');
    await events.selectOptions(await within(dialog).findByLabelText('Utca'), 'Dózsa György út');
    await events.clear(within(dialog).getByLabelText('Házszám'));
    await events.type(within(dialog).getByLabelText('Házszám'), '5.');
    await events.type(within(dialog).getByLabelText(/Megjegyzés a futárnak/), 'Hátsó kapu');
    await waitFor(() =>
      expect(within(dialog).getByTestId('order-change-difference')).toHaveTextContent('400 Ft többlet'),
    );
    // Paid at the door: nothing to ask about the extra.
    expect(within(dialog).queryByRole('radio', { name: /Fizetési linket/ })).toBeNull();
    await events.type(within(dialog).getByLabelText(/Miért módosul/), 'Új címre kéri');
    await events.click(within(dialog).getByRole('button', { name: 'Módosítás mentése' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      address: {
        zipCode: '1138',
        city: 'Budapest',
        street: 'Dózsa György út 5.',
        courierNote: 'Hátsó kapu',
      },
      reason: 'Új címre kéri',
    });
  });

  it('does not send an address without its house number', async () => {
    const { sent } = serveEditor(saved);
    const { events, dialog } = await openEditor(paidOrder(), manager);
    await events.click(within(dialog).getByRole('switch', { name: 'Szállítási cím' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Házszám')).toHaveValue('12.'));
    await events.clear(within(dialog).getByLabelText('Házszám'));
    await events.type(within(dialog).getByLabelText(/Miért módosul/), 'Új cím');
    await events.click(within(dialog).getByRole('button', { name: 'Módosítás mentése' }));
    expect(within(dialog).getByText(/írd be a házszámot/)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('moves the order to a slot that has room, and only sends what changed', async () => {
    const { sent } = serveEditor(saved);
    const { events, dialog } = await openEditor(paidOrder(), manager);
    const time = within(dialog).getByLabelText('Időpont');
    await waitFor(() => expect(within(time).getByRole('option', { name: '18:00' })).toBeVisible());
    expect(within(time).queryByRole('option', { name: '18:15' })).toBeNull();
    await events.selectOptions(time, '18:00');
    await events.type(within(dialog).getByLabelText(/Miért módosul/), 'Későbbre kéri');
    await events.click(within(dialog).getByRole('button', { name: 'Módosítás mentése' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      version: 2,
      products: [{ id: 3, quantity: 2, options: [] }],
      preOrderDate: '2026-11-23T17:00:00.000Z',
      reason: 'Későbbre kéri',
    });
  });
});
