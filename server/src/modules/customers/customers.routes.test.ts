import { randomUUID } from 'node:crypto';
import type { Customer } from '@konyha/domain/customers/customer.schemas';
import { aChickenLine, anOrderAddress } from '@konyha/domain/testing/order.fixture';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.ts';
import { createOrder, createUser, loggedInUser } from '../../../test/factories.ts';
import { useManagerAndAssistant, useTestApp } from '../../../test/use-test-app.ts';
import { addresses, orderLines, users } from '../../db/schema/index.ts';

const logLines: string[] = [];
const t = useTestApp({ logStream: { write: (line) => logLines.push(line) } });
const staff = useManagerAndAssistant(t);

const search = (query: string | undefined, headers: Record<string, string> = staff.assistant.headers) =>
  t.app.inject({
    url: query === undefined ? '/api/customers' : `/api/customers?query=${encodeURIComponent(query)}`,
    headers,
  });
const found = async (query: string) => {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().customers as Customer[];
};

/**
 * A word no other test's customers carry, so each test finds only its own: letters only, as a word with enough digits
 * is also searched as a phone number and could match another test's phone.
 */
const unique = () =>
  randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)));

async function customer(name: string, email: string, phone = '+36 1 000 0000') {
  const user = await createUser(t.db, { name, email });
  await t.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return user;
}

async function orderOn(day: string, values: Parameters<typeof createOrder>[1] = {}) {
  return createOrder(t.db, { orderDate: new Date(`${day}T12:00:00Z`), ...values });
}

describe('the staff customer search', () => {
  it('finds an account by a part of its phone, e-mail or name, with saved addresses and last three orders', async () => {
    const word = unique();
    const user = await customer(`Fodor Ilona ${word}`, `ilona.${word}@example.com`, '+36 70 555 1234');
    for (const street of ['Első utca 1.', 'Második utca 2.', 'Harmadik utca 3.', 'Negyedik utca 4.'])
      await t.db.insert(addresses).values({ userId: user.id, city: 'Budapest', zipCode: '1134', street });
    const placed = [];
    for (const day of ['2026-01-05', '2026-02-05', '2026-03-05', '2026-04-05'])
      placed.push(await orderOn(day, { userId: user.id, email: user.email, total: 5000 }));
    const { options } = aChickenLine();
    await t.db.insert(orderLines).values({
      ...{ orderId: placed[3]?.id ?? 0, name: 'Rántott csirke', nameEnglish: 'Fried chicken' },
      ...{ unitPrice: 3290, quantity: 2, options },
    });

    for (const query of ['70 555 12', '5551234', `ILONA.${word}`, `fodor ilona ${word}`]) {
      const customers = await found(query);
      expect(customers, query).toHaveLength(1);
      expect(customers[0]).toMatchObject({ id: user.id, email: user.email, phone: '+36 70 555 1234' });
    }
    const [answer] = await found(word);
    expect(answer?.addresses.map((a) => a.street)).toEqual([
      'Negyedik utca 4.',
      'Harmadik utca 3.',
      'Második utca 2.',
    ]);
    expect(answer?.addresses[0]).toEqual(anOrderAddress({ street: 'Negyedik utca 4.' }));
    expect(answer?.orders.map((o) => o.id)).toEqual([placed[3]?.id, placed[2]?.id, placed[1]?.id]);
    expect(answer?.orders[0]).toEqual({
      id: placed[3]?.id,
      orderDate: '2026-04-05T12:00:00.000Z',
      total: 5000,
      lines: [
        { productId: null, name: 'Gulyásleves', quantity: 2, options: [] },
        { productId: null, name: 'Rántott csirke', quantity: 2, options },
      ],
    });
  });

  it('finds a guest by e-mail, whatever its case, once, with the distinct addresses of their orders', async () => {
    const email = `guest.${unique()}@example.com`;
    const first = await orderOn('2026-05-01', { email, name: 'Vendég Géza', street: 'Pozsonyi út 24.' });
    const second = await orderOn('2026-05-08', { email: email.toUpperCase(), name: 'Vendég Géza' });
    const third = await orderOn('2026-05-15', { email, name: 'Vendég Géza', street: 'Hollán Ernő utca 7.' });
    const customers = await found(email.slice(0, 14));
    expect(customers).toEqual([
      expect.objectContaining({ id: null, name: 'Vendég Géza', email, phone: '+36 30 765 4321' }),
    ]);
    const [guest] = customers;
    expect(guest?.addresses.map((a) => a.street)).toEqual(['Hollán Ernő utca 7.', 'Pozsonyi út 24.']);
    expect(guest?.orders.map((o) => o.id)).toEqual([third.id, second.id, first.id]);
  });

  it('shows a guest who registered later as their account, with the orders placed as a guest', async () => {
    const email = `later.${unique()}@example.com`;
    const asGuest = await orderOn('2026-06-01', { email, phone: '+36 20 987 6543' });
    const user = await customer('Később Kató', email);
    const asCustomer = await orderOn('2026-06-10', { email, userId: user.id });
    for (const query of [email, '20 987 65']) {
      const customers = await found(query);
      expect(
        customers.map((c) => c.id),
        query,
      ).toEqual([user.id]);
      expect(customers[0]?.orders.map((o) => o.id)).toEqual([asCustomer.id, asGuest.id]);
    }
  });

  it('answers at most ten, the latest orderer first and accounts that never ordered after them by name', async () => {
    const word = unique();
    await customer(`Béla ${word}`, `bela.${word}@example.com`);
    await customer(`Anna ${word}`, `anna.${word}@example.com`);
    const cili = await customer(`Cili ${word}`, `cili.${word}@example.com`);
    await orderOn('2026-02-01', { userId: cili.id, email: cili.email });
    await orderOn('2026-01-01', { email: `old.${word}@example.com`, name: `Régi ${word}` });
    expect((await found(word)).map((c) => c.name)).toEqual([
      `Cili ${word}`,
      `Régi ${word}`,
      `Anna ${word}`,
      `Béla ${word}`,
    ]);

    const many = unique();
    for (let day = 10; day < 22; day++)
      await orderOn(`2026-03-${day}`, { email: `${many}.${day}@example.com`, name: `Guest ${day}` });
    const customers = await found(many);
    expect(customers.map((c) => c.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Guest ${21 - i}`));
  });

  it('is for staff only and names `query` when it is too short or too long', async () => {
    expect((await search('Fodor', {})).statusCode).toBe(401);
    const guest = await loggedInUser(t.app, t.db);
    expect((await search('Fodor', guest.headers)).statusCode).toBe(403);
    expect((await search('Fodor', staff.manager.headers)).statusCode).toBe(200);
    for (const query of [undefined, 'a', '  a  ', 'x'.repeat(101)]) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe('query');
    }
  });

  it('keeps the query, personal data, out of the log', async () => {
    const secret = `Titkos ${unique()} 06301234567`;
    for (const query of [secret, `${secret}${'x'.repeat(100)}`]) {
      const from = logLines.length;
      await search(query);
      const written = await eventually(
        async () => logLines.slice(from).join(''),
        (text) => text.includes('"msg":"request"'),
      );
      expect(written).toContain('/api/customers');
      for (const part of [secret, encodeURIComponent(secret), '06301234567'])
        expect(written).not.toContain(part);
    }
  });
});
