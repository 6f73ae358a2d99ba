import { instantOf } from '@konyha/domain/restaurant/local-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, decisionsTestApp, placeOrder } from '../../../test/decisions.ts';
import { createOrder, loggedInUser } from '../../../test/factories.ts';

const now = instantOf('2026-11-20', '12:00');
let s: Awaited<ReturnType<typeof decisionsTestApp>>;

beforeAll(async () => {
  s = await decisionsTestApp(now);
});
afterAll(() => s.close());

describe('accepting an order', () => {
  it('moves an ASAP order to PREPARING with the promised time, logs who did it and mails the guest', async () => {
    const { id, email } = await placeOrder(s.t.app, s.soup);
    const sent = s.smtp.received.length;
    const response = await decide(s.t.app, id, 'accept', { minutes: 30 }, s.assistant.headers);
    expect(response.statusCode).toBe(200);
    const [order] = response.json().orders;
    expect(order).toMatchObject({
      id,
      state: 'PREPARING',
      language: 'hu',
      acknowledgedAt: now.toISOString(),
      acceptedAt: now.toISOString(),
      promisedAt: instantOf('2026-11-20', '12:30').toISOString(),
      rejectionReason: null,
    });
    expect(await s.eventsOf(id)).toMatchObject([
      {
        eventType: 'ORDER_ACCEPTED',
        user: { name: 'Pult Panni' },
        orderStateFrom: 'NEW',
        orderStateTo: 'PREPARING',
        promisedAt: order.promisedAt,
      },
    ]);
    const mail = await s.smtp.mailTo(email, sent, 'elfogadtuk');
    expect(mail.text).toContain('12:30');
  });

  it('takes a clock time, and writes the mail in the language the guest ordered in', async () => {
    const { id, email } = await placeOrder(s.t.app, s.soup, { language: 'en' });
    const promisedAt = instantOf('2026-11-20', '13:15').toISOString();
    const sent = s.smtp.received.length;
    const response = await decide(s.t.app, id, 'accept', { promisedAt }, s.assistant.headers);
    expect(response.json().orders[0]).toMatchObject({ promisedAt, language: 'en' });
    const mail = await s.smtp.mailTo(email, sent, 'accepted');
    expect(mail.text).toContain('ready around 13:15');
  });

  it('keeps a pre-order NEW with its slot promised until someone starts preparing it', async () => {
    const slot = instantOf('2026-11-21', '18:00').toISOString();
    const { id } = await placeOrder(s.t.app, s.soup, { preOrderDate: slot });
    const accepted = await decide(s.t.app, id, 'accept', {}, s.assistant.headers);
    expect(accepted.json().orders[0]).toMatchObject({ state: 'NEW', promisedAt: slot });
    expect((await decide(s.t.app, id, 'accept', { minutes: 20 }, s.assistant.headers)).statusCode).toBe(409);
    const started = await decide(s.t.app, id, 'start', undefined, s.assistant.headers);
    expect(started.json().orders[0]).toMatchObject({ state: 'PREPARING', promisedAt: slot });
    const again = await decide(s.t.app, id, 'start', undefined, s.assistant.headers);
    expect(again.json()).toMatchObject({
      errorType: 'CONFLICT',
      message: expect.stringContaining('PREPARING'),
    });
  });

  it('gives one winner when 20 tablets accept the same order at once', async () => {
    const { id } = await placeOrder(s.t.app, s.soup);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        decide(s.t.app, id, 'accept', { minutes: 20 + i }, i % 2 ? s.assistant.headers : s.manager.headers),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.json()).toMatchObject({
      errorType: 'CONFLICT',
      message: expect.stringContaining('PREPARING'),
    });
    expect(
      (await s.eventsOf(id)).filter((e: { eventType: string }) => e.eventType === 'ORDER_ACCEPTED'),
    ).toHaveLength(1);
  });

  it('answers 400 naming the field for a bad ready time, 404 for an unknown order', async () => {
    const { id } = await placeOrder(s.t.app, s.soup);
    const bad = async (payload: object) =>
      (await decide(s.t.app, id, 'accept', payload, s.assistant.headers)).json();
    expect(await bad({ minutes: -5 })).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'minutes' });
    expect(await bad({})).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'minutes' });
    const past = instantOf('2026-11-20', '11:00').toISOString();
    expect(await bad({ promisedAt: past })).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'promisedAt',
    });
    const tooLate = instantOf('2026-11-21', '00:01').toISOString();
    expect(await bad({ promisedAt: tooLate })).toMatchObject({ field: 'promisedAt' });
    expect((await decide(s.t.app, 999999, 'accept', { minutes: 20 }, s.assistant.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await decide(s.t.app, 999999, 'reject', { reason: 'TOO_BUSY' }, s.assistant.headers)).statusCode,
    ).toBe(404);
  });

  it('is for staff only: 401 without a login, 403 for a customer', async () => {
    const { id } = await placeOrder(s.t.app, s.soup);
    const customer = await loggedInUser(s.t.app, s.t.database.db);
    for (const action of ['accept', 'reject', 'cancel', 'start'] as const) {
      expect((await decide(s.t.app, id, action, {}, {})).statusCode).toBe(401);
      expect((await decide(s.t.app, id, action, {}, customer.headers)).statusCode).toBe(403);
    }
  });
});

describe('the state dropdown', () => {
  it('acknowledges a NEW order it moves on, mails "on the way" once per departure, and leaves refused orders be', async () => {
    const { id, email } = await placeOrder(s.t.app, s.soup, { language: 'en' });
    const put = (payload: object) =>
      s.t.app.inject({ method: 'PUT', url: '/api/order/order', payload, headers: s.assistant.headers });
    const preparing = (await put({ id, state: 'PREPARING' })).json().orders[0];
    expect(preparing).toMatchObject({ acknowledgedAt: now.toISOString(), acceptedAt: null });
    const sent = s.smtp.received.length;
    await put({ id, state: 'DELIVERING' });
    const mail = await s.smtp.mailTo(email, sent, 'on its way');
    expect(mail.text).toContain('+36 1 555 0134');
    await put({ id, state: 'DELIVERING', payed: true });
    const rejected = await createOrder(s.t.database.db, { state: 'REJECTED', rejectionReason: 'TOO_BUSY' });
    const refused = await put({ id: rejected.id, state: 'NEW' });
    expect(refused.json()).toMatchObject({
      errorType: 'CONFLICT',
      message: expect.stringContaining('REJECTED'),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(s.smtp.received.slice(sent).filter((m) => m.subject?.includes('on its way'))).toHaveLength(1);
  });
});

describe('the order language', () => {
  it('comes from the body, else the language cookie, else Accept-Language, else Hungarian', async () => {
    const languageOf = async (changes: Record<string, unknown>, headers: Record<string, string>) => {
      const { id } = await placeOrder(s.t.app, s.soup, changes, headers);
      const [order] = (await decide(s.t.app, id, 'accept', { minutes: 20 }, s.assistant.headers)).json()
        .orders;
      return order.language;
    };
    expect(await languageOf({ language: 'en' }, { cookie: 'konyha.language=hu' })).toBe('en');
    expect(await languageOf({}, { cookie: 'konyha.language=en', 'accept-language': 'hu' })).toBe('en');
    expect(await languageOf({}, { 'accept-language': 'de-DE, en;q=0.8, hu;q=0.5' })).toBe('en');
    expect(await languageOf({}, { 'accept-language': 'de' })).toBe('hu');
  });
});
