import type { User } from '@konyha/domain/users/user.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderApp } from './render.tsx';
import { serveApi, storeCart } from './shopApi.ts';

/** Test support for the pay form: opening it on a fake API, filling it as a guest, and the order's answers. */

// Monday 23 November 2026, 13:00 in Budapest: the kitchen is open, the first pre-order slot today is 15:00.
export const openNow = new Date('2026-11-23T12:00:00Z');

export function atTime(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
}

/** Opens /pay with a cart of three goulash soups, as a guest or as `user`, on the fake API with `overrides`. */
export async function openForm(user: User | null = null, overrides: Parameters<typeof serveApi>[0] = {}) {
  const api = serveApi(overrides);
  storeCart(3);
  const view = renderApp('/pay', { user });
  await screen.findByRole('heading', { level: 1, name: 'Rendelés leadása' });
  return { api, ...view };
}

/** Fills in a guest paying cash, delivering to Váci út 12. (1134), with the terms accepted. */
export async function fillGuest() {
  await userEvent.type(screen.getByLabelText('Név'), 'Teszt Elek');
  await userEvent.type(screen.getByLabelText('E-mail-cím'), 'elek@example.com');
  await userEvent.type(screen.getByLabelText('Telefonszám'), '+36 30 123 4567');
  await userEvent.selectOptions(screen.getByLabelText('Irányítószám'), '1134');
  await userEvent.selectOptions(
    screen.getByLabelText('Utca'),
    await screen.findByRole('option', { name: 'Váci út' }),
  );
  await userEvent.type(screen.getByLabelText('Házszám'), '12.');
  await userEvent.click(screen.getByRole('checkbox', { name: /^Elfogadom/ }));
}

/** A real RSA key, as the server's, for the browser's card encryption. */
export async function rsaPublicKey() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
}

/** Makes GET /crypto/publickey hand out a new userId each time, as the server does. */
export function servePublicKeys(api: ReturnType<typeof serveApi>, rsaPublicKey: string) {
  const fallback = api.getMockImplementation();
  if (!fallback) throw new Error('serveApi first');
  api.mockImplementation(async (input, init) =>
    String(input).endsWith('/api/crypto/publickey')
      ? new Response(JSON.stringify({ userId: crypto.randomUUID(), rsaPublicKey }), { status: 200 })
      : fallback(input, init),
  );
}

/** Makes POST /order/add answer `answer` (`{ status, body }` for an error), leaving every other call to the fake API. */
export function serveApiOrder(api: ReturnType<typeof serveApi>, answer: Promise<unknown>) {
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
