import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { createOrder, loggedInUser, login } from './factories.ts';
import { linkIn, type SmtpCapture, startSmtpCapture } from './smtp.ts';

let t: TestApp;
let smtp: SmtpCapture;
let assistant: Awaited<ReturnType<typeof loggedInUser>>;
let manager: Awaited<ReturnType<typeof loggedInUser>>;
let admin: Awaited<ReturnType<typeof loggedInUser>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  assistant = await loggedInUser(t.app, t.database.db, { role: 'SHOP_ASSISTANT' });
  manager = await loggedInUser(t.app, t.database.db, { role: 'MANAGER' });
  admin = await loggedInUser(t.app, t.database.db, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const newDish = {
  name: 'Töltött paprika',
  nameEnglish: 'Stuffed peppers',
  description: 'Paradicsomos mártásban.',
  descriptionEnglish: 'In tomato sauce.',
  type: 'FOOD',
  group: 'PORK',
  allergenics: ['LACTOSE_FREE'],
  price: 3890,
  loquuId: 1599,
  orderable: true,
};
const publicFoods = async () =>
  (await t.app.inject({ url: '/api/product/foods' })).json().products as {
    id: number;
    orderable: boolean;
    name: string;
  }[];

describe('products', () => {
  it('lets a manager add a product that the public menu shows at once', async () => {
    const created = await call('POST', '/api/product/product', manager.headers, newDish);
    expect(created.statusCode).toBe(201);
    const product = created.json().products[0];
    expect(product).toMatchObject({ ...newDish, id: expect.any(Number) });
    expect((await publicFoods()).find((p) => p.id === product.id)?.name).toBe('Töltött paprika');
  });

  it('lets a shop assistant switch a product off, but change nothing else', async () => {
    const product = (
      await call('POST', '/api/product/product', manager.headers, { ...newDish, loquuId: 1598 })
    ).json().products[0];
    const off = await call('PUT', '/api/product/product', assistant.headers, {
      ...product,
      orderable: false,
    });
    expect(off.json().products[0].orderable).toBe(false);
    expect((await publicFoods()).find((p) => p.id === product.id)?.orderable).toBe(false);

    const pricier = await call('PUT', '/api/product/product', assistant.headers, {
      ...product,
      orderable: false,
      price: 9990,
    });
    expect(pricier.statusCode).toBe(403);
    expect(pricier.json()).toMatchObject({ errorType: 'FORBIDDEN', field: 'price' });
    const managerEdit = await call('PUT', '/api/product/product', manager.headers, {
      ...product,
      price: 4190,
    });
    expect(managerEdit.json().products[0].price).toBe(4190);
  });

  it('pages the products sorted by group by default, and by name on request', async () => {
    const page = (await call('GET', '/api/product/products?pageNo=0&pageSize=10', assistant.headers)).json();
    expect(page.count).toBeGreaterThan(70);
    expect(page.products).toHaveLength(10);
    const groups = page.products.map((p: { group: string }) => p.group);
    expect([...groups].sort()).toEqual(groups);
    const byName = (
      await call('GET', '/api/product/products?sortBy=name&ascending=true', assistant.headers)
    ).json();
    const names = byName.products.map((p: { name: string }) => p.name);
    expect([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  it('deletes a product while past orders keep their lines', async () => {
    const product = (
      await call('POST', '/api/product/product', manager.headers, { ...newDish, loquuId: 1597 })
    ).json().products[0];
    const order = await createOrder(t.database.db);
    await t.database.db.insert(orderLines).values({
      orderId: order.id,
      productId: product.id,
      name: product.name,
      nameEnglish: product.nameEnglish,
      unitPrice: 3890,
      quantity: 1,
    });
    expect((await call('DELETE', `/api/product/${product.id}`, manager.headers)).statusCode).toBe(204);
    expect((await publicFoods()).some((p) => p.id === product.id)).toBe(false);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.find((l) => l.name === 'Töltött paprika')).toMatchObject({
      productId: null,
      unitPrice: 3890,
    });
    expect((await call('DELETE', `/api/product/${product.id}`, manager.headers)).statusCode).toBe(404);
  });

  it('names the field of a bad product', async () => {
    const response = await call('POST', '/api/product/product', manager.headers, {
      ...newDish,
      group: 'WINE',
    });
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'group' });
  });

  it('refuses allergens on a drink, when adding and when editing, naming the allergens', async () => {
    const lemonade = { ...newDish, type: 'DRINK', group: 'SOFT_DRINK', loquuId: 1596 };
    const added = await call('POST', '/api/product/product', manager.headers, lemonade);
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'allergenics' });

    const product = (
      await call('POST', '/api/product/product', manager.headers, { ...lemonade, allergenics: [] })
    ).json().products[0];
    expect(product.allergenics).toEqual([]);
    const edited = await call('PUT', '/api/product/product', manager.headers, {
      ...product,
      allergenics: ['VEGETARIAN'],
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'allergenics' });
  });
});

describe('coupons', () => {
  it('creates an active coupon, refuses its code again in any case, and toggles it', async () => {
    const created = await call('POST', '/api/coupon/coupon', manager.headers, {
      code: 'nyar15',
      discount: 15,
    });
    expect(created.json().coupons[0]).toMatchObject({ code: 'NYAR15', discount: 15, isActive: true });
    const duplicate = await call('POST', '/api/coupon/coupon', manager.headers, {
      code: 'Nyar15',
      discount: 20,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ errorType: 'CONFLICT', field: 'code' });
    const off = await call('PUT', '/api/coupon/coupon', manager.headers, { code: 'NYAR15', isActive: false });
    expect(off.json().coupons[0].isActive).toBe(false);
    const list = (await call('GET', '/api/coupon/coupons', manager.headers)).json();
    expect(list.coupons.find((c: { code: string }) => c.code === 'NYAR15')).toMatchObject({
      isActive: false,
    });
    expect(list.count).toBe(list.coupons.length);
  });

  it('refuses a discount above 100 % or below 1 %', async () => {
    for (const discount of [0, 101]) {
      const response = await call('POST', '/api/coupon/coupon', manager.headers, {
        code: `X${discount}`,
        discount,
      });
      expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'discount' });
    }
  });
});

describe('users', () => {
  it('pages users newest first with their addresses', async () => {
    const page = (await call('GET', '/api/user/users', admin.headers)).json();
    expect(page.count).toBeGreaterThanOrEqual(4);
    const dates = page.users.map((u: { registrationDate: string }) => u.registrationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.users[0]).toHaveProperty('addresses');
    expect(JSON.stringify(page)).not.toMatch(/password/i);
  });

  it("changes another user's role, never the admin's own", async () => {
    const target = await loggedInUser(t.app, t.database.db);
    const changed = await call('PUT', '/api/user/update-other-user', admin.headers, {
      id: target.user.id,
      role: 'SHOP_ASSISTANT',
    });
    expect(changed.json().users[0]).toMatchObject({ id: target.user.id, role: 'SHOP_ASSISTANT' });
    // The new role holds at once, even for a token issued before the change.
    expect((await call('GET', '/api/order/today', target.headers)).statusCode).toBe(200);
    const own = await call('PUT', '/api/user/update-other-user', admin.headers, {
      id: admin.user.id,
      role: 'CUSTOMER',
    });
    expect(own.statusCode).toBe(403);
  });

  it('lets each staff role add only the roles below it', async () => {
    const add = (headers: Record<string, string>, role: string) =>
      call('POST', '/api/user/add', headers, {
        name: 'Új Kolléga',
        email: `new${Math.random()}@example.com`,
        phone: '+36 30 222 3333',
        role,
        password: 'Kezdo1234',
      });
    expect((await add(assistant.headers, 'CUSTOMER')).statusCode).toBe(201);
    expect((await add(assistant.headers, 'SHOP_ASSISTANT')).json()).toMatchObject({
      errorType: 'FORBIDDEN',
      field: 'role',
    });
    expect((await add(manager.headers, 'SHOP_ASSISTANT')).statusCode).toBe(201);
    expect((await add(manager.headers, 'MANAGER')).statusCode).toBe(403);
    expect((await add(admin.headers, 'ADMIN')).statusCode).toBe(201);
  });

  it('mails the added user a confirmation link, after which they can log in', async () => {
    const email = `kolléga${Date.now()}@example.com`.replace('é', 'e');
    const before = smtp.received.length;
    const added = await call('POST', '/api/user/add', assistant.headers, {
      name: 'Vevő Viktor',
      email,
      phone: '+36 30 222 3333',
      role: 'CUSTOMER',
      password: 'Kezdo1234',
    });
    expect(added.json().users[0]).toMatchObject({ email, role: 'CUSTOMER' });
    const taken = await call('POST', '/api/user/add', assistant.headers, {
      name: 'Vevő Viktor',
      email,
      phone: '+36 30 222 3333',
      role: 'CUSTOMER',
      password: 'Kezdo1234',
    });
    expect(taken.json().errorType).toBe('EMAIL_TAKEN');
    const link = linkIn(await smtp.mailTo(email, before), '/user/confirmation/');
    await t.app.inject({ url: `/api/user/confirmation/${new URL(link).pathname.split('/').pop()}` });
    expect(await login(t.app, email, 'Kezdo1234')).toMatch(/\./);
  });
});
