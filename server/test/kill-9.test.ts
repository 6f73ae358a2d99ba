import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preOrderDays, slotsOf } from '@konyha/domain/restaurant/opening-hours';
import {
  defaultOpeningHours,
  defaultScheduleSettings,
} from '@konyha/domain/restaurant/opening-hours.defaults';
import { inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { mailOutbox, orders } from '../src/db/schema/index.ts';
import { fixtureWebRoot } from './build-app.ts';
import { createServerDatabase, testServerUrl } from './database.ts';
import { freePort } from './ports.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-kill-'));
let smtp: SmtpCapture;
let postgres: Awaited<ReturnType<typeof createServerDatabase>> | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  // A slow mail server, so that mails are still waiting in the outbox when the process dies.
  smtp = await startSmtpCapture({ delayMs: 200 });
  if (testServerUrl) postgres = await createServerDatabase(testServerUrl);
});
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await smtp.close();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A pre-order slot at least three hours ahead: valid for the whole test whatever the time of day. */
function laterSlot(now: Date): string {
  const hours = defaultOpeningHours(now);
  for (const day of preOrderDays(hours, defaultScheduleSettings, now))
    for (const at of slotsOf(day, hours, defaultScheduleSettings, now))
      if (at.getTime() > now.getTime() + 3 * 3600_000) return at.toISOString();
  throw new Error('no pre-order slot in the coming days');
}

interface Acknowledged {
  key: string;
  email: string;
  orderId: number;
}

describe('kill -9 under 20 parallel order writers', () => {
  it('keeps every acknowledged order once and sends each one its mail after the restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin1234',
      DATABASE_URL: postgres?.url ?? '',
      WEB_ROOT: fixtureWebRoot,
      // Every writer orders from 127.0.0.1: a per-address order limit must not be what stops them.
      ORDER_RATE_LIMIT: '100000',
    };
    const first = startServerProcess(env);
    servers.push(first);
    await first.waitFor('Konyha is serving');

    const foods = (await (await fetch(`${base}/api/product/foods`)).json()) as {
      products: { id: number; price: number; orderable: boolean }[];
    };
    const dish = foods.products.find((p) => p.orderable && p.price > 0);
    if (!dish) throw new Error('no orderable dish in the seed');
    const preOrderDate = laterSlot(new Date());
    const acknowledged: Acknowledged[] = [];
    const refused: string[] = [];
    let killedWith = -1;

    async function writer(w: number) {
      for (let n = 0; ; n++) {
        const email = `writer${w}.order${n}@example.com`;
        const key = randomUUID();
        try {
          const response = await fetch(`${base}/api/order/add`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify({
              name: 'Vendég Vera',
              email,
              phone: '+36 30 765 4321',
              address: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
              products: [{ id: dish?.id, quantity: Math.min(99, Math.ceil(4000 / (dish?.price ?? 1))) }],
              payment: 'CASH',
              preOrderDate,
            }),
          });
          const body = await response.text();
          if (response.status !== 200) refused.push(`${response.status} ${body}`);
          else acknowledged.push({ key, email, orderId: JSON.parse(body).orderId });
        } catch {
          return; // the server is gone: an answer that never arrived acknowledges nothing
        }
        if (acknowledged.length >= 60 && killedWith < 0) {
          killedWith = smtp.received.length;
          first.child.kill('SIGKILL');
        }
      }
    }
    await Promise.all(Array.from({ length: 20 }, (_, w) => writer(w)));
    expect(await first.exited).toBeNull();
    expect(refused).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    // The proof means something only if mails were still waiting when the process died.
    expect(killedWith).toBeLessThan(acknowledged.length);

    // The same DATA_DIR and database. Until a dead owner's lock is detected at once, it goes stale within 10 s.
    let again: ServerProcess | undefined;
    const deadline = Date.now() + 30_000;
    while (!again) {
      const attempt = startServerProcess(env);
      servers.push(attempt);
      const outcome = await Promise.race([
        attempt.waitFor('Konyha is serving').then(() => 'serving' as const),
        attempt.exited.then(() => 'exited' as const),
      ]);
      if (outcome === 'serving') again = attempt;
      else if (!attempt.output().includes('Another Konyha process is using') || Date.now() > deadline)
        throw new Error(`the restart failed:\n${attempt.output()}`);
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }

    // Every acknowledged order's confirmation arrives (one claimed at the kill waits out its 15 s lease).
    const mailed = () => new Set(smtp.received.map((mail) => mail.subject?.match(/#(\d+)\)/)?.[1]));
    const mailDeadline = Date.now() + 60_000;
    while (acknowledged.some((a) => !mailed().has(String(a.orderId))) && Date.now() < mailDeadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(acknowledged.filter((a) => !mailed().has(String(a.orderId)))).toEqual([]);

    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    // The database opens, and holds each acknowledged order exactly once, under the id it answered with.
    const database = await openDatabase(
      postgres
        ? { kind: 'postgres', url: postgres.url }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    );
    try {
      const rows = await database.db
        .select({ id: orders.id, key: orders.idempotencyKey, email: orders.email })
        .from(orders)
        .where(
          inArray(
            orders.idempotencyKey,
            acknowledged.map((a) => a.key),
          ),
        );
      expect(rows.toSorted((x, y) => x.id - y.id)).toEqual(
        acknowledged
          .map((a) => ({ id: a.orderId, key: a.key, email: a.email }))
          .toSorted((x, y) => x.id - y.id),
      );
      // Nothing given up. A mail the SMTP server took just as the process died may still be leased here: it is
      // sent again once the lease lapses (at least once, see the outbox's notes).
      expect(await database.db.select().from(mailOutbox).where(isNotNull(mailOutbox.failedAt))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
