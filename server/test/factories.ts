import { randomUUID } from 'node:crypto';
import type { Role } from '@konyha/domain/users/roles';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/crypto/password.ts';
import type { Db } from '../src/db/client.ts';
import { oneTimeTokens, orderLines, orders, users } from '../src/db/schema/index.ts';
import { newOneTimeToken } from '../src/modules/user/one-time-tokens.ts';

let sequence = 0;
const passwordHashes = new Map<string, Promise<string>>();

export interface UserFactoryOptions {
  role?: Role;
  confirmed?: boolean;
  password?: string;
  name?: string;
  email?: string;
}

/** A user straight in the database (confirmed by default), with the password `Password1` unless told. */
export async function createUser(db: Db, options: UserFactoryOptions = {}) {
  sequence += 1;
  const password = options.password ?? 'Password1';
  let passwordHash = passwordHashes.get(password);
  if (!passwordHash) {
    passwordHash = hashPassword(password);
    passwordHashes.set(password, passwordHash);
  }
  const [user] = await db
    .insert(users)
    .values({
      name: options.name ?? `Teszt Elek ${sequence}`,
      email: options.email ?? `user${sequence}-${Date.now()}@example.com`,
      phone: '+36 30 123 4567',
      passwordHash: await passwordHash,
      role: options.role ?? 'CUSTOMER',
      confirmedAt: options.confirmed === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { ...user, password };
}

/** Logs in from an address of its own, so the login rate limit never trips a test that is not about it. */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  sequence += 1;
  const remoteAddress = `10.200.${Math.floor(sequence / 250) % 250}.${sequence % 250}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token;
}

/** A user and a token of theirs. */
export async function loggedInUser(app: FastifyInstance, db: Db, options: UserFactoryOptions = {}) {
  const user = await createUser(db, options);
  const token = await login(app, user.email, user.password);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A password-reset link's token for a user, as if it had been e-mailed (valid for an hour). */
export async function createResetToken(db: Db, userId: number): Promise<string> {
  const { token, tokenHash } = newOneTimeToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose: 'PASSWORD_RESET',
    tokenHash,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

/** A placed order straight in the database: one line of 2 × 2000 Ft, delivery 490 Ft. */
export async function createOrder(db: Db, values: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await db
    .insert(orders)
    .values({
      name: 'Vendég Vera',
      email: 'vera@example.com',
      phone: '+36 30 765 4321',
      zipCode: '1137',
      city: 'Budapest',
      street: 'Pozsonyi út 24.',
      payment: 'CASH',
      originalPrice: 4000,
      discountedPrice: 4000,
      shippingCost: 490,
      total: 4490,
      ...values,
    })
    .returning();
  if (!order) throw new Error('order not created');
  await db.insert(orderLines).values({
    orderId: order.id,
    name: 'Gulyásleves',
    nameEnglish: 'Goulash soup',
    unitPrice: 2000,
    quantity: 2,
  });
  return order;
}

/** What the pay form sends for a guest's cash order of `quantity` × product `productId` to a deliverable address. */
export const guestOrderBody = (productId: number, quantity = 1, changes: Record<string, unknown> = {}) => ({
  name: 'Vendég Vera',
  email: `guest${randomUUID()}@example.com`,
  phone: '+36 30 765 4321',
  address: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
  products: [{ id: productId, quantity }],
  payment: 'CASH',
  ...changes,
});

/** A guest's cash order placed through the API. */
export const placeGuestOrder = (app: FastifyInstance, productId: number, quantity = 1) =>
  app.inject({ method: 'POST', url: '/api/order/add', payload: guestOrderBody(productId, quantity) });
