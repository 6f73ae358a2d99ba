import { anOrderLine } from '@konyha/domain/testing/order.fixture';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assistant, manager, openEditor, paidOrder, serveEditor } from './testing.tsx';

describe('changing an order', () => {
  it('lets a shop assistant only remove or replace lines', async () => {
    serveEditor(() => ({ status: 500 }));
    const { dialog } = await openEditor(paidOrder(), assistant);
    expect(within(dialog).getByRole('button', { name: 'Csere: Gulyásleves' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Törlés: Gulyásleves' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^Több/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Étel hozzáadása' })).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Szállítási cím' })).toBeNull();
    expect(within(dialog).queryByLabelText('Megjegyzés')).toBeNull();
  });

  it('offers a manager quantities, new dishes, the address, the slot and the note', async () => {
    serveEditor(() => ({ status: 500 }));
    const { dialog } = await openEditor(paidOrder(), manager);
    expect(within(dialog).getByRole('button', { name: 'Több: Gulyásleves' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Étel hozzáadása' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Szállítási cím' })).toBeVisible();
    expect(within(dialog).getByRole('group', { name: 'Mikorra' })).toBeVisible();
    expect(within(dialog).getByLabelText('Megjegyzés')).toBeVisible();
  });

  it('does not send a change without a reason', async () => {
    const { sent } = serveEditor(() => ({ status: 500 }));
    const { events, dialog } = await openEditor(paidOrder(), manager);
    await events.click(within(dialog).getByRole('button', { name: 'Módosítás mentése' }));
    expect(within(dialog).getByLabelText(/Miért módosul/)).toHaveAccessibleDescription(
      expect.stringContaining('Add meg a módosítás okát.'),
    );
    expect(sent).toEqual([]);
  });

  it('replaces a sold-out dish, prices it live and shows the refund of the difference', async () => {
    const { sent } = serveEditor(() => ({
      body: {
        orders: [paidOrder({ version: 3, total: 4470 })],
        refund: { amount: 1000, reference: 'R-1' },
      },
    }));
    const { events, dialog } = await openEditor(paidOrder(), manager);
    await events.click(within(dialog).getByRole('button', { name: 'Csere: Gulyásleves' }));
    expect(await within(dialog).findByRole('button', { name: 'Kiválasztás: Pörkölt' })).toBeDisabled();
    await events.click(within(dialog).getByRole('button', { name: 'Kiválasztás: Babgulyás' }));
    expect(within(dialog).getByText('Babgulyás')).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByTestId('order-change-difference')).toHaveTextContent('1 000 Ft kevesebb'),
    );
    await events.type(within(dialog).getByLabelText(/Miért módosul/), 'Elfogyott a gulyás');
    await events.click(within(dialog).getByRole('button', { name: 'Módosítás mentése' }));

    expect(await within(dialog).findByTestId('order-change-refund')).toHaveTextContent(
      'Visszautalva a vendég online fizetésére: 1 000 Ft',
    );
    expect(sent).toEqual([
      { version: 2, products: [{ id: 4, quantity: 2, options: [] }], reason: 'Elfogyott a gulyás' },
    ]);
  });

  it('starts over from the order as it now stands when someone changed it first', async () => {
    const changedMeanwhile = paidOrder({
      version: 3,
      products: [anOrderLine({ productId: 4, name: 'Babgulyás', quantity: 1 })],
    });
    const { sent } = serveEditor(
      () => (sent.length === 1 ? { status: 409, body: { errorType: 'CONFLICT' } } : { status: 500 }),
      () => [changedMeanwhile],
    );
    const { events, dialog } = await openEditor(paidOrder(), manager);
    await events.click(within(dialog).getByRole('button', { name: 'Kevesebb: Gulyásleves' }));
    await events.type(within(dialog).getByLabelText(/Miért módosul/), 'A vendég kérte');
    await events.click(within(dialog).getByRole('button', { name: 'Módosítás mentése' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Valaki közben módosította');
    expect(within(dialog).getByRole('button', { name: 'Törlés: Babgulyás' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Törlés: Gulyásleves' })).toBeNull();
    expect(within(dialog).getByLabelText(/Miért módosul/)).toHaveValue('A vendég kérte');
    await events.click(within(dialog).getByRole('button', { name: 'Módosítás mentése' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ version: 3, products: [{ id: 4, quantity: 1 }] });
  });

  it('asks how an online-paid order that got dearer pays the extra, a payment link first', async () => {
    const { sent } = serveEditor(() => ({
      body: { orders: [paidOrder({ version: 3 })], paymentUrl: 'https://pay.example/extra' },
    }));
    const { events, dialog } = await openEditor(paidOrder(), manager);
    await events.click(within(dialog).getByRole('button', { name: 'Több: Gulyásleves' }));
    const how = await within(dialog).findByRole('group', { name: /Hogyan fizeti a 2\s490\sFt többletet/ });
    expect(within(how).getByRole('radio', { name: 'Fizetési linket kap e-mailben' })).toBeChecked();
    await events.click(within(how).getByRole('radio', { name: 'A futár szedi be átvételkor' }));
    await events.type(within(dialog).getByLabelText(/Miért módosul/), 'Még egy leves');
    await events.click(within(dialog).getByRole('button', { name: 'Módosítás mentése' }));
    expect(await within(dialog).findByRole('link', { name: 'https://pay.example/extra' })).toBeVisible();
    expect(sent[0]).toMatchObject({ products: [{ id: 3, quantity: 3 }], collectAtDoor: true });
  });
});
