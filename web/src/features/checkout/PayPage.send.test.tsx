import { anOrderAddress } from '@konyha/domain/testing/order.fixture';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  atTime,
  fillGuest,
  openForm,
  openNow,
  rsaPublicKey,
  serveApiOrder,
  servePublicKeys,
} from '../../test/payForm.ts';
import { callsTo, storeLines } from '../../test/shopApi.ts';

// Loaded before the tests, so the route's lazy import is instant and no test waits for the transform.
await import('./PayPage.tsx');

describe('sending the order', () => {
  it("sends the order once with an Idempotency-Key, then empties the cart and shows the order's live page", async () => {
    atTime(openNow);
    const { api, router } = await openForm();
    let answer: (value: unknown) => void = () => {};
    serveApiOrder(api, new Promise((resolve) => (answer = resolve)));
    await fillGuest();
    const send = screen.getByRole('button', { name: 'Rendelés elküldése' });
    await userEvent.click(send);
    await userEvent.click(send);
    answer({ orderId: 7, statusUrl: 'http://localhost:8080/order-status/Tok3n' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-status/Tok3n'));
    const orders = callsTo(api, 'POST /api/order/add');
    expect(orders).toHaveLength(1);
    expect(orders[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(orders[0]?.body).toEqual({
      name: 'Teszt Elek',
      email: 'elek@example.com',
      phone: '+36 30 123 4567',
      address: anOrderAddress(),
      products: [{ id: 1, quantity: 3, options: [] }],
      coupon: null,
      note: '',
      payment: 'CASH',
      tip: 0,
      encryptedCardData: null,
      preOrderDate: null,
      language: 'hu',
    });
    expect(await screen.findByText(/Köszönjük, megkaptuk a rendelésed!/)).toBeInTheDocument();
    expect(localStorage.getItem('konyha.cart')).toBeNull();
  });

  it('sends each line’s chosen options', async () => {
    atTime(openNow);
    const { api, router } = await openForm();
    serveApiOrder(
      api,
      Promise.resolve({ orderId: 8, statusUrl: 'http://localhost:8080/order-status/Opt10ns' }),
    );
    act(() =>
      storeLines([
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 1, options: [21, 13] },
      ]),
    );
    await fillGuest();
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-status/Opt10ns'));
    expect(callsTo(api, 'POST /api/order/add')[0]?.body.products).toEqual([
      { id: 1, quantity: 3, options: [] },
      { id: 2, quantity: 1, options: [13, 21] },
    ]);
  });

  it.each([
    ['TRANSACTION_REJECTED', 402, /Sikertelen kártyás fizetés!/],
    ['ORDER_OUT_OF_SERVICE', 409, /technikai okokból le kellett állítanunk a rendeléseket/],
    ['TOO_MANY_REQUESTS', 429, /Túl sok próbálkozás rövid idő alatt/],
    ['CARD_SESSION_INVALID', 409, /A kártyás fizetést újra kell kezdeni/],
    ['PRODUCT_NOT_ORDERABLE', 409, /most nem rendelhető termék/],
    ['BELOW_MINIMUM_ORDER', 409, /nem éri el a minimális rendelési értéket/],
    ['USED_COUPON', 409, /Egyszerre csak egy kupon használható/],
    ['NOT_FOUND', 404, /Szerverhiba!/],
  ])('answers %s with its message and keeps the cart', async (errorType, status, text) => {
    const { api } = await openForm();
    serveApiOrder(api, Promise.resolve({ status, body: { errorType, message: 'no' } }));
    await fillGuest();
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(localStorage.getItem('konyha.cart')).not.toBeNull();
  });

  it('asks for a later time when the kitchen has closed, and marks a field the server refused', async () => {
    atTime(openNow);
    const { api } = await openForm();
    serveApiOrder(
      api,
      Promise.resolve({ status: 409, body: { errorType: 'RESTAURANT_CLOSED', message: 'no' } }),
    );
    await fillGuest();
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Időpont')).toHaveAccessibleDescription(
        /A konyha most zárva van, válassz egy későbbi időpontot!/,
      ),
    );
    serveApiOrder(
      api,
      Promise.resolve({
        status: 400,
        body: { errorType: 'VALIDATION_ERROR', message: 'zipInvalid', field: 'address.zipCode' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Irányítószám')).toHaveAccessibleDescription('Érvénytelen irányítószám'),
    );
  });

  it('reuses the key for a retry after a lost answer and takes a fresh one after a definite answer', async () => {
    const { api } = await openForm();
    const offline = Promise.reject(new TypeError('offline'));
    offline.catch(() => {}); // handled when the fetch awaits it
    serveApiOrder(api, offline);
    await fillGuest();
    const send = screen.getByRole('button', { name: 'Rendelés elküldése' });
    await userEvent.click(send);
    await screen.findByText(/Szerverhiba!/);
    serveApiOrder(
      api,
      Promise.resolve({ status: 402, body: { errorType: 'TRANSACTION_REJECTED', message: 'no' } }),
    );
    await userEvent.click(send);
    await screen.findByText(/Sikertelen kártyás fizetés!/);
    await userEvent.click(send);
    await waitFor(() => expect(callsTo(api, 'POST /api/order/add')).toHaveLength(3));
    const keys = callsTo(api, 'POST /api/order/add').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('encrypts the card with a fresh single-use key for each attempt, so sending again after a decline works', async () => {
    const { api } = await openForm();
    servePublicKeys(api, await rsaPublicKey());
    serveApiOrder(
      api,
      Promise.resolve({ status: 402, body: { errorType: 'TRANSACTION_REJECTED', message: 'no' } }),
    );
    await fillGuest();
    await userEvent.click(screen.getByRole('radio', { name: 'Online bankkártyás fizetés' }));
    await userEvent.type(screen.getByLabelText('Kártyaszám'), '4000000000000002');
    await userEvent.type(screen.getByLabelText('Lejárat hónapja (HH)'), '12');
    await userEvent.type(screen.getByLabelText('Lejárat éve (ÉÉÉÉ)'), '2029');
    await userEvent.type(screen.getByLabelText('Kártyabirtokos neve'), 'Teszt Elek');
    await userEvent.type(screen.getByLabelText('Biztonsági kód (CVC)'), '123');
    const send = screen.getByRole('button', { name: 'Rendelés elküldése' });
    await userEvent.click(send);
    await screen.findByText(/Sikertelen kártyás fizetés!/);
    await userEvent.click(send);
    await waitFor(() => expect(callsTo(api, 'POST /api/order/add')).toHaveLength(2));
    expect(callsTo(api, 'GET /api/crypto/publickey')).toHaveLength(2);
    const sessions = callsTo(api, 'POST /api/order/add').map((call) => call.body.encryptedCardData.userId);
    expect(new Set(sessions).size).toBe(2);
  });
});
