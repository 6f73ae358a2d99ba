import { instantOf } from '@konyha/domain/restaurant/local-time';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggedInUser, login } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

// Friday 2026-11-20 with the default hours, open 11:00–22:00; tests move the clock.
let now = instantOf('2026-11-20', '18:00');
const t = useTestApp({ clock: () => now });
let assistant: Awaited<ReturnType<typeof loggedInUser>>;
let customer: Awaited<ReturnType<typeof loggedInUser>>;
let manager: Awaited<ReturnType<typeof loggedInUser>>;

beforeAll(async () => {
  assistant = await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT', name: 'Pult Panni' });
  customer = await loggedInUser(t.app, t.db);
  // The event log is the managers'.
  manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
});

const at = (time: string, day = '2026-11-20') => instantOf(day, time).toISOString();
type Headers = Record<string, string>;
const start = (payload: object, headers: Headers = assistant.headers) =>
  t.app.inject({ method: 'POST', url: '/api/order/busy', payload, headers });
const end = (part?: string, headers: Headers = assistant.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/order/busy${part ? `?part=${part}` : ''}`, headers });
type Logged = { id: number; eventType: string; change: { from: unknown; to: unknown } };
const busyEvents = async (): Promise<Logged[]> =>
  (await t.app.inject({ url: '/api/event/2026-11-20', headers: manager.headers }))
    .json()
    .filter((e: Logged) => e.eventType === 'BUSY_MODE');
/** The busy-mode events logged from now on, in the order they were written. */
async function logFromHere() {
  const seen = new Set((await busyEvents()).map((e) => e.id));
  return async () => (await busyEvents()).filter((e) => !seen.has(e.id)).sort((a, b) => a.id - b.id);
}

beforeEach(async () => {
  now = instantOf('2026-11-20', '18:00');
  await end();
});

describe('extra delivery minutes', () => {
  it('are active for the time asked and read as off once it is up', async () => {
    const started = await start({ extraMinutes: 15, forMinutes: 30 });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ extraMinutes: 15, extraUntil: at('18:30'), pausedUntil: null });
    now = instantOf('2026-11-20', '18:29');
    expect((await end('pause')).json()).toMatchObject({ extraMinutes: 15, extraUntil: at('18:30') });
    now = instantOf('2026-11-20', '18:30');
    expect((await end('pause')).json()).toEqual({ extraMinutes: null, extraUntil: null, pausedUntil: null });
  });

  it('are logged with who, when, and the state before and after', async () => {
    const logged = await logFromHere();
    now = instantOf('2026-11-20', '18:05');
    await start({ extraMinutes: 45, forMinutes: 60 });
    const [event, ...more] = await logged();
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      eventDateTime: at('18:05'),
      user: { id: assistant.user.id, name: 'Pult Panni' },
      order: null,
      change: {
        from: { extraMinutes: null, extraUntil: null, pausedUntil: null },
        to: { extraMinutes: 45, extraUntil: at('19:05'), pausedUntil: null },
      },
    });
  });
});

describe('a pause', () => {
  it('started at 21:50 for 60 minutes ends at closing, 22:00, and nothing is paused the next morning', async () => {
    now = instantOf('2026-11-20', '21:50');
    expect((await start({ pauseMinutes: 60 })).json()).toMatchObject({ pausedUntil: at('22:00') });
    now = instantOf('2026-11-21', '11:00');
    // The login of yesterday evening has expired by now.
    const headers = { authorization: `Bearer ${await login(t.app, assistant.user.email, 'Password1')}` };
    const morning = await start({ extraMinutes: 15, forMinutes: 30 }, headers);
    expect(morning.json()).toMatchObject({ pausedUntil: null });
  });

  it('keeps the extra minutes active, and ending the pause early keeps them too', async () => {
    await start({ extraMinutes: 30, forMinutes: 90 });
    now = instantOf('2026-11-20', '18:10');
    const both = await start({ pauseMinutes: 15 });
    expect(both.json()).toEqual({ extraMinutes: 30, extraUntil: at('19:30'), pausedUntil: at('18:25') });
    const ended = await end('pause');
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ extraMinutes: 30, extraUntil: at('19:30'), pausedUntil: null });
  });
});

describe('ending busy mode early', () => {
  it('without a part ends both, logged; ending what is not active logs nothing', async () => {
    await start({ extraMinutes: 15, forMinutes: 60 });
    await start({ pauseMinutes: 30 });
    const logged = await logFromHere();
    expect((await end()).json()).toEqual({ extraMinutes: null, extraUntil: null, pausedUntil: null });
    expect((await end()).statusCode).toBe(200);
    expect((await end('extra')).statusCode).toBe(200);
    const [ending, ...more] = await logged();
    expect(more).toEqual([]);
    expect(ending?.change.to).toEqual({ extraMinutes: null, extraUntil: null, pausedUntil: null });
  });
});

describe('changes at the same moment', () => {
  it('never lose each other: each logged change starts from the state the one before it left', async () => {
    const log = await logFromHere();
    // Twelve different requests, so each one really changes the state.
    const requests = [
      ...[15, 30, 45].flatMap((extraMinutes) =>
        [30, 60, 90].map((forMinutes) => ({ extraMinutes, forMinutes })),
      ),
      ...[15, 30, 60].map((pauseMinutes) => ({ pauseMinutes })),
    ];
    const answers = await Promise.all(requests.map((payload) => start(payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(requests.map(() => 200));
    const logged = await log();
    expect(logged).toHaveLength(requests.length);
    logged.slice(1).forEach((event, i) => {
      expect(event.change.from).toEqual(logged[i]?.change.to);
    });
    expect(logged.at(-1)?.change.to).toMatchObject({
      extraMinutes: expect.any(Number),
      pausedUntil: expect.any(String),
    });
  });
});

describe('who may switch busy mode', () => {
  it('a guest gets 401 and a customer 403, and nothing changes', async () => {
    const logged = await logFromHere();
    expect((await start({ pauseMinutes: 15 }, {})).statusCode).toBe(401);
    expect((await end(undefined, {})).statusCode).toBe(401);
    expect((await start({ pauseMinutes: 15 }, customer.headers)).statusCode).toBe(403);
    expect((await end(undefined, customer.headers)).statusCode).toBe(403);
    expect(await logged()).toEqual([]);
  });
});

describe('a bad request', () => {
  it.each([
    [{ extraMinutes: 20, forMinutes: 30 }, 'extraMinutes'],
    [{ extraMinutes: 15 }, 'forMinutes'],
    [{ extraMinutes: 15, forMinutes: 45 }, 'forMinutes'],
    [{ pauseMinutes: 0 }, 'pauseMinutes'],
    [{ pauseMinutes: '15' }, 'pauseMinutes'],
    [{ pauseMinutes: 15, extraMinutes: 15, forMinutes: 30 }, 'pauseMinutes'],
    [{ pauseMinutes: 15, extraMinutes: 15 }, 'extraMinutes'],
  ])('%j is refused naming %s', async (payload, field) => {
    const response = await start(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
  });

  it('an unknown part to end is refused naming it, and nothing is logged', async () => {
    const logged = await logFromHere();
    const response = await end('both');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'part' });
    expect(await logged()).toEqual([]);
  });
});
