import type { Order } from '@konyha/domain/orders/order.schemas';
import { anOrder, anOrderAddress, anOrderLine } from '@konyha/domain/testing/order.fixture';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { chickenOptionTexts, chickenWithOptions } from '../../../test/orderLines.ts';
import { coldLoad, customerUser, renderApp, staffUser } from '../../../test/render.tsx';
import { goulash } from '../../../test/shopApi.ts';
import { stubApi } from '../../../test/stubApi.ts';

await import('../ProfilePage.tsx');

const past: Order = anOrder({
  id: 77,
  userId: customerUser.id,
  name: customerUser.name,
  email: customerUser.email,
  phone: customerUser.phone,
  address: anOrderAddress({ zipCode: '1136', street: 'Hollán Ernő utca 7.' }),
  products: [
    anOrderLine({ price: 2290, quantity: 2 }),
    anOrderLine({ productId: 5, name: 'Harcsapaprikás', nameEnglish: 'Catfish stew', price: 3990 }),
  ],
  payed: true,
  state: 'DELIVERED',
  orderDate: '2026-11-20T18:00:00.000+01:00',
  originalPrice: 8570,
  discountedPrice: 8570,
  total: 9060,
  acknowledgedAt: '2026-11-20T18:02:00.000+01:00',
  acceptedAt: '2026-11-20T18:02:00.000+01:00',
  promisedAt: '2026-11-20T18:45:00.000+01:00',
});
const rejected: Order = {
  ...past,
  id: 78,
  state: 'REJECTED',
  promisedAt: null,
  acceptedAt: null,
  rejectionReason: 'OUTSIDE_AREA',
  rejectionNote: 'Ide sajnos nem jutunk el.',
};
const catfish = { ...goulash, id: 5, name: 'Harcsapaprikás', nameEnglish: 'Catfish stew', orderable: false };

const history = {
  'GET /api/order/userorders/9': { body: { orders: [past, rejected], count: 2 } },
  'GET /api/product/foods': { body: { products: [goulash, catfish] } },
  'GET /api/product/drinks': { body: { products: [] } },
  'POST /api/order/77/status-link': { body: { statusUrl: 'http://konyha.example/order-status/Tok3n' } },
};

describe("the profile's order history", () => {
  it('shows the state, the promised time and the reason of a rejection', async () => {
    stubApi(history);
    renderApp('/profile/orders', { user: customerUser });
    const first = within(await screen.findByRole('article', { name: '77. számú rendelés' }));
    expect(first.getByText('Kiszállítva')).toBeVisible();
    expect(first.getByText('Elkészül')).toBeVisible();
    const second = within(screen.getByRole('article', { name: '78. számú rendelés' }));
    expect(second.getByText('Elutasítva')).toBeVisible();
    expect(
      second.getByText(
        'Indok: a cím kívül esik a kiszállítási területünkön. Üzenetünk: Ide sajnos nem jutunk el.',
      ),
    ).toBeVisible();
  });

  it("shows the floor, door, doorbell and courier's note the order was sent to, and none not given", async () => {
    const detailed = {
      ...past,
      address: { ...past.address, floor: '2.', doorbell: '25', courierNote: 'Hátul' },
    };
    stubApi({ ...history, 'GET /api/order/userorders/9': { body: { orders: [detailed], count: 1 } } });
    renderApp('/profile/orders', { user: customerUser });
    const order = within(await screen.findByRole('article', { name: '77. számú rendelés' }));
    expect(order.getByText('Emelet').nextElementSibling).toHaveTextContent('2.');
    expect(order.getByText('Kapucsengő vagy kaputelefon-kód').nextElementSibling).toHaveTextContent('25');
    expect(order.getByText('Megjegyzés a futárnak').nextElementSibling).toHaveTextContent('Hátul');
    expect(order.queryByText('Ajtó')).not.toBeInTheDocument();
  });

  it("shows each line's options under it, in the UI language", async () => {
    const withOptions = { ...past, products: [chickenWithOptions, ...past.products] };
    stubApi({ ...history, 'GET /api/order/userorders/9': { body: { orders: [withOptions], count: 1 } } });
    renderApp('/profile/orders', { user: customerUser });
    const order = within(await screen.findByRole('article', { name: '77. számú rendelés' }));
    const chicken = within(order.getByRole('list', { name: 'Tételek' })).getAllByRole(
      'listitem',
    )[0] as HTMLElement;
    expect(within(chicken).getByText('2 × Rántott csirke')).toBeVisible();
    for (const text of chickenOptionTexts.hu) expect(within(chicken).getByText(text)).toBeVisible();

    await act(() => i18n.changeLanguage('en'));
    const english = within(await screen.findByRole('list', { name: 'Items' }));
    const fried = english.getAllByRole('listitem')[0] as HTMLElement;
    for (const text of chickenOptionTexts.en) expect(within(fried).getByText(text)).toBeVisible();
  });

  it('shows the bottle deposit of an order with bottles as its own line, and none without', async () => {
    const withBottles = { ...past, id: 79, deposit: 100, total: past.total + 100 };
    stubApi({
      ...history,
      'GET /api/order/userorders/9': { body: { orders: [withBottles, past], count: 2 } },
    });
    renderApp('/profile/orders', { user: customerUser });
    const order = within(await screen.findByRole('article', { name: '79. számú rendelés' }));
    expect(order.getByText('Betétdíj').nextElementSibling).toHaveTextContent('100 Ft');
    const without = within(screen.getByRole('article', { name: '77. számú rendelés' }));
    expect(without.queryByText('Betétdíj')).not.toBeInTheDocument();
  });

  it('tells staff who must set up two-factor login first why their history is hidden, without an error', async () => {
    stubApi({
      ...history,
      'GET /api/order/userorders/2': {
        status: 403,
        body: { errorType: 'TWO_FACTOR_SETUP_REQUIRED', message: 'x' },
      },
    });
    renderApp('/profile/orders', { user: staffUser });
    expect(await screen.findByText(/Előbb kapcsold be a kétlépcsős belépést/)).toBeVisible();
    expect(screen.queryByText(/Szerverhiba/)).not.toBeInTheDocument();
  });

  it('follows an order on its live page through a fresh status link', async () => {
    const api = stubApi(history);
    const { router } = renderApp('/profile/orders', { user: customerUser });
    const order = within(await screen.findByRole('article', { name: '77. számú rendelés' }));
    await userEvent.click(order.getByRole('button', { name: 'Rendelés követése' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-status/Tok3n'));
    expect(api).toHaveBeenCalledWith(
      '/api/order/77/status-link',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('orders again: a fresh cart, the switched-off dish named, the new price told', async () => {
    stubApi(history);
    localStorage.setItem(
      'konyha.cart',
      JSON.stringify({ expire: Date.now() + 60_000, products: [{ productId: 9, quantity: 3 }], coupon: 'X' }),
    );
    const { router } = renderApp('/profile/orders', { user: customerUser });
    const order = within(await screen.findByRole('article', { name: '77. számú rendelés' }));
    await userEvent.click(order.getByRole('button', { name: 'Újrarendelés' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(JSON.parse(localStorage.getItem('konyha.cart') ?? 'null')).toMatchObject({
      products: [{ productId: 1, quantity: 2 }],
      coupon: null,
    });
    const notice = within(await screen.findByRole('status', { name: 'Újrarendelés' }, coldLoad));
    expect(notice.getByText('Harcsapaprikás (most nem kapható)')).toBeVisible();
    expect(notice.getByText('Gulyásleves: 2 290 Ft helyett 2 490 Ft')).toBeVisible();
  });
});
