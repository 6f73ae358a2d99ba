import { instantOf } from '@konyha/domain/restaurant/local-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadCart } from '../../lib/cartStore.ts';
import { atTime, fillGuest, openForm, openNow, serveApiOrder } from '../../test/payForm.ts';
import { renderApp } from '../../test/render.tsx';
import { everyDay, pausedUntil, slotsAnswer } from '../../test/schedule.ts';
import { callsTo, serveApi } from '../../test/shopApi.ts';

// Loaded before the tests, so the route's lazy import is instant and no test waits for the transform.
await import('./PayPage.tsx');

const at = (time: string, day = '2026-11-24') => instantOf(day, time).toISOString();
const timeField = () => screen.getByLabelText('Időpont');
const shownTimes = () =>
  within(timeField())
    .getAllByRole('option')
    .map((option) => option.textContent);
const send = () => userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));

describe('the pay form’s day and time', () => {
  it('offers as soon as possible today, a later day from 12:00, and today again as soon as possible', async () => {
    atTime(openNow);
    await openForm();
    await waitFor(() => expect(timeField()).toHaveDisplayValue('Amint lehet'));
    expect(shownTimes()).toContain('15:00');
    expect(shownTimes()).not.toContain('14:45');
    await userEvent.selectOptions(screen.getByLabelText('Nap'), '2026-11-24');
    await waitFor(() => expect(timeField()).toHaveDisplayValue('12:00'));
    await userEvent.selectOptions(timeField(), '18:30');
    await userEvent.selectOptions(screen.getByLabelText('Nap'), '2026-11-23');
    await waitFor(() => expect(timeField()).toHaveDisplayValue('Amint lehet'));
  });

  it('offers only the slots with room left and sends the chosen slot’s instant', async () => {
    atTime(openNow);
    const full = [at('12:00'), at('12:15')];
    const { api } = await openForm(null, {
      'GET /api/order/slots': (_body, _init, url) => slotsAnswer(everyDay, url, full),
    });
    serveApiOrder(api, Promise.resolve({ orderId: 8 }));
    await fillGuest();
    await userEvent.selectOptions(screen.getByLabelText('Nap'), '2026-11-24');
    await waitFor(() => expect(shownTimes()).toContain('12:30'));
    expect(shownTimes()).not.toContain('12:00');
    expect(shownTimes()).not.toContain('12:15');
    await userEvent.selectOptions(timeField(), '12:30');
    await send();
    await waitFor(() => expect(callsTo(api, 'POST /api/order/add')).toHaveLength(1));
    expect(callsTo(api, 'POST /api/order/add')[0]?.body.preOrderDate).toBe(at('12:30'));
  });

  it('offers the next free slot when the chosen one fills up meanwhile', async () => {
    atTime(openNow);
    const full: string[] = [];
    const { api } = await openForm(null, {
      'GET /api/order/slots': (_body, _init, url) => slotsAnswer(everyDay, url, full),
    });
    await fillGuest();
    await userEvent.selectOptions(screen.getByLabelText('Nap'), '2026-11-24');
    await waitFor(() => expect(shownTimes()).toContain('18:15'));
    await userEvent.selectOptions(timeField(), '18:15');
    full.push(at('18:15'));
    serveApiOrder(api, Promise.resolve({ status: 409, body: { errorType: 'SLOT_FULL', message: 'full' } }));
    await send();
    await waitFor(() => expect(timeField()).toHaveDisplayValue('18:30'));
    expect(shownTimes()).not.toContain('18:15');
    expect(timeField()).toHaveAccessibleDescription('Ez az időpont közben betelt, válassz egy másikat!');
  });

  it('says so at the time when the restaurant has closed the day the order is for', async () => {
    atTime(openNow);
    const { api } = await openForm();
    await fillGuest();
    serveApiOrder(
      api,
      Promise.resolve({ status: 409, body: { errorType: 'DAY_CLOSED', message: 'closed' } }),
    );
    await send();
    await waitFor(() =>
      expect(timeField()).toHaveAccessibleDescription(
        'Az étterem lezárta ezt a napot: válassz egy későbbi időpontot!',
      ),
    );
  });

  it('hides as soon as possible while closed and starts with the first slot, saying why', async () => {
    // 07:00 in Budapest: the first slot today is an hour after the 11:00 opening (SPEC §5), 12:00.
    atTime(new Date('2026-11-23T06:00:00Z'));
    await openForm();
    await waitFor(() => expect(timeField()).toHaveDisplayValue('12:00'));
    expect(shownTimes()).not.toContain('11:45');
    expect(shownTimes()).not.toContain('Amint lehet');
    expect(timeField()).toHaveAccessibleDescription(/Most zárva vagyunk, ezért előrendelést veszünk fel/);
  });

  it('takes only pre-orders while orders are paused', async () => {
    atTime(openNow);
    await openForm(null, { 'GET /api/order/busy': () => pausedUntil(new Date('2026-11-23T12:30:00Z')) });
    await waitFor(() => expect(timeField()).toHaveDisplayValue('15:00'));
    expect(shownTimes()).not.toContain('Amint lehet');
    expect(timeField()).toHaveAccessibleDescription(/Rövid szünetet tartunk, ezért most előrendelést/);
  });

  it('switches to pre-order when the server says orders were paused meanwhile', async () => {
    atTime(openNow);
    const { api } = await openForm();
    serveApiOrder(api, Promise.resolve({ status: 409, body: { errorType: 'ORDERS_PAUSED', message: 'no' } }));
    await fillGuest();
    await waitFor(() => expect(timeField()).toHaveDisplayValue('Amint lehet'));
    await send();
    await waitFor(() => expect(timeField()).toHaveDisplayValue('15:00'));
    expect(shownTimes()).not.toContain('Amint lehet');
    expect(timeField()).toHaveAccessibleDescription(
      /most csak előrendelést veszünk fel: válassz egy időpontot!/,
    );
  });
});

describe('the pay form with a lunch menu in the cart (issue 31)', () => {
  const withLunchFor = (date: string) =>
    localStorage.setItem(
      'konyha.cart',
      JSON.stringify({
        expire: Date.now() + 60 * 60 * 1000,
        products: [{ productId: 1, quantity: 1 }],
        lunch: [{ lunchVariantId: 31, date, quantity: 2, mainOnly: false, forName: 'Kata' }],
        coupon: null,
      }),
    );

  it('starts on the lunch menu’s day at noon, and says so at the time when the menu is not served then', async () => {
    atTime(openNow);
    const api = serveApi();
    withLunchFor('2026-11-24');
    loadCart();
    renderApp('/pay');
    await screen.findByRole('heading', { level: 1, name: 'Rendelés leadása' });
    expect(screen.getByLabelText('Nap')).toHaveValue('2026-11-24');
    await waitFor(() => expect(timeField()).toHaveDisplayValue('12:00'));
    serveApiOrder(
      api,
      Promise.resolve({
        status: 409,
        body: { errorType: 'NOT_AVAILABLE_NOW', message: 'lunch is 11:00–15:00' },
      }),
    );
    await fillGuest();
    await userEvent.selectOptions(timeField(), '18:30');
    await send();
    await waitFor(() =>
      expect(timeField()).toHaveAccessibleDescription(/ami ebben az időpontban nem kapható/),
    );
    expect(callsTo(api, 'POST /api/order/add')[0]?.body.products).toContainEqual({
      lunchVariantId: 31,
      date: '2026-11-24',
      quantity: 2,
      mainOnly: false,
      forName: 'Kata',
    });
  });
});
