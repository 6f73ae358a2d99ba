import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { loggerOptions } from '../../logger.ts';
import { createMailer, type Mail } from './mailer.ts';
import { claimNext, enqueue } from './outbox.repository.ts';
import { createOutboxSender, type OutboxSender, type OutboxSenderOptions } from './outbox.sender.ts';

let database: Database;
let smtp: SmtpCapture;
const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-outbox-'));
const logLines: string[] = [];
const log = Fastify({ logger: loggerOptions('info', { write: (line) => logLines.push(line) }) }).log;
const running: { sender: OutboxSender; close(): void }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  logLines.length = 0;
});
afterEach(async () => {
  for (const { sender, close } of running.splice(0)) {
    await sender.stop();
    close();
  }
});

/** A sender that looks for due mails only when told (drain) or woken by a NOTIFY, unless `pollMs` says otherwise. */
async function startSender(smtpUrl: string, options: Partial<OutboxSenderOptions> = {}) {
  const mailer = createMailer({ smtpUrl, from: 'Konyha <no-reply@konyha.hu>', dataDir, log });
  const sender = createOutboxSender({ database, mailer, log, pollMs: 60_000, ...options });
  running.push({ sender, close: () => mailer.close() });
  await sender.start();
  return sender;
}

let sequence = 0;
const mailTo = (to = `guest${++sequence}@example.com`): Mail => ({
  to,
  subject: 'Jelszó',
  text: 'https://shop.example/user/forgot-password/secret-token',
  html: '<a href="https://shop.example/user/forgot-password/secret-token">link</a>',
});

const write = (mail: Mail) => database.db.transaction((tx) => enqueue(tx, 'password-reset', mail));
const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
/** Makes a mail due now, as if its back-off had passed. */
const timePasses = () => database.db.update(mailOutbox).set({ dueAt: sql`now()` });
/** Seconds until the mail is due again, by the database's clock. */
async function secondsUntilDue(id: number) {
  const [row] = await database.db
    .select({ s: sql<number>`extract(epoch from ${mailOutbox.dueAt} - now())::float8` })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return Number(row?.s);
}

/** An SMTP address where nothing listens (a capture started and stopped again), and a way to bring it up. */
async function smtpDown() {
  const capture = await startSmtpCapture();
  await capture.close();
  return { url: capture.url, comeBack: () => startSmtpCapture({ port: capture.port }) };
}

describe('the mail outbox', () => {
  it('sends a mail written in the same transaction as its change, once, and keeps no body after', async () => {
    const sender = await startSender(smtp.url);
    const before = smtp.received.length;
    const mail = mailTo();
    await write(mail);
    const received = await smtp.mailTo(mail.to, before);
    expect(received.subject).toBe('Jelszó');
    expect(received.text).toContain('secret-token');
    await sender.drain();
    const [row] = await rows();
    expect(row).toMatchObject({ recipient: mail.to, attempts: 1, text: '', html: '' });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(smtp.received.slice(before)).toHaveLength(1);
    expect(logLines.join('')).not.toContain(mail.to);
  });

  it('sends nothing for a change that rolls back', async () => {
    const sender = await startSender(smtp.url);
    const before = smtp.received.length;
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'order-confirmation', mailTo());
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await sender.drain();
    expect(await rows()).toHaveLength(0);
    expect(smtp.received.length).toBe(before);
  });

  it('leases one mail per claim and leaves the others due', async () => {
    for (let i = 0; i < 3; i++) await write(mailTo());
    const claimed = await claimNext(database.db, 15_000);
    expect((await rows()).map((row) => row.attempts)).toEqual([1, 0, 0]);
    expect(claimed?.id).toBe((await rows())[0]?.id);
    expect((await claimNext(database.db, 15_000))?.id).toBe((await rows())[1]?.id);
  });

  it('sends at start what fell due while no sender ran', async () => {
    const mail = mailTo();
    await write(mail);
    const before = smtp.received.length;
    await startSender(smtp.url);
    expect((await smtp.mailTo(mail.to, before)).subject).toBe('Jelszó');
  });

  it('retries while the SMTP server is down, waiting 30 s and then twice as long, and sends when it is back', async () => {
    const down = await smtpDown();
    const sender = await startSender(down.url);
    const mail = mailTo();
    await write(mail);
    await sender.drain();
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, lastError: 'ESOCKET', sentAt: null, failedAt: null });
    expect(await secondsUntilDue(row?.id ?? 0)).toBeGreaterThan(25);
    expect(await secondsUntilDue(row?.id ?? 0)).toBeLessThanOrEqual(30);
    // Not due yet: looking again does not try again.
    await sender.drain();
    expect((await rows())[0]?.attempts).toBe(1);

    await timePasses();
    await sender.drain();
    [row] = await rows();
    expect(row?.attempts).toBe(2);
    expect(await secondsUntilDue(row?.id ?? 0)).toBeGreaterThan(55);
    expect(await secondsUntilDue(row?.id ?? 0)).toBeLessThanOrEqual(60);
    const warnings = logLines.map((line) => JSON.parse(line)).filter((line) => line.level === 40);
    expect(warnings.map((w) => w.retryInSeconds)).toEqual([30, 60]);
    expect(warnings[0]).toMatchObject({ mailId: row?.id, kind: 'password-reset', error: 'ESOCKET' });

    const back = await down.comeBack();
    try {
      await timePasses();
      await sender.drain();
      expect((await back.mailTo(mail.to)).subject).toBe('Jelszó');
      expect((await rows())[0]).toMatchObject({ attempts: 3, text: '' });
    } finally {
      await back.close();
    }
    expect(logLines.join('')).not.toContain(mail.to);
  });

  it('gives up a mail still unsent a day after it was written, and logs it as failed without the address', async () => {
    const down = await smtpDown();
    const sender = await startSender(down.url);
    const mail = mailTo();
    await write(mail);
    await database.db.update(mailOutbox).set({ createdAt: sql`now() - interval '23 hours'` });
    await sender.drain();
    expect((await rows())[0]).toMatchObject({ attempts: 1, failedAt: null });

    await database.db.update(mailOutbox).set({ createdAt: sql`now() - interval '24 hours 1 minute'` });
    await timePasses();
    await sender.drain();
    const [row] = await rows();
    expect(row?.failedAt).toBeInstanceOf(Date);
    // The body stays, so an operator can send it again by hand.
    expect(row?.text).toBe(mail.text);
    const failed = logLines.map((line) => JSON.parse(line)).filter((line) => line.level === 50);
    expect(failed).toEqual([
      expect.objectContaining({ mailId: row?.id, kind: 'password-reset', attempts: 2, error: 'ESOCKET' }),
    ]);
    expect(logLines.join('')).not.toContain(mail.to);
    expect(logLines.join('')).not.toContain('secret-token');

    await timePasses();
    await sender.drain();
    expect((await rows())[0]?.attempts).toBe(2);
  });

  it('on stop finishes the mail in flight and leaves the rest for the next start', async () => {
    const slow = await startSmtpCapture({ delayMs: 300 });
    try {
      const first = mailTo();
      const second = mailTo();
      await write(first);
      await write(second);
      const sender = await startSender(slow.url);
      await sender.stop();
      expect(slow.received).toHaveLength(1);
      const [sent, waiting] = await rows();
      expect(sent?.sentAt).toBeInstanceOf(Date);
      expect(waiting).toMatchObject({ attempts: 0, sentAt: null });
    } finally {
      await slow.close();
    }
  });
});
