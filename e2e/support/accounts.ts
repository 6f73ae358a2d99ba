import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { outboxDir } from './outbox.ts';

/** Undoes quoted-printable soft line breaks and escapes, so a link in the mail reads whole. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The app links (`/user/...`) in every mail to `address`, oldest mail first. */
async function linksMailedTo(address: string, pattern: RegExp): Promise<string[]> {
  const files = (await readdir(outboxDir()).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const links: string[] = [];
  for (const file of files) {
    const mail = decodeQuotedPrintable(await readFile(path.join(outboxDir(), file), 'utf8'));
    if (!mail.includes(address)) continue;
    const link = mail.match(pattern)?.[0];
    if (link) links.push(link);
  }
  return links;
}

/** Waits for the `nth` mail to `address` carrying a link of `pattern` and returns the link's path. */
export async function mailedLink(address: string, pattern: RegExp, nth = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = (await linksMailedTo(address, pattern))[nth]), { timeout: 15_000 })
    .toBeTruthy();
  return new URL(link as string).pathname;
}

export const confirmationLink = /https?:\/\/\S+?\/user\/confirmation\/[\w-]+/;
export const resetLink = /https?:\/\/\S+?\/user\/forgot-password\/[\w-]+/;

/** An address nobody else uses in this run. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills and sends the sign-up form of /login (Hungarian UI). */
export async function signUp(page: Page, account: { name: string; email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Regisztráció' });
  await form.getByLabel('Név').fill(account.name);
  await form.getByLabel('E-mail-cím').fill(account.email);
  await form.getByLabel('Telefonszám').fill('+36 30 555 1234');
  await form.getByLabel('Jelszó', { exact: true }).fill(account.password);
  await form.getByLabel('Jelszó megerősítése').fill(account.password);
  await form.getByRole('button', { name: 'Regisztrálok' }).click();
}

/** Fills and sends the login form of /login (Hungarian UI). */
export async function logInOnPage(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Bejelentkezés' });
  await form.getByLabel('E-mail-cím').fill(email);
  await form.getByLabel('Jelszó').fill(password);
  await form.getByRole('button', { name: 'Bejelentkezés' }).click();
}

/** Signs a customer up through the API, follows the mailed confirmation link and logs in; returns the token. */
export async function confirmedCustomer(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
): Promise<string> {
  const signedUp = await request.post('/api/user/registrate', {
    data: { ...account, phone: '+36 30 555 1234', language: 'hu' },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const confirmed = await request.get(`/api${await mailedLink(account.email, confirmationLink)}`);
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const login = await request.post('/api/user/login', { data: account });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Stores the login before the app loads (session contract: konyha.session = { token, expiresAt }). */
export async function storeLogin(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    (stored) => {
      if (!localStorage.getItem('konyha.session')) localStorage.setItem('konyha.session', stored);
    },
    JSON.stringify({ token, expiresAt: Date.now() + 12 * 60 * 60 * 1000 }),
  );
}
