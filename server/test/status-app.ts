import { encryptCard } from '@konyha/domain/orders/card-encryption';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestAppOptions } from './build-app.ts';
import { soupId } from './decisions.ts';
import { guestOrderBody, loggedInUser } from './factories.ts';
import { startSmtpCapture } from './smtp.ts';

/** The token at the end of a status URL. */
export const tokenOf = (statusUrl: string) => new URL(statusUrl).pathname.split('/').at(-1) ?? '';

/** An approved online card payload (the sandbox approves 4111…). */
export async function paidCard(app: FastifyInstance) {
  const key = (await app.inject({ url: '/api/crypto/publickey' })).json();
  const card = {
    cardNumber: '4111111111111111',
    expMonth: '12',
    expYear: '2029',
    cardHolderName: 'V V',
    cvn: '123',
  };
  return encryptCard(card, key);
}

/**
 * An app for the status page's tests: a clock the test moves (`clock.now`, a Friday noon), real SMTP, a shop
 * assistant, and `place` for a guest's order answering its id, e-mail and status token.
 */
export async function statusTestApp(options: TestAppOptions = {}) {
  const clock = { now: instantOf('2026-11-20', '12:00') };
  const smtp = await startSmtpCapture();
  const t = await buildTestApp({
    clock: () => clock.now,
    ...options,
    env: {
      SMTP_URL: smtp.url,
      ORDER_RATE_LIMIT: '1000',
      PUBLIC_URL: 'https://konyha.example',
      PAYMENT_PROVIDER: 'sandbox',
      ...options.env,
    },
  });
  const assistant = await loggedInUser(t.app, t.database.db, { role: 'SHOP_ASSISTANT' });
  const soup = await soupId(t.database.db);
  async function place(changes: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const body = guestOrderBody(soup, 2, changes);
    const response = await t.app.inject({ method: 'POST', url: '/api/order/add', payload: body, headers });
    if (response.statusCode !== 200) throw new Error(`order refused: ${response.body}`);
    const { orderId, statusUrl } = response.json() as { orderId: number; statusUrl: string };
    return { id: orderId, email: body.email as string, statusUrl, token: tokenOf(statusUrl) };
  }
  return {
    t,
    app: t.app,
    clock,
    smtp,
    assistant,
    place,
    status: (token: string, remoteAddress = '10.1.0.1') =>
      t.app.inject({ url: `/api/order-status/${token}`, remoteAddress }),
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
