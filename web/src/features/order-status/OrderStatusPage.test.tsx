import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { orderStatusKey } from '../../lib/queries/orderStatus.ts';
import { chickenOptionTexts, chickenWithOptions } from '../../test/orderLines.ts';
import { renderApp, testClient } from '../../test/render.tsx';
import { stubApi } from '../../test/stubApi.ts';
import { FakeEventSource, newOrder, openedStream, TOKEN } from './testing.ts';

// Loaded before the tests, so the route's lazy import is instant.
await import('./OrderStatusPage.tsx');

const path = `/order-status/${TOKEN}`;
const api = `/api/order-status/${TOKEN}`;

beforeEach(() => FakeEventSource.install());

describe('the order status page', () => {
  it('shows the order, its timeline, sums, masked contact and our phone, kept out of search engines', async () => {
    stubApi({ [`GET ${api}`]: { body: newOrder } });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: '1042. számú rendelés' })).toBeVisible();
    expect(screen.getByText('Megkaptuk a rendelésed, hamarosan visszaigazoljuk.')).toBeVisible();
    const steps = within(screen.getByRole('region', { name: 'Állapot' }));
    expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      expect.stringContaining('Megkaptuk'),
      'Elfogadva',
      'Elkészült, futárra vár',
      'Úton van',
      'Kiszállítva',
    ]);
    expect(steps.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('2 × Gulyásleves')).toBeVisible();
    expect(screen.getByText('4 980 Ft')).toBeVisible();
    // The sums' code loads after the page's.
    expect((await screen.findByText('Végösszeg')).nextElementSibling).toHaveTextContent('6 943 Ft');
    expect(screen.getByText('p•••@e•••.com')).toBeVisible();
    expect(screen.getByText('1137 Budapest, Pozsonyi út 3.')).toBeVisible();
    expect(screen.getByText('Készpénz a futárnál · Még nincs fizetve')).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: '+36 1 555 0134' })).toHaveAttribute('href', 'tel:+3615550134');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect((await openedStream()).url).toBe(`${api}/events`);
  });

  it('arrives with the order the server rendered it with, asks for it no more, and follows it live', async () => {
    const fetched = stubApi({});
    const client = testClient();
    client.setQueryData(orderStatusKey(TOKEN), newOrder);
    renderApp(path, { client });
    // Without a request: the browser takes over the server's page with the same order.
    expect(await screen.findByRole('heading', { level: 1, name: '1042. számú rendelés' })).toBeVisible();
    expect(screen.getByText('2 × Gulyásleves')).toBeVisible();
    const stream = await openedStream();
    expect(stream.url).toBe(`${api}/events`);
    expect(fetched.mock.calls.filter(([url]) => url.startsWith(api))).toEqual([]);
    act(() => stream.send({ ...newOrder, state: 'PREPARING', cancellable: false }, 3));
    expect(await screen.findByText('Elfogadtuk a rendelésed, már készül.')).toBeVisible();
  });

  it('follows the staff: accepted with a ready time, ready for the courier, then on its way, without reloading', async () => {
    stubApi({ [`GET ${api}`]: { body: newOrder } });
    renderApp(path);
    await screen.findByText('Megkaptuk a rendelésed, hamarosan visszaigazoljuk.');
    const accepted = {
      ...newOrder,
      state: 'PREPARING' as const,
      cancellable: false,
      acceptedAt: '2026-11-24T17:07:00.000+01:00',
      promisedAt: '2026-11-24T17:45:00.000+01:00',
    };
    const stream = await openedStream();
    act(() => stream.send(accepted, 3));
    expect(await screen.findByText('Elkészül: 17:45')).toBeVisible();
    expect(screen.getByText('Elfogadtuk a rendelésed, már készül.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rendelés lemondása' })).not.toBeInTheDocument();
    expect(screen.getByText('A rendelésed módosításához hívj minket:')).toBeVisible();
    // A late message of an older version changes nothing.
    act(() => stream.send(newOrder, 2));
    expect(screen.getByText('Elkészül: 17:45')).toBeVisible();
    // Issue 33: the kitchen's "Ready".
    const ready = { ...accepted, state: 'READY' as const, readyAt: '2026-11-24T17:32:00.000+01:00' };
    act(() => stream.send(ready, 4));
    expect(await screen.findByText('Elkészült a rendelésed, a futárra vár.')).toBeVisible();
    const steps = within(screen.getByRole('region', { name: 'Állapot' }));
    const readyStep = steps.getByText('Elkészült, futárra vár').closest('li');
    expect(readyStep).toHaveAttribute('aria-current', 'step');
    expect(readyStep).toHaveTextContent('17:32');
    act(() => stream.send({ ...ready, state: 'DELIVERING', onTheWayAt: '2026-11-24T17:40:00.000+01:00' }, 5));
    expect(await screen.findByText('A rendelésed úton van hozzád!')).toBeVisible();
  });

  it('reads in English after the language switch', async () => {
    stubApi({ [`GET ${api}`]: { body: { ...newOrder, state: 'DELIVERED', cancellable: false } } });
    await act(() => i18n.changeLanguage('en'));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order no. 1042' })).toBeVisible();
    expect(screen.getByText('Delivered. Enjoy your meal!')).toBeVisible();
    expect(screen.getByText('2 × Goulash soup')).toBeVisible();
    expect(await screen.findByText('Cash on delivery · Not paid yet')).toBeVisible();
  });

  it("shows the floor, door, doorbell and courier's note given with the address, and none not given", async () => {
    const address = { ...newOrder.address, floor: '3.', door: '12', courierNote: 'A kapu a sarkon túl van' };
    stubApi({ [`GET ${api}`]: { body: { ...newOrder, address } } });
    renderApp(path);
    const details = within(await screen.findByRole('region', { name: 'Szállítás és fizetés' }));
    expect(details.getByText('Emelet').nextElementSibling).toHaveTextContent('3.');
    expect(details.getByText('Ajtó').nextElementSibling).toHaveTextContent('12');
    expect(details.getByText('Megjegyzés a futárnak').nextElementSibling).toHaveTextContent(
      'A kapu a sarkon túl van',
    );
    expect(details.queryByText('Kapucsengő vagy kaputelefon-kód')).not.toBeInTheDocument();
  });

  it("shows each line's options under it, read with the line, in the UI language", async () => {
    const withOptions = { ...newOrder, products: [chickenWithOptions, ...newOrder.products] };
    stubApi({ [`GET ${api}`]: { body: withOptions } });
    renderApp(path);
    const items = within(await screen.findByRole('region', { name: 'Tételek' }));
    const chicken = items.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(chicken).getByText('2 × Rántott csirke')).toBeVisible();
    for (const text of chickenOptionTexts.hu) expect(within(chicken).getByText(text)).toBeVisible();
    expect(within(chicken).getByText('6 580 Ft')).toBeVisible();
    expect(items.getAllByRole('listitem')[1]).toHaveTextContent('2 × Gulyásleves4 980 Ft');

    await act(() => i18n.changeLanguage('en'));
    const english = within(await screen.findByRole('region', { name: 'Items' }));
    const fried = english.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(fried).getByText('2 × Fried chicken')).toBeVisible();
    for (const text of chickenOptionTexts.en) expect(within(fried).getByText(text)).toBeVisible();
  });

  it('shows a rejection with its reason in words and the note', async () => {
    const rejected = {
      ...newOrder,
      state: 'REJECTED' as const,
      cancellable: false,
      closedAt: '2026-11-24T17:09:00.000+01:00',
      rejectionReason: 'OTHER' as const,
      rejectionNote: 'Elromlott a sütő.',
    };
    stubApi({ [`GET ${api}`]: { body: rejected } });
    renderApp(path);
    expect(await screen.findByText('Indok: egyéb ok')).toBeVisible();
    expect(screen.getByText('Üzenetünk: Elromlott a sütő.')).toBeVisible();
    expect(screen.getByText('Elutasítva')).toBeVisible();
  });

  it.each([
    [404, 'NOT_FOUND', 'Nem találjuk ezt a rendelést'],
    [410, 'LINK_EXPIRED', 'Ez a link lejárt'],
  ])('answers %i with its own message and our phone', async (status, errorType, title) => {
    stubApi({ [`GET ${api}`]: { status, body: { errorType } } });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '+36 1 555 0134' })).toBeVisible();
  });

  it('cancels after the guest confirms', async () => {
    const cancelled = {
      ...newOrder,
      state: 'CANCELLED' as const,
      cancellable: false,
      closedAt: '2026-11-24T17:06:00.000+01:00',
      rejectionReason: 'GUEST_CANCELLED' as const,
    };
    const fetch = stubApi({
      [`GET ${api}`]: { body: newOrder },
      [`POST ${api}/cancel`]: { body: cancelled },
    });
    renderApp(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Rendelés lemondása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Biztosan lemondod a rendelést?' });
    // Keeping the order sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mégsem' }));
    expect(fetch).not.toHaveBeenCalledWith(`${api}/cancel`, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés lemondása' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Igen, lemondom' }));
    expect(await screen.findByText('Lemondtad a rendelést.')).toBeVisible();
    expect(screen.getByText('Indok: te mondtad le')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rendelés lemondása' })).not.toBeInTheDocument();
  });

  it('says the restaurant already took it when the cancel comes too late', async () => {
    let answer = newOrder;
    stubApi({
      [`GET ${api}`]: () => Promise.resolve(new Response(JSON.stringify(answer))) as never,
      [`POST ${api}/cancel`]: { status: 409, body: { errorType: 'CONFLICT' } },
    });
    renderApp(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Rendelés lemondása' }));
    answer = { ...newOrder, cancellable: false, acceptedAt: '2026-11-24T17:06:00.000+01:00' };
    await userEvent.click(await screen.findByRole('button', { name: 'Igen, lemondom' }));
    expect(
      await screen.findByText('Az étterem már foglalkozik a rendeléseddel, ezért itt nem mondható le.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByText('A rendelésed módosításához hívj minket:')).toBeVisible());
  });
});
