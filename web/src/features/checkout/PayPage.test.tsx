import type { User } from '@konyha/domain/users/user.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerUser, renderApp } from '../../test/render.tsx';
import { callsTo, serveApi, storeCart } from '../../test/shopApi.ts';

// Loaded before the tests, so the route's lazy import is instant and no test waits for the transform.
await import('./PayPage.tsx');

// Monday 23 November 2026, 13:00 in Budapest: the kitchen is open, the first pre-order slot today is 15:00.
const openNow = new Date('2026-11-23T12:00:00Z');

function atTime(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
}

const customer = (addresses: User['addresses']): User => ({
  ...customerUser,
  phone: '+36 30 555 1234',
  registrationDate: '2026-01-01T10:00:00Z',
  addresses,
});
const home = { id: 5, zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' };
const office = { id: 6, zipCode: '1134', city: 'Budapest', street: 'Váci út 1.' };

async function openForm(user: User | null = null) {
  const api = serveApi();
  storeCart(3);
  const view = renderApp('/pay', { user });
  await screen.findByRole('heading', { level: 1, name: 'Rendelés leadása' });
  return { api, ...view };
}

async function fillGuest() {
  await userEvent.type(screen.getByLabelText('Név'), 'Teszt Elek');
  await userEvent.type(screen.getByLabelText('E-mail-cím'), 'elek@example.com');
  await userEvent.type(screen.getByLabelText('Telefonszám'), '+36 30 123 4567');
  await userEvent.selectOptions(screen.getByLabelText('Irányítószám'), '1134');
  await userEvent.selectOptions(
    screen.getByLabelText('Utca'),
    await screen.findByRole('option', { name: 'Váci út' }),
  );
  await userEvent.type(screen.getByLabelText('Házszám, emelet, ajtó'), '12.');
  await userEvent.click(screen.getByRole('checkbox'));
}

describe('the pay form', () => {
  it('goes home with an empty cart and back to the cart below the minimum', async () => {
    serveApi();
    const { router } = renderApp('/pay');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    storeCart(1);
    await router.navigate('/pay');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('offers as soon as possible today, resets a later day to 12:00 and today back to as soon as possible', async () => {
    atTime(openNow);
    await openForm();
    const day = screen.getByLabelText('Nap');
    const time = screen.getByLabelText('Időpont');
    expect(time).toHaveDisplayValue('Amint lehet');
    expect(screen.getByRole('option', { name: '15:00' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '14:45' })).not.toBeInTheDocument();
    await userEvent.selectOptions(day, '2026-11-24');
    expect(time).toHaveValue('12:00');
    await userEvent.selectOptions(time, '18:30');
    await userEvent.selectOptions(day, '2026-11-23');
    expect(time).toHaveValue('asap');
  });

  it('offers only pre-order slots while the kitchen is closed', async () => {
    atTime(new Date('2026-11-23T06:00:00Z'));
    await openForm();
    expect(screen.queryByRole('option', { name: 'Amint lehet' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Időpont')).toHaveValue('12:00');
  });

  it('shows a logged-in customer’s details read-only with the hint and preselects the one saved address', async () => {
    await openForm(customer([home]));
    for (const [label, value] of [
      ['Név', customerUser.name],
      ['E-mail-cím', customerUser.email],
      ['Telefonszám', '+36 30 555 1234'],
    ]) {
      const input = screen.getByLabelText(label as string);
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('readonly');
      expect(input).toHaveAccessibleDescription(/profilodban módosíthatod/);
    }
    expect(screen.queryByLabelText('Mentett címeid')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Irányítószám')).toHaveValue('1137');
    await waitFor(() => expect(screen.getByLabelText('Utca')).toHaveValue('Pozsonyi út'));
    expect(screen.getByLabelText('Házszám, emelet, ajtó')).toHaveValue('24.');
    expect(await screen.findByRole('option', { name: 'Kapucsengő: 12' })).toBeInTheDocument();
  });

  it('lets a customer with several saved addresses pick one', async () => {
    await openForm(customer([home, office]));
    expect(screen.getByLabelText('Irányítószám')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Mentett címeid'), '6');
    await waitFor(() => expect(screen.getByLabelText('Utca')).toHaveValue('Váci út'));
    expect(screen.getByLabelText('Irányítószám')).toHaveValue('1134');
    expect(screen.getByLabelText('Házszám, emelet, ajtó')).toHaveValue('1.');
  });

  it('marks required fields on submit and the card fields with the card messages', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Online bankkártyás fizetés' }));
    await userEvent.type(screen.getByLabelText('Kártyaszám'), '4111abc');
    expect(screen.getByLabelText('Kártyaszám')).toHaveValue('4111');
    await userEvent.type(screen.getByLabelText('Biztonsági kód (CVC)'), '12');
    await userEvent.type(screen.getByLabelText('Lejárat hónapja (HH)'), '13');
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    expect(await screen.findByLabelText('Név')).toHaveAccessibleDescription('Kötelező mező');
    expect(screen.getByLabelText('Kártyaszám')).toHaveAccessibleDescription('A kártyaszám túl rövid');
    expect(screen.getByLabelText('Biztonsági kód (CVC)')).toHaveAccessibleDescription(
      'A biztonsági kód túl rövid (3 számjegy)',
    );
    expect(screen.getByLabelText('Lejárat hónapja (HH)')).toHaveAccessibleDescription('Hibás lejárati dátum');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'A rendeléshez el kell fogadnod a feltételeket',
    );
  });

  it('checks the e-mail on blur and keeps letters out of the phone', async () => {
    await openForm();
    await userEvent.type(screen.getByLabelText('E-mail-cím'), 'nem-email');
    await userEvent.tab();
    expect(screen.getByLabelText('E-mail-cím')).toHaveAccessibleDescription('Érvénytelen e-mail-cím');
    await userEvent.type(screen.getByLabelText('Telefonszám'), '+36a30b');
    expect(screen.getByLabelText('Telefonszám')).toHaveValue('+3630');
  });

  it('sends the order once with an Idempotency-Key, then empties the cart and goes home', async () => {
    atTime(openNow);
    const { api, router } = await openForm();
    let answer: (value: unknown) => void = () => {};
    serveApiOrder(api, new Promise((resolve) => (answer = resolve)));
    await fillGuest();
    const send = screen.getByRole('button', { name: 'Rendelés elküldése' });
    await userEvent.click(send);
    await userEvent.click(send);
    answer({ orderId: 7 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const orders = callsTo(api, 'POST /api/order/add');
    expect(orders).toHaveLength(1);
    expect(orders[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(orders[0]?.body).toEqual({
      name: 'Teszt Elek',
      email: 'elek@example.com',
      phone: '+36 30 123 4567',
      address: { zipCode: '1134', city: 'Budapest', street: 'Váci út 12.' },
      products: [{ id: 1, quantity: 3 }],
      coupon: null,
      note: '',
      payment: 'CASH',
      encryptedCardData: null,
      preOrderDate: null,
      language: 'hu',
    });
    expect(await screen.findByText(/Köszönjük, megkaptuk a rendelésed!/)).toBeInTheDocument();
    expect(localStorage.getItem('konyha.cart')).toBeNull();
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
        'A konyha most zárva van, válassz egy későbbi időpontot!',
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
    const keys = callsTo(api, 'POST /api/order/add').map((call) => call.headers['Idempotency-Key']);
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

/** A real RSA key, as the server's, for the browser's card encryption. */
async function rsaPublicKey() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
}

/** Makes GET /crypto/publickey hand out a new userId each time, as the server does. */
function servePublicKeys(api: ReturnType<typeof serveApi>, rsaPublicKey: string) {
  const fallback = api.getMockImplementation();
  if (!fallback) throw new Error('serveApi first');
  api.mockImplementation(async (input, init) =>
    String(input).endsWith('/api/crypto/publickey')
      ? new Response(JSON.stringify({ userId: crypto.randomUUID(), rsaPublicKey }), { status: 200 })
      : fallback(input, init),
  );
}

/** Makes POST /order/add answer `answer` (`{ status, body }` for an error), leaving every other call to the fake API. */
function serveApiOrder(api: ReturnType<typeof serveApi>, answer: Promise<unknown>) {
  const fallback = original.get(api) ?? api.getMockImplementation();
  if (!fallback) throw new Error('serveApi first');
  original.set(api, fallback);
  api.mockImplementation(async (input, init) => {
    if (!String(input).endsWith('/api/order/add')) return fallback(input, init);
    const body = (await answer) as { status?: number; body?: unknown };
    return body.status
      ? new Response(JSON.stringify(body.body), { status: body.status })
      : new Response(JSON.stringify(body), { status: 200 });
  });
}
const original = new WeakMap<
  object,
  NonNullable<ReturnType<ReturnType<typeof serveApi>['getMockImplementation']>>
>();
