import { type APIRequestContext, expect, test } from '@playwright/test';
import { confirmedCustomer, storeLogin, uniqueEmail } from './support/accounts.ts';
import { addProduct, bearer, unique } from './support/admin.ts';
import { adminToken, nextDaySlot } from './support/checkout.ts';

// "Order again" from the profile's history (issue 13): a fresh cart of the same dishes, what cannot be ordered
// any more left out and named, a changed price told.

type Dish = { id: number; name: string; nameEnglish: string; price: number };

async function newDish(
  request: APIRequestContext,
  token: string,
  name: string,
  price: number,
): Promise<Dish> {
  const dish = { name, nameEnglish: `${name} EN`, price };
  return { id: await addProduct(request, token, dish), ...dish };
}

/** Changes a dish as staff do on the product screen (the whole product is sent). */
async function updateDish(
  request: APIRequestContext,
  token: string,
  dish: Dish,
  change: { price?: number; orderable?: boolean },
) {
  const { products } = (await (await request.get('/api/product/foods')).json()) as { products: Dish[] };
  const current = products.find((product) => product.id === dish.id);
  const response = await request.put('/api/product/product', {
    headers: bearer(token),
    data: { ...current, ...change },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The customer's own pre-order for the next allowed day after today, through the API with their login. */
async function placeOwnOrder(
  request: APIRequestContext,
  token: string,
  lines: { id: number; quantity: number }[],
) {
  const { at } = await nextDaySlot(request);
  const streets: string[] = await (await request.get('/api/streets/1134')).json();
  const response = await request.post('/api/order/add', {
    headers: bearer(token),
    data: {
      name: 'Újra Ödön',
      email: 'ignored@example.com',
      phone: '+36 30 555 1234',
      address: { zipCode: '1134', city: 'Budapest', street: `${streets[0]} 7.` },
      products: lines,
      payment: 'CASH',
      note: '',
      preOrderDate: at,
      language: 'hu',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orderId: number }).orderId;
}

test('order again from the profile, with one dish switched off and one price changed meanwhile', async ({
  page,
  request,
}) => {
  const staff = await adminToken(request);
  const soup = await newDish(request, staff, unique('Újraleves'), 2400);
  const stew = await newDish(request, staff, unique('Újrapörkölt'), 3100);
  const account = { name: 'Újra Ödön', email: uniqueEmail('reorder'), password: 'Guest1234' };
  const customer = await confirmedCustomer(request, account);
  const orderId = await placeOwnOrder(request, customer, [
    { id: soup.id, quantity: 2 },
    { id: stew.id, quantity: 1 },
  ]);

  await updateDish(request, staff, stew, { orderable: false });
  await updateDish(request, staff, soup, { price: 2600 });
  try {
    await storeLogin(page, customer);
    await page.goto('/profile/orders');
    const order = page.getByRole('article', { name: `${orderId}. számú rendelés` });
    await expect(order.getByText('Új', { exact: true })).toBeVisible();
    await order.getByRole('button', { name: 'Újrarendelés' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const notice = page.getByRole('status', { name: 'Újrarendelés' });
    await expect(notice.getByText(`${stew.name} (most nem kapható)`)).toBeVisible();
    await expect(notice.getByText(`${soup.name}: 2 400 Ft helyett 2 600 Ft`)).toBeVisible();
    await expect(page.getByLabel(`${soup.name}: 2 db`)).toBeVisible();
    await expect(page.getByText(stew.name, { exact: true })).toHaveCount(0);
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('konyha.cart'))) ?? 'null'),
    ).toMatchObject({
      products: [{ productId: soup.id, quantity: 2 }],
      coupon: null,
    });

    // "Follow order" opens the order's live page through a fresh link.
    await page.goto('/profile/orders');
    await order.getByRole('button', { name: 'Rendelés követése' }).click();
    await expect(page).toHaveURL(/\/order-status\/[\w-]{32}$/);
    await expect(page.getByRole('heading', { level: 1, name: `${orderId}. számú rendelés` })).toBeVisible();
  } finally {
    for (const dish of [soup, stew])
      await request.delete(`/api/product/${dish.id}`, { headers: bearer(staff) });
  }
});
