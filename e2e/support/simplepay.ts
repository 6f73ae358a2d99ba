import { createHmac, randomBytes } from 'node:crypto';
import { type FakeSimplePay, startFakeSimplePay } from '../../server/test/simplepay-fake.ts';

// The SimplePay journeys (e2e/simplepay.spec.ts) run against a second built server whose online payments go to the
// fake SimplePay of server/test/simplepay-fake.ts. The fake makes up its merchants' secret keys when it starts, and
// the server must be given them in its environment, so the fake starts while the runner reads the config: Playwright
// starts its web servers before globalSetup, which would be too late. The workers read the config again; they find
// the fake's address and accounts in the environment the runner hands them and start nothing.

/** The SimplePay journeys' server. */
export const simplePayPort = Number(process.env.E2E_SIMPLEPAY_PORT ?? 8092);
export const simplePayBaseUrl = `http://127.0.0.1:${simplePayPort}`;

type Currency = 'HUF' | 'HUF_SZEP';
export interface FakeSimplePayAddress {
  /** The API's base, as SIMPLEPAY_URL takes it (…/payment). */
  url: string;
  accounts: Record<Currency, { merchant: string; secretKey: string }>;
}

const variable = 'E2E_FAKE_SIMPLEPAY';
const running = Symbol.for('konyha.e2e.fakeSimplePay');
type WithFake = typeof globalThis & { [running]?: FakeSimplePay };

/**
 * The run's fake SimplePay: started here the first time the config is read (the runner), which posts its IPNs to
 * `ipnUrl`; read from the environment everywhere else.
 */
export async function fakeSimplePayOfRun(ipnUrl: string): Promise<FakeSimplePayAddress> {
  const known = process.env[variable];
  if (known) return JSON.parse(known) as FakeSimplePayAddress;
  const fake = await startFakeSimplePay({ host: '127.0.0.1' });
  fake.ipnUrl = ipnUrl;
  (globalThis as WithFake)[running] = fake;
  const address: FakeSimplePayAddress = { url: fake.url, accounts: fake.accounts };
  process.env[variable] = JSON.stringify(address);
  return address;
}

/** Stops the fake this process started (the config's globalTeardown). */
export async function stopFakeSimplePay(): Promise<void> {
  const fake = (globalThis as WithFake)[running];
  delete (globalThis as WithFake)[running];
  await fake?.close();
}

/** The fake's address and accounts, inside a test. */
export function fakeSimplePay(): FakeSimplePayAddress {
  const known = process.env[variable];
  if (!known) throw new Error(`${variable} is not set: run the journeys with e2e/playwright.config.ts`);
  return JSON.parse(known) as FakeSimplePayAddress;
}

export interface FakeTransaction {
  orderRef: string;
  transactionId: number;
  status: string;
  total: number;
  remainingTotal: number;
  refunds?: Array<{ refundTransactionId: number; total: number; status: string }>;
}

/**
 * What the fake SimplePay knows of a payment, asked as a merchant asks SimplePay: a signed `query` of the
 * transaction (the id is in the payment page's address), with its refunds.
 */
export async function queryFakePayment(currency: Currency, transactionId: number): Promise<FakeTransaction> {
  const { url, accounts } = fakeSimplePay();
  const { merchant, secretKey } = accounts[currency];
  const body = JSON.stringify({
    merchant,
    salt: randomBytes(16).toString('hex'),
    sdkVersion: 'konyha-e2e',
    transactionIds: [transactionId],
    refunds: true,
  });
  const response = await fetch(`${url}/v2/query`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      signature: createHmac('sha384', secretKey).update(body, 'utf8').digest('base64'),
    },
    body,
  });
  const answer = (await response.json()) as { transactions?: FakeTransaction[]; errorCodes?: number[] };
  const [transaction] = answer.transactions ?? [];
  if (!transaction) throw new Error(`the fake SimplePay answered ${JSON.stringify(answer)}`);
  return transaction;
}
