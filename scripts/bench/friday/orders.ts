// The evening's orders: the guests' web orders (an idempotency key each, sent again to the other instance when the
// first one dies under them), their online payments through SimplePay's stand-in, and the phone orders staff take.
import { randomUUID } from 'node:crypto';
import { transactionIdOf } from '../payments.ts';
import { lunchPreOrderBody, preOrderBody } from '../requests.ts';
import { type Evening, isOnline, type OrderRole, orderMix, type Placed, pause, wallMs } from './evening.ts';

/** The company a third of the orders want an invoice for (a tax number whose check digit is right). */
const company = {
  companyName: 'Péntek Kft.',
  taxNumber: '12345676-2-42',
  billingAddress: { zipCode: '1051', city: 'Budapest', street: 'Nádor utca 5.' },
};

type Body = Record<string, unknown>;

/** The bodies the mix starts from, read once from the shop: a dish with its options, and a lunch for a later day. */
export async function orderTemplates(origin: string) {
  const dish = JSON.parse(await preOrderBody(origin, 'template@example.com')) as Body;
  const lunch = JSON.parse(await lunchPreOrderBody(origin, 'template@example.com')) as Body;
  return { dish, lunch };
}
export type OrderTemplates = Awaited<ReturnType<typeof orderTemplates>>;

/** The body of the evening's `n`th order for `email`, by its role. */
export function bodyOf(templates: OrderTemplates, role: OrderRole, email: string, n: number): Body {
  const base = role.when === 'lunch' ? templates.lunch : templates.dish;
  const body: Body = { ...base, email, name: `Péntek Vendég ${n}`, payment: role.payment };
  if (role.when === 'asap') delete body.preOrderDate;
  if (role.tip) body.tip = 500;
  if (role.invoice) body.invoice = company;
  if (role.language) body.language = role.language;
  return body;
}

/** The staff tablets' side of a phone order (tablets.ts). */
export type TakePhoneOrder = (n: number, role: OrderRole, body: Body) => Promise<Placed | undefined>;

/** A guest pays on SimplePay's page; its IPN goes to the restaurant's public address. Answers whether it was taken. */
async function pay(evening: Evening, paymentUrl: string): Promise<boolean> {
  const { simplePay } = evening.standins;
  const transactionId = transactionIdOf(paymentUrl);
  const payment = [...simplePay.payments.values()].find((p) => p.transactionId === transactionId);
  if (!payment) return false;
  await simplePay.complete(payment.orderRef, 'FINISHED', { ipn: false });
  for (let attempt = 0; attempt < 10; attempt++) {
    // SimplePay sends an IPN again until it is answered.
    if ((await simplePay.sendIpn(payment.orderRef, 'FINISHED').catch(() => 0)) === 200) return true;
    await pause(1000);
  }
  return false;
}

/** A guest's web order on their instance (the other one if it is down), timed until the shop's answer. */
async function placeWeb(
  evening: Evening,
  n: number,
  role: OrderRole,
  body: Body,
): Promise<Placed | undefined> {
  const { instances, log } = evening;
  const key = randomUUID();
  const sent = performance.now();
  for (let attempt = 0; attempt < 40; attempt++) {
    const instance = instances.pick(n, attempt);
    let answer: Response;
    try {
      answer = await fetch(`${instance.origin}/api/order/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    } catch {
      // No answer: the guest presses "Order" again, with the same key.
      log.failovers += 1;
      await pause(100);
      continue;
    }
    const text = await answer.text();
    log.placing.push(performance.now() - sent);
    log.placingByPayment.push(`${role.payment}/${role.when} ${(performance.now() - sent).toFixed(0)}`);
    if (answer.status !== 200) {
      log.orderErrors.push(`order ${n}: ${answer.status} ${text.slice(0, 200)}`);
      return undefined;
    }
    const { orderId, statusUrl, url } = JSON.parse(text) as {
      orderId: number;
      statusUrl: string;
      url?: string;
    };
    const placed: Placed = {
      n,
      role,
      orderId,
      email: body.email as string,
      token: new URL(statusUrl).pathname.split('/').at(-1),
      countsFrom: sent,
    };
    log.placed.push(placed);
    if (isOnline(role)) {
      await pause(wallMs(evening.size, 20));
      placed.countsFrom = performance.now();
      placed.paid = url ? await pay(evening, url) : false;
      if (!placed.paid) log.orderErrors.push(`order ${n} (#${orderId}): the online payment was not taken`);
    }
    return placed;
  }
  log.orderErrors.push(`order ${n}: no instance answered`);
  return undefined;
}

/** The evening's `n`th order, by the mix. */
export async function placeOrder(
  evening: Evening,
  templates: OrderTemplates,
  n: number,
  takePhoneOrder: TakePhoneOrder,
): Promise<Placed | undefined> {
  const role = orderMix[n % orderMix.length] as OrderRole;
  const email = `guest-${evening.runId}-${n}@example.com`;
  const body = bodyOf(templates, role, email, n);
  if (role.channel === 'web') return placeWeb(evening, n, role, body);
  return takePhoneOrder(n, role, { ...body, minutes: 30 });
}
