import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@konyha/domain/users/roles';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { nextDaySlot } from './checkout.ts';

export const admin = { email: 'admin@example.com', password: 'Admin1234' };

export async function logIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/user/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Stores the login before the app loads (session contract: konyha.session = { token, expiresAt }). */
export async function useLogin(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    (stored) => localStorage.setItem('konyha.session', stored),
    JSON.stringify({
      token,
      expiresAt: Date.now() + 12 * 60 * 60 * 1000,
    }),
  );
}

/** Decodes a quoted-printable mail body enough to find a link in it. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The e2e server writes mails to DATA_DIR/outbox, DATA_DIR being a fresh konyha-e2e-* temp folder; the address is
 * unique per run, so whichever of those folders holds a mail to it is this run's.
 */
async function confirmationToken(email: string): Promise<string | undefined> {
  for (const dir of (await readdir(tmpdir())).filter((name) => name.startsWith('konyha-e2e-'))) {
    const outbox = path.join(tmpdir(), dir, 'outbox');
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
      if (!mail.includes(email)) continue;
      const match = mail.match(/\/user\/confirmation\/([\w-]+)/);
      if (match) return match[1];
    }
  }
  return undefined;
}

/** Adds a staff member as the seeded admin, confirms the address through the mailed link and logs in. */
export async function createStaff(
  request: APIRequestContext,
  adminToken: string,
  role: Role,
  name: string,
): Promise<string> {
  const email = `${role.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Staff1234';
  const added = await request.post('/api/user/add', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { name, email, phone: '+36301234567', role, password },
  });
  expect(added.ok(), await added.text()).toBe(true);
  let token: string | undefined;
  await expect.poll(async () => (token = await confirmationToken(email)), { timeout: 10_000 }).toBeTruthy();
  expect((await request.get(`/api/user/confirmation/${token}`)).ok()).toBe(true);
  return logIn(request, email, password);
}

interface Product {
  id: number;
  price: number;
  orderable: boolean;
}

/**
 * A guest's pre-order for the first allowed day after today (the kitchen may be closed when the tests run), in
 * the guest's language (Hungarian unless said). Returns the order id, its day and its status page's path.
 */
export async function placeGuestPreOrder(
  request: APIRequestContext,
  guest: string,
  { email = 'guest@example.com', language = 'hu' }: { email?: string; language?: 'hu' | 'en' } = {},
) {
  const { day, at } = await nextDaySlot(request);
  const foods: Product[] = (await (await request.get('/api/product/foods')).json()).products;
  const dish = foods.filter((p) => p.orderable).sort((a, b) => b.price - a.price)[0];
  if (!dish) throw new Error('no orderable dish');
  const streets: string[] = await (await request.get('/api/streets/1134')).json();
  const response = await request.post('/api/order/add', {
    data: {
      name: guest,
      email,
      language,
      phone: '+36 30 555 1234',
      address: { zipCode: '1134', city: 'Budapest', street: `${streets[0]} 5.` },
      products: [{ id: dish.id, quantity: Math.ceil(3000 / dish.price) + 1 }],
      payment: 'CASH',
      note: 'Kapucsengő 5',
      preOrderDate: at,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { orderId, statusUrl } = (await response.json()) as { orderId: number; statusUrl: string };
  return { orderId, day, statusPath: new URL(statusUrl).pathname };
}

/** A manager and a shop assistant for a spec, added once through the API as the seeded admin; their tokens. */
export async function staffTokens(
  request: APIRequestContext,
): Promise<{ manager: string; assistant: string }> {
  const adminToken = await logIn(request, admin.email, admin.password);
  return {
    manager: await createStaff(request, adminToken, 'MANAGER', 'Kovács Anna'),
    assistant: await createStaff(request, adminToken, 'SHOP_ASSISTANT', 'Tóth Bence'),
  };
}
