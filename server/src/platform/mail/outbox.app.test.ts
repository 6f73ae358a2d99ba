import { encryptCard } from '@konyha/domain/orders/card-encryption';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app.ts';
import { testServerUrl } from '../../../test/database.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp.ts';
import { mailOutbox, products } from '../../db/schema/index.ts';
import { enqueue, MAIL_CHANNEL } from './outbox.repository.ts';

let smtp: SmtpCapture;
const now = instantOf('2026-11-20', '12:00');

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mail through the outbox', () => {
  it('signs a guest up while the SMTP server is down, and mails the link once it is back', async () => {
    const down = await startSmtpCapture();
    await down.close();
    const t = await buildTestApp({ env: { SMTP_URL: down.url } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/registrate',
        payload: {
          name: 'Türelmes Tímea',
          email: 'timea@example.com',
          phone: '+36301112222',
          password: 'Titok1234',
        },
      });
      expect(response.statusCode).toBe(201);
      await until(async () => (await t.database.db.select().from(mailOutbox))[0]?.lastError === 'ESOCKET');

      const back = await startSmtpCapture({ port: down.port });
      try {
        // As if the 30 s back-off had passed; the NOTIFY wakes the sender instead of waiting for its poll.
        await t.database.db.update(mailOutbox).set({ dueAt: sql`now()` });
        await t.database.db.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
        expect((await back.mailTo('timea@example.com')).subject).toContain('erősítsd meg');
      } finally {
        await back.close();
      }
    } finally {
      await t.close();
    }
  });

  it('mails an online order only once it is paid, and never a declined one', async () => {
    const t = await buildTestApp({ env: { SMTP_URL: smtp.url }, clock: () => now });
    try {
      const [soup] = await t.database.db.select().from(products).where(eq(products.orderable, true));
      const pay = async (email: string, cardNumber: string) => {
        const key = (await t.app.inject({ url: '/api/crypto/publickey' })).json();
        const card = {
          cardNumber,
          expMonth: '12',
          expYear: '2029',
          cardHolderName: 'Vendég Vera',
          cvn: '123',
        };
        return t.app.inject({
          method: 'POST',
          url: '/api/order/add',
          payload: {
            name: 'Vendég Vera',
            email,
            phone: '+36 30 765 4321',
            address: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
            products: [{ id: soup?.id, quantity: 3 }],
            payment: 'CREDIT_CARD_ONLINE',
            encryptedCardData: await encryptCard(card, key),
          },
        });
      };
      const before = smtp.received.length;
      expect((await pay('declined@example.com', '4000000000000002')).statusCode).toBe(402);
      const challenged = await pay('secure@example.com', '4000000000003220');
      const { orderId, url } = challenged.json();
      const queued = () => t.database.db.select().from(mailOutbox);
      expect(await queued()).toHaveLength(0);

      await t.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        payload: 'decision=approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const mail = await smtp.mailTo('secure@example.com', before);
      expect(mail.subject).toContain(`#${orderId}`);
      expect(mail.text).toContain('online bankkártya (fizetve)');
      expect((await queued()).map((row) => row.kind)).toEqual(['order-confirmation']);
    } finally {
      await t.close();
    }
  });

  it.runIf(testServerUrl)(
    'sends each of 50 mails exactly once with two instances on one database',
    async () => {
      const lines: [string[], string[]] = [[], []];
      const a = await buildTestApp({
        env: { SMTP_URL: smtp.url },
        logStream: { write: (line) => lines[0].push(line) },
      });
      const b = await buildTestApp({
        env: { SMTP_URL: smtp.url },
        database: a.database,
        logStream: { write: (line) => lines[1].push(line) },
      });
      try {
        const before = smtp.received.length;
        const recipients = Array.from({ length: 50 }, (_, i) => `twice${i}@example.com`);
        await a.database.db.transaction(async (tx) => {
          for (const to of recipients)
            await enqueue(tx, 'order-confirmation', { to, subject: 'Rendelés', text: to, html: to });
        });
        const unsent = () => a.database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
        await until(async () => (await unsent()).length === 0, 20_000);

        const arrived = smtp.received.slice(before).map((mail) => mail.text?.trim());
        expect(arrived.toSorted()).toEqual(recipients.toSorted());
        const [byA = 0, byB = 0] = lines.map((log) => log.filter((l) => l.includes('"mail sent"')).length);
        expect(byA + byB).toBe(50);
        // Both took part (they split the work about evenly), so the test says something about claiming.
        expect(Math.min(byA, byB)).toBeGreaterThan(0);
      } finally {
        await b.close();
        await a.close();
      }
    },
  );
});
