import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderApp } from '../../test/render.tsx';
import { stubApi } from '../../test/stubApi.ts';
import type { OrderStatus } from './api/orderStatus.ts';
import { FakeEventSource, newOrder, openedStream, TOKEN } from './testing.ts';

await import('./OrderStatusPage.tsx');

const path = `/order-status/${TOKEN}`;
const paidOnline: OrderStatus = {
  ...newOrder,
  payment: 'CREDIT_CARD_ONLINE',
  payed: true,
  cancellable: false,
};
const changedAt = '2026-11-24T17:12:00.000+01:00';

beforeEach(() => FakeEventSource.install());

describe('the order status page after the restaurant changed the order', () => {
  it('announces the change with its time and the refund when it arrives live, in both languages', async () => {
    stubApi({ [`GET /api/order-status/${TOKEN}`]: { body: paidOnline } });
    renderApp(path);
    // The headline's status region, which announces what changes in it.
    const headline = await screen.findByText('Megkaptuk a rendelésed, hamarosan visszaigazoljuk.');
    const status = headline.closest('[role="status"]') as HTMLElement;
    expect(within(status).queryByText(/módosította/)).toBeNull();

    const stream = await openedStream();
    act(() => stream.send({ ...paidOnline, changedAt, refundedAmount: 490, total: 6453 }, 4));
    expect(await within(status).findByText('A konyha módosította a rendelésedet (17:12).')).toBeVisible();
    expect(within(status).getByText(/^490\sFt visszautalva a kártyádra\.$/)).toBeVisible();

    await act(() => i18n.changeLanguage('en'));
    const english = await screen.findByText('The restaurant changed your order (17:12).');
    expect(english.closest('[role="status"]')).toHaveTextContent(/490\sFt refunded to your card\.$/);
  });

  it('offers the extra’s payment page as a link, in both languages', async () => {
    const extraPayment = { amount: 990, url: 'https://pay.example/hp_1' };
    stubApi({ [`GET /api/order-status/${TOKEN}`]: { body: { ...paidOnline, changedAt, extraPayment } } });
    renderApp(path);
    expect(await screen.findByText(/^A módosítás miatt még 990\sFt fizetendő\.$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'A különbözet kifizetése' })).toHaveAttribute(
      'href',
      extraPayment.url,
    );
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('link', { name: 'Pay the difference' })).toBeVisible();
    expect(screen.getByText(/^With the change, 990\sFt is still to pay\.$/)).toBeVisible();
  });

  it('says what the courier collects: the extra on top of an online payment, or a cash order’s new total', async () => {
    stubApi({ [`GET /api/order-status/${TOKEN}`]: { body: { ...paidOnline, changedAt, extraDue: 990 } } });
    const { unmount } = renderApp(path);
    expect(await screen.findByText(/^A futárnál 990\sFt fizetendő\.$/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'A különbözet kifizetése' })).toBeNull();
    unmount();

    stubApi({ [`GET /api/order-status/${TOKEN}`]: { body: { ...newOrder, changedAt, total: 640 } } });
    renderApp(path);
    expect(await screen.findByText(/^A futárnál 640\sFt fizetendő\.$/)).toBeVisible();
  });
});
