import type { Address } from '@konyha/domain/users/user.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillGuest, openForm, serveApiOrder } from '../../test/payForm.ts';
import { customerUser } from '../../test/render.tsx';
import { callsTo } from '../../test/shopApi.ts';

// Loaded before the tests, so the route's lazy import is instant and no test waits for the transform.
await import('./PayPage.tsx');

// Three goulash soups (3 × 2 490 Ft) delivered to 1134 (490 Ft): 7 960 Ft in all.
const placed = { orderId: 7, statusUrl: 'http://localhost:8080/order-status/Tok3n' };
const send = () => userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
const sentOrder = async (api: Awaited<ReturnType<typeof openForm>>['api']) => {
  await waitFor(() => expect(callsTo(api, 'POST /api/order/add')).toHaveLength(1));
  return callsTo(api, 'POST /api/order/add')[0]?.body;
};
// Amounts read "10 000 Ft" with no-break spaces.
const tenThousand = /^10\s000\sFt$/;
const office: Address = {
  id: 6,
  zipCode: '1134',
  city: 'Budapest',
  street: 'Váci út 1.',
  floor: 'fszt.',
  door: '2',
  doorbell: '02',
  courierNote: 'Hátsó bejárat',
};
const home: Address = {
  ...office,
  id: 5,
  street: 'Váci út 9.',
  floor: '',
  door: '',
  doorbell: '',
  courierNote: '',
};
const refuse = (field: string, message: string) =>
  Promise.resolve({ status: 400, body: { errorType: 'VALIDATION_ERROR', field, message } });

describe('the address details and what a cash guest pays with', () => {
  it('sends floor, door, doorbell, the courier’s note and the note picked to pay with, and tells the change', async () => {
    const { api } = await openForm();
    serveApiOrder(api, Promise.resolve(placed));
    await fillGuest();
    await userEvent.type(screen.getByLabelText('Emelet'), '3.');
    await userEvent.type(screen.getByLabelText('Ajtó'), '12');
    await userEvent.type(screen.getByLabelText('Kapucsengő vagy kaputelefon-kód'), '312');
    await userEvent.type(screen.getByLabelText('Megjegyzés a futárnak'), ' A kapu a sarkon túl van ');
    expect(screen.getByLabelText('Megjegyzés a futárnak')).toHaveAccessibleDescription(
      /a kapu a sarkon túl van\. Legfeljebb 200 karakter/,
    );
    await userEvent.click(await screen.findByRole('button', { name: tenThousand }));
    expect(screen.getByLabelText('Ezzel fizetek (Ft)')).toHaveValue('10000');
    expect(screen.getByRole('button', { name: tenThousand })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Visszajáró: 2 040 Ft')).toBeVisible();
    await send();
    expect(await sentOrder(api)).toMatchObject({
      address: {
        zipCode: '1134',
        street: 'Váci út 12.',
        floor: '3.',
        door: '12',
        doorbell: '312',
        courierNote: 'A kapu a sarkon túl van',
      },
      payment: 'CASH',
      payWith: 10000,
    });
  });

  it('refuses an amount below the total at the field and sends nothing', async () => {
    const { api } = await openForm();
    await fillGuest();
    await userEvent.type(screen.getByLabelText('Ezzel fizetek (Ft)'), '5 000 Ft');
    expect(screen.getByLabelText('Ezzel fizetek (Ft)')).toHaveValue('5000');
    await send();
    await waitFor(() =>
      expect(screen.getByLabelText('Ezzel fizetek (Ft)')).toHaveAccessibleDescription(
        /Legalább a rendelés végösszegét add meg/,
      ),
    );
    expect(screen.queryByText(/Visszajáró/)).not.toBeInTheDocument();
    expect(callsTo(api, 'POST /api/order/add')).toHaveLength(0);
  });

  it('asks what the guest pays with only for cash, and sends none for card', async () => {
    const { api } = await openForm();
    serveApiOrder(api, Promise.resolve(placed));
    await fillGuest();
    await userEvent.type(screen.getByLabelText('Ezzel fizetek (Ft)'), '20000');
    await userEvent.click(screen.getByRole('radio', { name: 'Bankkártya a futárnál' }));
    expect(screen.queryByLabelText('Ezzel fizetek (Ft)')).not.toBeInTheDocument();
    await send();
    const order = await sentOrder(api);
    expect(order.payment).toBe('CREDIT_CARD');
    expect(order).not.toHaveProperty('payWith');
  });

  it('sends no amount when the cash guest gives none', async () => {
    const { api } = await openForm();
    serveApiOrder(api, Promise.resolve(placed));
    await fillGuest();
    await send();
    expect(await sentOrder(api)).not.toHaveProperty('payWith');
  });

  it('fills in the floor, door, doorbell and courier’s note of a picked saved address', async () => {
    await openForm({ ...customerUser, addresses: [home, office] });
    await userEvent.selectOptions(screen.getByLabelText('Mentett címeid'), '6');
    await waitFor(() => expect(screen.getByLabelText('Utca')).toHaveValue('Váci út'));
    expect(screen.getByLabelText('Emelet')).toHaveValue('fszt.');
    expect(screen.getByLabelText('Ajtó')).toHaveValue('2');
    expect(screen.getByLabelText('Kapucsengő vagy kaputelefon-kód')).toHaveValue('02');
    expect(screen.getByLabelText('Megjegyzés a futárnak')).toHaveValue('Hátsó bejárat');
    await userEvent.selectOptions(screen.getByLabelText('Mentett címeid'), '5');
    expect(screen.getByLabelText('Emelet')).toHaveValue('');
  });

  it('fills them in from the one saved address it preselects', async () => {
    await openForm({ ...customerUser, addresses: [office] });
    expect(screen.getByLabelText('Emelet')).toHaveValue('fszt.');
    expect(screen.getByLabelText('Megjegyzés a futárnak')).toHaveValue('Hátsó bejárat');
  });

  it.each([
    ['address.courierNote', 'tooLong', 'Megjegyzés a futárnak', /Túl hosszú/],
    ['payWith', 'belowTotal', 'Ezzel fizetek (Ft)', /Legalább a rendelés végösszegét add meg/],
  ])('shows the server’s refusal of %s at its field', async (field, message, label, text) => {
    const { api } = await openForm();
    serveApiOrder(api, refuse(field, message));
    await fillGuest();
    await userEvent.type(screen.getByLabelText('Ezzel fizetek (Ft)'), '8000');
    await send();
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text));
    expect(screen.getByLabelText(label)).toHaveFocus();
  });
});
