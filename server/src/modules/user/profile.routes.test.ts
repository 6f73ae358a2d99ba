import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrder, loggedInUser, login } from '../../../test/factories.ts';
import { useUserApp } from '../../../test/user-app.ts';
import { addresses } from '../../db/schema/index.ts';

const accounts = useUserApp();
const { inject } = accounts;

describe('profile', () => {
  it('changes name and phone but never the e-mail address or the role', async () => {
    const { user, token } = await loggedInUser(accounts.app, accounts.db);
    const response = await inject('PUT', '/api/user/update', {
      token,
      payload: { name: 'Új Név', phone: '+36 70 999 8888', email: 'hacker@example.com', role: 'ADMIN' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().users[0]).toMatchObject({
      name: 'Új Név',
      phone: '+36 70 999 8888',
      email: user.email,
      role: 'CUSTOMER',
    });
  });

  it('changes the password only with the current one, ending the other sessions', async () => {
    const { user, token } = await loggedInUser(accounts.app, accounts.db);
    const otherDevice = await login(accounts.app, user.email, user.password);
    const wrong = await inject('PUT', '/api/user/password', {
      token,
      payload: { currentPassword: 'Nope1234', newPassword: 'Uj-Jelszo1' },
    });
    expect(wrong.json()).toMatchObject({ errorType: 'WRONG_PASSWORD', field: 'currentPassword' });

    const changed = await inject('PUT', '/api/user/password', {
      token,
      payload: { currentPassword: user.password, newPassword: 'Uj-Jelszo1' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token;
    expect((await inject('GET', '/api/user/activeuser', { token: fresh })).statusCode).toBe(200);
    expect((await inject('GET', '/api/user/activeuser', { token: otherDevice })).statusCode).toBe(401);
    expect((await inject('GET', '/api/user/activeuser', { token })).statusCode).toBe(401);
    await login(accounts.app, user.email, 'Uj-Jelszo1');
  });

  it('adds a deliverable address and refuses one outside the delivery area, naming the field', async () => {
    const { token } = await loggedInUser(accounts.app, accounts.db);
    const added = await inject('POST', '/api/user/address', {
      token,
      payload: { city: 'Budapest', street: 'Pozsonyi út 24.', zipCode: '1137' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().users[0].addresses).toMatchObject([
      { city: 'Budapest', street: 'Pozsonyi út 24.', zipCode: '1137' },
    ]);

    const zip = await inject('POST', '/api/user/address', {
      token,
      payload: { city: 'Budapest', street: 'Pozsonyi út 24.', zipCode: '1051' },
    });
    expect(zip.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'zipCode' });
    const street = await inject('POST', '/api/user/address', {
      token,
      payload: { city: 'Budapest', street: 'Andrássy út 1.', zipCode: '1137' },
    });
    expect(street.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'street' });
    const city = await inject('POST', '/api/user/address', {
      token,
      payload: { city: 'Debrecen', street: 'Pozsonyi út 24.', zipCode: '1137' },
    });
    expect(city.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'city' });
  });

  it("deletes one's own address but not another user's", async () => {
    const anna = await loggedInUser(accounts.app, accounts.db);
    const bela = await loggedInUser(accounts.app, accounts.db);
    const added = await inject('POST', '/api/user/address', {
      token: bela.token,
      payload: { city: 'Budapest', street: 'Pozsonyi út 2.', zipCode: '1137' },
    });
    const belasAddress = added.json().users[0].addresses[0].id;

    const foreign = await inject('DELETE', `/api/user/address/${belasAddress}`, { token: anna.token });
    expect(foreign.statusCode).toBe(404);
    expect(await accounts.db.select().from(addresses).where(eq(addresses.id, belasAddress))).toHaveLength(1);

    const own = await inject('DELETE', `/api/user/address/${belasAddress}`, { token: bela.token });
    expect(own.json().users[0].addresses).toEqual([]);
  });

  it('needs a login for every profile call', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/activeuser'],
      ['PUT', '/api/user/update'],
      ['POST', '/api/user/address'],
      ['DELETE', '/api/user/address/1'],
      ['GET', '/api/user/notes'],
      ['GET', '/api/order/userorders/1'],
      ['POST', '/api/user/logout'],
    ] as const) {
      expect((await inject(method, url, { payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('notes and order history', () => {
  it("lists a customer's earlier notes, newest first, each once", async () => {
    const { user, token } = await loggedInUser(accounts.app, accounts.db);
    await createOrder(accounts.db, {
      userId: user.id,
      note: 'Kapucsengő: 12',
      orderDate: new Date('2026-11-01T12:00:00Z'),
    });
    await createOrder(accounts.db, {
      userId: user.id,
      note: 'Kérek evőeszközt',
      orderDate: new Date('2026-11-02T12:00:00Z'),
    });
    await createOrder(accounts.db, {
      userId: user.id,
      note: 'Kapucsengő: 12',
      orderDate: new Date('2026-11-03T12:00:00Z'),
    });
    await createOrder(accounts.db, { userId: user.id, note: '' });
    await createOrder(accounts.db, { note: 'Someone else' });
    expect((await inject('GET', '/api/user/notes', { token })).json()).toEqual([
      'Kapucsengő: 12',
      'Kérek evőeszközt',
    ]);
  });

  it('pages only the customer’s own orders, newest first, and refuses another customer’s', async () => {
    const anna = await loggedInUser(accounts.app, accounts.db);
    const bela = await loggedInUser(accounts.app, accounts.db);
    for (let day = 1; day <= 12; day++) {
      await createOrder(accounts.db, {
        userId: anna.user.id,
        orderDate: new Date(`2026-10-${String(day).padStart(2, '0')}T12:00:00Z`),
      });
    }
    const first = await inject('GET', `/api/order/userorders/${anna.user.id}?pageNo=0&pageSize=10`, {
      token: anna.token,
    });
    expect(first.json().count).toBe(12);
    expect(first.json().orders).toHaveLength(10);
    expect(first.json().orders[0].orderDate).toBe('2026-10-12T12:00:00.000Z');
    expect(first.json().orders[0].products).toMatchObject([
      {
        productId: null,
        name: 'Gulyásleves',
        nameEnglish: 'Goulash soup',
        price: 2000,
        quantity: 2,
        options: [],
      },
    ]);
    const second = await inject('GET', `/api/order/userorders/${anna.user.id}?pageNo=1&pageSize=10`, {
      token: anna.token,
    });
    expect(second.json().orders.map((o: { orderDate: string }) => o.orderDate)).toEqual([
      '2026-10-02T12:00:00.000Z',
      '2026-10-01T12:00:00.000Z',
    ]);

    const foreign = await inject('GET', `/api/order/userorders/${anna.user.id}`, { token: bela.token });
    expect(foreign.statusCode).toBe(403);
  });
});
