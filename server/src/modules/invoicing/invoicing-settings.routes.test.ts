import { instantOf } from '@konyha/domain/restaurant/local-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { invoicingSettings } from '../../db/schema/index.ts';
import { createInvoicingSettingsService } from './invoicing-settings.service.ts';

const now = instantOf('2026-11-20', '12:00');
const agentKey = 'agent-key-Kx7Qp2Zr9Lm4Wt8Vb3Nc6Yd';
const defaults = {
  enabled: false,
  receipts: false,
  testMode: true,
  baseUrl: 'https://www.szamlazz.hu',
  invoicePrefix: '',
  receiptPrefix: '',
  bankAccount: null,
  mailBy: 'KONYHA',
  agentKey: { set: false, last4: null },
};
const chosen = {
  enabled: true,
  receipts: true,
  testMode: false,
  baseUrl: 'https://www.szamlazz.hu',
  invoicePrefix: 'KONYHA',
  receiptPrefix: 'NYGT',
  bankAccount: '11773016-11111018',
  mailBy: 'SZAMLAZZ',
};

type User = Awaited<ReturnType<typeof loggedInUser>>;

describe('the invoicing settings', () => {
  const lines: string[] = [];
  const t = useTestApp({ clock: () => now, logStream: { write: (line) => lines.push(line) } });
  const users = {} as Record<'admin' | 'manager' | 'assistant' | 'customer', User>;
  beforeAll(async () => {
    users.admin = await loggedInUser(t.app, t.db, { role: 'ADMIN' });
    users.manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
    users.assistant = await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT' });
    users.customer = await loggedInUser(t.app, t.db, { role: 'CUSTOMER' });
  });
  const read = (headers: Record<string, string> = users.admin.headers) =>
    t.app.inject({ url: '/api/settings/invoicing', headers });
  const save = (payload: object, headers: Record<string, string> = users.admin.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/settings/invoicing', payload, headers });
  // A service on the same database, as the outbox of this or another instance builds it.
  const forAgent = () =>
    createInvoicingSettingsService({
      database: t.database,
      clock: () => now,
      settingsKey: undefined,
      standinUrl: () => 'http://127.0.0.1:9999',
    }).forAgent();

  it('starts switched off, in test mode, pointing at Számlázz.hu, with no key', async () => {
    const answer = await read();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(defaults);
    expect(await forAgent()).toMatchObject({
      enabled: false,
      agentKey: null,
      baseUrl: 'http://127.0.0.1:9999',
    });
  });

  it('is an ADMIN’s alone: 401 for a guest, 403 for a manager, a shop assistant and a customer', async () => {
    for (const call of [read, (headers: Record<string, string>) => save({ ...chosen, agentKey }, headers)]) {
      expect((await call({})).statusCode).toBe(401);
      for (const user of [users.manager, users.assistant, users.customer])
        expect((await call(user.headers)).statusCode).toBe(403);
    }
    expect((await read()).json()).toEqual(defaults);
  });

  it('keeps what an ADMIN saves and shows the key only as set, with its last four characters', async () => {
    const saved = await save({ ...chosen, agentKey });
    expect(saved.statusCode).toBe(200);
    const shown = { ...chosen, agentKey: { set: true, last4: 'c6Yd' } };
    expect(saved.json()).toEqual(shown);
    expect(saved.body).not.toContain(agentKey);
    const again = await read();
    expect(again.json()).toEqual(shown);
    expect(again.body).not.toContain(agentKey);
    expect(await forAgent()).toEqual({ ...chosen, testMode: false, agentKey });
  });

  it('keeps the key when a save leaves it out or sends null, and replaces it when one is given', async () => {
    expect((await save({ ...chosen, invoicePrefix: 'KONY2' })).json().agentKey).toEqual({
      set: true,
      last4: 'c6Yd',
    });
    expect((await save({ ...chosen, agentKey: null })).json()).toMatchObject({ invoicePrefix: 'KONYHA' });
    expect(await forAgent()).toMatchObject({ agentKey });

    const other = 'another-agent-key-0042';
    expect((await save({ ...chosen, agentKey: other })).json().agentKey).toEqual({
      set: true,
      last4: '0042',
    });
    expect(await forAgent()).toMatchObject({ agentKey: other });
    expect((await save({ ...chosen, agentKey })).statusCode).toBe(200);
  });

  it('keeps the key encrypted in its row, a different sealing at each save', async () => {
    const [first] = await t.db.select().from(invoicingSettings);
    expect(JSON.stringify(first)).not.toContain(agentKey);
    expect(JSON.stringify(first)).not.toContain(Buffer.from(agentKey).toString('base64'));
    expect(first?.agentKeySealed).toMatch(/^v1\./);
    await save({ ...chosen, agentKey });
    const [second] = await t.db.select().from(invoicingSettings);
    expect(second?.agentKeySealed).not.toBe(first?.agentKeySealed);
    expect(await forAgent()).toMatchObject({ agentKey });
  });

  it('writes no log line with the key, whether the save is taken or refused', async () => {
    const from = lines.length;
    await save({ ...chosen, agentKey });
    await save({ ...chosen, bankAccount: 'nope', agentKey });
    await save({ ...chosen, agentKey: `${agentKey}\u0000` });
    const written = await eventually(
      async () => lines.slice(from),
      (logged) => logged.filter((line) => line.includes('"msg":"request"')).length >= 3,
    );
    expect(written.join('')).toContain('/api/settings/invoicing');
    expect(written.join('')).not.toContain(agentKey);
    expect(written.join('')).not.toContain('Kx7Qp2');
  });

  it.each([
    ['a base URL that is not https', { baseUrl: 'http://www.szamlazz.hu' }, 'baseUrl'],
    ['a base URL that is no URL', { baseUrl: 'szamlazz' }, 'baseUrl'],
    ['an invoice prefix with a dash', { invoicePrefix: 'KONY-HA' }, 'invoicePrefix'],
    ['an invoice prefix of 11 characters', { invoicePrefix: 'ABCDEFGHIJK' }, 'invoicePrefix'],
    ['a receipt prefix with an accent', { receiptPrefix: 'NYGTÁ' }, 'receiptPrefix'],
    ['a bank account of 2×7 digits', { bankAccount: '1177301-1111101' }, 'bankAccount'],
    ['a bank account without dashes', { bankAccount: '1177301611111018' }, 'bankAccount'],
    ['a bank account of 4×8 digits', { bankAccount: '11773016-11111018-00000000-00000000' }, 'bankAccount'],
    ['a mailer nobody knows', { mailBy: 'POST' }, 'mailBy'],
    ['an agent key of 9 characters', { agentKey: 'short-key' }, 'agentKey'],
    ['an agent key of 201 characters', { agentKey: 'k'.repeat(201) }, 'agentKey'],
    ['an agent key with a NUL character', { agentKey: `${agentKey}\u0000` }, 'agentKey'],
    ['invoices on without an invoice prefix', { invoicePrefix: '' }, 'invoicePrefix'],
    ['receipts on without a receipt prefix', { receiptPrefix: '' }, 'receiptPrefix'],
    ['test mode as text', { testMode: 'yes' }, 'testMode'],
    ['no enabled flag', { enabled: undefined }, 'enabled'],
  ])('refuses %s as bad input naming the field, and keeps the settings', async (_, change, field) => {
    const before = (await read()).json();
    const answer = await save({ ...chosen, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
    expect(answer.body).not.toContain(agentKey);
    expect((await read()).json()).toEqual(before);
  });

  it('takes the edges: a 3×8 account, no account, 10-character prefixes, no prefix while switched off', async () => {
    const edges = {
      bankAccount: '11773016-11111018-00000000',
      invoicePrefix: 'ABCDEFGHIJ',
      receiptPrefix: 'Z9',
    };
    expect((await save({ ...chosen, ...edges })).json()).toMatchObject(edges);
    expect((await save({ ...chosen, bankAccount: null })).json()).toMatchObject({ bankAccount: null });
    const off = { ...chosen, enabled: false, invoicePrefix: '', receiptPrefix: '' };
    expect((await save(off)).json()).toEqual({ ...off, agentKey: { set: true, last4: 'c6Yd' } });
  });

  it('keeps a base URL without its trailing slash and hands the Agent’s client Számlázz.hu out of test mode', async () => {
    await save({ ...chosen, baseUrl: 'https://www.szamlazz.hu/' });
    expect((await read()).json().baseUrl).toBe('https://www.szamlazz.hu');
    expect(await forAgent()).toMatchObject({ testMode: false, baseUrl: 'https://www.szamlazz.hu' });
    await save({ ...chosen, testMode: true });
    expect(await forAgent()).toMatchObject({ testMode: true, baseUrl: 'http://127.0.0.1:9999', agentKey });
  });
});
