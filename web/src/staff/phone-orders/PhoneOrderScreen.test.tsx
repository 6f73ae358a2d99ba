import type { Customer } from '@konyha/domain/customers/customer.schemas';
import { anOrder, anOrderAddress } from '@konyha/domain/testing/order.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atTime, openNow } from '../../test/payForm.ts';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { callsTo, chicken, goulash, serveApi } from '../../test/shopApi.ts';
import { PhoneOrderScreen } from './PhoneOrderScreen.tsx';

const kati: Customer = {
  id: 7,
  name: 'Kovács Kati',
  email: 'kati@example.com',
  phone: '+36 30 123 4567',
  addresses: [anOrderAddress({ street: 'Váci út 12.', doorbell: '12B' })],
  orders: [
    {
      id: 20,
      orderDate: '2026-11-20T11:30:00Z',
      total: 9770,
      lines: [
        { productId: goulash.id, name: goulash.name, quantity: 2, options: [] },
        {
          productId: chicken.id,
          name: chicken.name,
          quantity: 1,
          options: [
            {
              optionId: 13,
              groupName: 'Köret',
              groupNameEnglish: 'Side',
              name: 'Burgonyapüré',
              nameEnglish: 'Mashed potatoes',
              price: 300,
            },
          ],
        },
      ],
    },
  ],
};
const guest: Customer = { ...kati, id: null, name: 'Vendég Vera', email: null, addresses: [], orders: [] };

const taken = anOrder({ id: 31, state: 'PREPARING' });
type Answer = { status: number; body: unknown } | { orders: unknown[] };

/** The phone order screen at 13:00 on an open Monday, on the shop's fake API with the customer search and the order. */
function openScreen(phoneAnswers: Answer[] = [{ orders: [taken] }]) {
  atTime(openNow);
  const api = serveApi({
    'GET /api/customers': (_body, _init, url) => ({
      customers: [kati, guest].filter((c) =>
        c.phone?.replace(/\D/g, '').includes(url.searchParams.get('query') ?? '-'),
      ),
    }),
    'POST /api/order/phone': () => phoneAnswers.shift() ?? { orders: [taken] },
    'GET /api/order/today': () => ({ orders: [] }),
  });
  renderWithProviders(<PhoneOrderScreen />, { user: staffUser });
  return api;
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Rendelés felvétele' }));

async function findCaller(user: ReturnType<typeof userEvent.setup>) {
  const search = await screen.findByRole('combobox', { name: 'A hívó keresése' });
  await user.type(search, '3012');
  await screen.findByRole('option', { name: /Kovács Kati/ });
  await user.keyboard('{ArrowDown}{Enter}');
  await screen.findByRole('heading', { level: 2, name: 'Kovács Kati' });
}

afterEach(() => vi.useRealTimers());

describe('taking an order by phone', () => {
  it('finds a returning caller by phone, orders the same again and takes the order accepted', async () => {
    const user = userEvent.setup();
    const api = openScreen();
    await findCaller(user);
    // The caller's details and newest address fill the form, the street split from its house number.
    expect(screen.getByLabelText('Név')).toHaveValue('Kovács Kati');
    await waitFor(() => expect(screen.getByLabelText('Utca')).toHaveValue('Váci út'));
    expect(screen.getByLabelText('Házszám')).toHaveValue('12.');
    expect(screen.getByLabelText('Kapucsengő vagy kaputelefon-kód')).toHaveValue('12B');

    await user.click(screen.getByRole('button', { name: /^Ugyanezt újra/ }));
    const items = await screen.findByRole('region', { name: 'A rendelés tételei' });
    await waitFor(() => expect(within(items).getByText('Rántott csirke')).toBeVisible());
    expect(within(items).getByText('Köret: Burgonyapüré')).toBeVisible();
    // Priced by the server with the delivery of the zip code: 2 × 2490 + 3290 + 490.
    await waitFor(() => expect(screen.getByText(/8\s?760\sFt/)).toBeVisible());
    // The caller tips the courier 10 % (issue 34): 876 Ft, shown with what is paid in all.
    await user.click(screen.getByRole('radio', { name: /^10 % \(876\sFt\)$/ }));
    expect(screen.getByText(/9\s?636\sFt/)).toBeVisible();

    await send();
    expect(await screen.findByText('A(z) 31. rendelés felvéve és elfogadva.')).toBeVisible();
    expect(screen.getByRole('link', { name: /31\. rendelés megnyitása/ })).toHaveAttribute(
      'href',
      '/dashboard/current-orders#order-31',
    );
    const [sent] = callsTo(api, 'POST /api/order/phone');
    expect(sent?.body).toMatchObject({
      userId: 7,
      name: 'Kovács Kati',
      phone: '+36 30 123 4567',
      email: 'kati@example.com',
      address: { zipCode: '1134', street: 'Váci út 12.', doorbell: '12B' },
      products: [
        { id: goulash.id, quantity: 2, options: [] },
        { id: chicken.id, quantity: 1, options: [13] },
      ],
      payment: 'CASH',
      tip: 876,
      preOrderDate: null,
      minutes: 60,
    });
    expect(sent?.body).not.toHaveProperty('paymentLink');
    // A fresh form for the next call.
    expect(await screen.findByRole('combobox', { name: 'A hívó keresése' })).toHaveValue('');
    expect(screen.getByText('Még nincs étel: adja hozzá a listából.')).toBeVisible();
  });

  it('takes a full slot only with a reason, which the second send carries', async () => {
    const user = userEvent.setup();
    const api = openScreen([{ status: 409, body: { errorType: 'SLOT_FULL', message: 'full' } }]);
    await findCaller(user);
    await user.click(screen.getByRole('button', { name: /^Ugyanezt újra/ }));
    await user.selectOptions(screen.getByLabelText('Nap'), '2026-11-24');
    await waitFor(() => expect(screen.getByLabelText('Időpont')).toHaveDisplayValue('12:00'));
    // A pre-order is promised for its slot: no ready time to pick.
    expect(screen.queryByRole('group', { name: 'Elkészül' })).toBeNull();

    await send();
    const reason = await screen.findByRole('textbox', { name: /Miért erre a betelt időpontra/ });
    expect(screen.getByRole('alert')).toHaveTextContent('Ez az időpont betelt.');
    await waitFor(() => expect(reason).toHaveFocus());
    await send();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST /api/order/phone')).toHaveLength(1);

    await user.type(reason, 'Törzsvendég, a konyha vállalja');
    await send();
    expect(await screen.findByText('A(z) 31. rendelés felvéve és elfogadva.')).toBeVisible();
    const [, second] = callsTo(api, 'POST /api/order/phone');
    expect(second?.body).toMatchObject({
      preOrderDate: '2026-11-24T11:00:00.000Z',
      slotOverrideReason: 'Törzsvendég, a konyha vállalja',
    });
    expect(second?.body).not.toHaveProperty('minutes');
  });

  it('sends a payment link only with the guest’s e-mail', async () => {
    const user = userEvent.setup();
    const api = openScreen();
    const search = await screen.findByRole('combobox', { name: 'A hívó keresése' });
    await user.type(search, '3012');
    await user.click(await screen.findByRole('option', { name: /Vendég Vera/ }));
    await user.click(screen.getByRole('button', { name: 'Hozzáadás: Gulyásleves' }));
    await user.selectOptions(screen.getByLabelText('Irányítószám'), '1134');
    await user.selectOptions(
      screen.getByLabelText('Utca'),
      await screen.findByRole('option', { name: 'Váci út' }),
    );
    await user.type(screen.getByLabelText('Házszám'), '5.');
    await user.click(screen.getByRole('radio', { name: 'Fizetési link: online bankkártya' }));

    await send();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/A fizetési linkhez kell a vendég e-mail-címe/),
    );
    expect(callsTo(api, 'POST /api/order/phone')).toHaveLength(0);

    await user.type(email, 'vera@example.com');
    await send();
    expect(await screen.findByText('A(z) 31. rendelés felvéve és elfogadva.')).toBeVisible();
    expect(callsTo(api, 'POST /api/order/phone')[0]?.body).toMatchObject({
      userId: null,
      name: 'Vendég Vera',
      email: 'vera@example.com',
      payment: 'CREDIT_CARD_ONLINE',
      paymentLink: true,
    });
  });
});
