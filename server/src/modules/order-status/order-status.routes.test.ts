import { randomBytes } from 'node:crypto';
import { orderStatusSchema } from '@konyha/domain/orders/order-status.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decide } from '../../../test/decisions.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { statusTestApp, tokenOf } from '../../../test/status-app.ts';

let s: Awaited<ReturnType<typeof statusTestApp>>;
const placedAt = () => new Date('2026-11-20T11:00:00Z');

beforeAll(async () => {
  s = await statusTestApp();
});
afterAll(() => s.close());
beforeEach(() => {
  s.clock.now = placedAt();
});

const day = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(placedAt().getTime() + ms);

describe('GET /api/order-status/{token}', () => {
  it('shows the order of the link given when ordering, with the contact masked and no other ids', async () => {
    const { id, token, statusUrl } = await s.place({ email: 'vera.vendeg@gmail.com' });
    expect(statusUrl).toMatch(/^https:\/\/konyha\.example\/order-status\/[A-Za-z0-9_-]{32}$/);
    const response = await s.status(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const status = orderStatusSchema.parse(response.json());
    expect(status).toMatchObject({
      number: id,
      state: 'NEW',
      cancellable: true,
      email: 'v•••@g•••.com',
      phone: '+•• •• ••• ••21',
      address: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
      products: [expect.objectContaining({ quantity: 2 })],
      payment: 'CASH',
      expiresAt: '2026-12-20T11:00:00.000Z',
    });
    const body = response.body;
    for (const secret of ['vera.vendeg', 'gmail', '765 43', '"userId"', '"id"'])
      expect(body).not.toContain(secret);
  });

  it('follows the order: accepted with a ready time, ready for the courier, on the way at the first departure, delivered', async () => {
    const { id, token } = await s.place();
    s.clock.now = later(60_000);
    await decide(s.app, id, 'accept', { minutes: 30 }, s.assistant.headers);
    const state = (to: string) =>
      s.app.inject({
        method: 'PUT',
        url: '/api/order/order',
        payload: { id, state: to },
        headers: s.assistant.headers,
      });
    s.clock.now = later(15 * 60_000);
    expect((await decide(s.app, id, 'ready', undefined, s.assistant.headers)).statusCode).toBe(200);
    expect((await s.status(token)).json()).toMatchObject({
      state: 'READY',
      readyAt: later(15 * 60_000).toISOString(),
      onTheWayAt: null,
    });
    s.clock.now = later(20 * 60_000);
    await state('DELIVERING');
    s.clock.now = later(22 * 60_000);
    await state('PREPARING');
    await state('DELIVERING');
    s.clock.now = later(40 * 60_000);
    await state('DELIVERED');
    expect((await s.status(token)).json()).toMatchObject({
      state: 'DELIVERED',
      acceptedAt: later(60_000).toISOString(),
      promisedAt: later(31 * 60_000).toISOString(),
      readyAt: later(15 * 60_000).toISOString(),
      onTheWayAt: later(20 * 60_000).toISOString(),
      deliveredAt: later(40 * 60_000).toISOString(),
      closedAt: null,
      cancellable: false,
    });
  });

  it('answers 404 for an unknown or malformed token and 410 once the link is 30 days old', async () => {
    const { token } = await s.place();
    const unknown = randomBytes(24).toString('base64url');
    for (const bad of [unknown, 'short', `${token}x`, '%00'.repeat(3), 'a'.repeat(200)]) {
      const response = await s.status(encodeURIComponent(bad));
      expect(response.statusCode, bad).toBe(404);
      expect(response.json().errorType).toBe('NOT_FOUND');
    }
    s.clock.now = later(30 * day - 1000);
    expect((await s.status(token)).statusCode).toBe(200);
    s.clock.now = later(30 * day);
    const expired = await s.status(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errorType).toBe('LINK_EXPIRED');
    expect(expired.headers['x-robots-tag']).toBe('noindex');
  });

  it('takes as long for a malformed, an unknown and an expired token', async () => {
    const { token: expired } = await s.place();
    s.clock.now = later(31 * day);
    const kinds = {
      malformed: () => 'not-a-token',
      unknown: () => randomBytes(24).toString('base64url'),
      expired: () => expired,
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const timings: Record<string, number[]> = { malformed: [], unknown: [], expired: [] };
    // Interleaved, each from its own address (the rate limit has a test of its own), after a warm-up.
    for (let round = 0; round < 60; round++) {
      for (const [kind, token] of Object.entries(kinds)) {
        const started = performance.now();
        const response = await s.status(token(), `10.2.${round}.${kind.length}`);
        if (round >= 10) timings[kind]?.push(performance.now() - started);
        expect(response.statusCode).toBe(kind === 'expired' ? 410 : 404);
      }
    }
    const medians = Object.values(timings).map(median);
    const spread = Math.max(...medians) - Math.min(...medians);
    // Noise on a shared machine is a fraction of a millisecond at the median; skipping the database would show
    // as the whole lookup.
    expect(spread).toBeLessThan(Math.max(1, Math.min(...medians) * 0.5));
  });

  it('is rate limited per address', async () => {
    const { token } = await s.place();
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await s.status(token, '10.3.0.1')).statusCode);
    expect(answers.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await s.status(token, '10.3.0.2')).statusCode).toBe(200);
  });

  it('gives a working link again when the order is replayed with its Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'status-replay-key' };
    const first = await s.place({ email: 'replay@example.com' }, headers);
    const again = await s.place({ email: 'replay@example.com' }, headers);
    expect(again.id).toBe(first.id);
    for (const token of [first.token, again.token])
      expect((await s.status(token)).json().number).toBe(first.id);
  });

  it('sends noindex on the web page of a status link', async () => {
    const { token } = await s.place();
    const page = await s.app.inject({ url: `/order-status/${token}` });
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });
});

describe('POST /api/order/{id}/status-link', () => {
  it("gives a customer a fresh link to their own order, staff any order, and nobody else's", async () => {
    const customer = await loggedInUser(s.app, s.t.database.db, { role: 'CUSTOMER' });
    const stranger = await loggedInUser(s.app, s.t.database.db, { role: 'CUSTOMER' });
    const { id } = await s.place({}, customer.headers);
    const link = (headers: Record<string, string>, orderId = id) =>
      s.app.inject({ method: 'POST', url: `/api/order/${orderId}/status-link`, headers });
    const own = await link(customer.headers);
    expect(own.statusCode).toBe(200);
    expect((await s.status(tokenOf(own.json().statusUrl))).json().number).toBe(id);
    expect((await link(s.assistant.headers)).statusCode).toBe(200);
    expect((await link(stranger.headers)).statusCode).toBe(404);
    expect((await link(customer.headers, 999_999)).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'POST', url: `/api/order/${id}/status-link` })).statusCode).toBe(
      401,
    );
  });
});
