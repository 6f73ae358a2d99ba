// Lost or doubled: what each guest, printer, tablet and the tax office should have got from the evening, against what
// the stand-ins and the database hold once the killed instance is back and the outboxes have drained.
import pg from 'pg';
import { type Evening, isOnline, type Placed, pause } from './evening.ts';

export interface Tally {
  lost: number;
  doubled: number;
  /** A few of the keys lost or doubled, to say which. */
  which: string[];
}

/** `got` against `expected` (how many of each key): short of it is lost, beyond it (or unexpected) doubled. */
export function tally(expected: Map<string, number>, got: Iterable<string>): Tally {
  const seen = new Map<string, number>();
  for (const key of got) seen.set(key, (seen.get(key) ?? 0) + 1);
  let lost = 0;
  let doubled = 0;
  const which: string[] = [];
  for (const [key, count] of expected) {
    const have = seen.get(key) ?? 0;
    if (have < count) lost += count - have;
    else doubled += have - count;
    if (have !== count) which.push(`${key}: ${have} of ${count}`);
  }
  for (const [key, have] of seen)
    if (!expected.has(key)) {
      doubled += have;
      which.push(`${key}: ${have} of 0`);
    }
  return { lost, doubled, which: which.slice(0, 5) };
}

/** The order number a printed ticket or slip starts with (`#123`, large), from the printer's raw bytes. */
export function printedOrderOf(bytes: Buffer): number | undefined {
  const number = /#(\d+)/.exec(bytes.toString('latin1'))?.[1];
  return number === undefined ? undefined : Number(number);
}

const expect = (keys: Iterable<string>) => {
  const expected = new Map<string, number>();
  for (const key of keys) expected.set(key, (expected.get(key) ?? 0) + 1);
  return expected;
};

/** Orders the staff should have had: cash and door payments, phone orders, and online ones whose payment was taken. */
export const counted = (placed: Placed[]) => placed.filter((p) => !isOnline(p.role) || p.paid);

export interface Checks {
  orders: Tally;
  mails: Tally;
  prints: Tally;
  pushes: Tally;
  invoices: Tally;
}

interface MailRow {
  kind: string;
  recipient: string;
  subject: string;
}

/** Reads the database (the evening's own), then every stand-in; `devices` are the tablets' push devices. */
async function checkOnce(evening: Evening, databaseUrl: string, devices: string[]): Promise<Checks> {
  const { standins, log, runId } = evening;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const guests = `guest-${runId}-%`;
  let rows: Array<{ id: number; email: string }>;
  let outbox: MailRow[];
  try {
    rows = (await client.query('select id, email from orders where email like $1', [guests])).rows;
    outbox = (
      await client.query('select kind, recipient, subject from mail_outbox where recipient like $1', [guests])
    ).rows;
  } finally {
    await client.end();
  }
  const orders = counted(log.placed);
  // Every order a guest or tablet was answered for is in the database once, under the id it was answered with.
  const orderCheck = tally(
    expect(log.placed.map((p) => `${p.orderId} ${p.email}`)),
    rows.map((row) => `${row.id} ${row.email}`),
  );

  // Mails: each one the outbox holds reached the catcher once, and the outbox holds each one an order calls for once.
  const required = orders.flatMap((p) => [
    ...(p.role.channel === 'web' ? [`${p.email} order-confirmation`] : []),
    `${p.email} order-accepted`,
    ...(log.changed.has(p.orderId) ? [`${p.email} order-changed`] : []),
    ...(p.role.invoice ? [`${p.email} invoice`] : []),
  ]);
  const requiredKinds = new Set(['order-confirmation', 'order-accepted', 'order-changed', 'invoice']);
  const queued = tally(
    expect(required),
    outbox.filter((m) => requiredKinds.has(m.kind)).map((m) => `${m.recipient} ${m.kind}`),
  );
  const addressOf = (to: unknown) =>
    (Array.isArray(to) ? to[0] : (to as { value?: Array<{ address?: string }> } | undefined))?.value?.[0]
      ?.address;
  const delivered = tally(
    expect(outbox.map((m) => `${m.recipient} ${m.subject}`)),
    standins.smtp.received
      .filter((mail) => addressOf(mail.to)?.startsWith(`guest-${runId}-`))
      .map((mail) => `${addressOf(mail.to)} ${mail.subject}`),
  );

  // Prints: a ticket in the kitchen and a slip at the counter per accepted order, again for a changed one.
  const papers = orders.flatMap((p) => (log.changed.has(p.orderId) ? [p.orderId, p.orderId] : [p.orderId]));
  const printed = (what: string, received: Buffer[]) =>
    tally(
      expect(papers.map((id) => `${what} ${id}`)),
      received.map((bytes) => `${what} ${printedOrderOf(bytes)}`),
    );
  const tickets = printed('ticket', standins.printers.tickets.received);
  const slips = printed('slip', standins.printers.slips.received);

  // Pushes: every tablet rung for each web order that counted, then silenced once it was accepted.
  const rung = orders.filter((p) => p.role.channel === 'web');
  const pushes = tally(
    expect(
      devices.flatMap((device) =>
        rung.flatMap((p) => [`${device} order-${p.orderId} ring`, `${device} order-${p.orderId} silent`]),
      ),
    ),
    standins.push.messages
      .map((m) => ({ device: m.deviceId, payload: m.payload as { tag?: string; silent?: boolean } }))
      .filter((m) => m.payload.tag?.startsWith('order-'))
      .map((m) => `${m.device} ${m.payload.tag} ${m.payload.silent ? 'silent' : 'ring'}`),
  );

  // Invoices: one per company order, paid online or handed over paid; nothing else issued.
  const invoices = tally(
    expect(orders.filter((p) => p.role.invoice).map((p) => `SZ ${p.orderId}`)),
    standins.szamlazz.invoices.map((invoice) => `${invoice.type} ${invoice.orderNumber}`),
  );

  return {
    orders: orderCheck,
    mails: sum(queued, delivered),
    prints: sum(tickets, slips),
    pushes,
    invoices,
  };
}

const sum = (a: Tally, b: Tally): Tally => ({
  lost: a.lost + b.lost,
  doubled: a.doubled + b.doubled,
  which: [...a.which, ...b.which].slice(0, 5),
});

const anyLost = (checks: Checks) => Object.values(checks).some((t) => t.lost > 0);

/**
 * Waits (up to `drainSeconds`) until nothing is missing any more, then two seconds for late doubles, and answers
 * the counts then.
 */
export async function checkEvening(
  evening: Evening,
  databaseUrl: string,
  devices: string[],
): Promise<Checks & { drainedSeconds: number }> {
  const started = performance.now();
  const deadline = started + evening.size.drainSeconds * 1000;
  let checks = await checkOnce(evening, databaseUrl, devices);
  while (anyLost(checks) && performance.now() < deadline) {
    await pause(1000);
    checks = await checkOnce(evening, databaseUrl, devices);
  }
  const drainedSeconds = (performance.now() - started) / 1000;
  await pause(2000);
  return { ...(await checkOnce(evening, databaseUrl, devices)), drainedSeconds };
}
