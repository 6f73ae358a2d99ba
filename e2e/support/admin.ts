import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { findOutboxMail } from './checkout.ts';
import { admin, createStaff, logIn } from './dashboard.ts';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A name nobody else uses in this run. */
export const unique = (prefix: string) => `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Undoes quoted-printable soft line breaks and escapes, so a link in the mail reads whole. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Follows the confirmation link the server mailed to `email` (from the e2e server's outbox). */
export async function confirmByMail(request: APIRequestContext, email: string): Promise<void> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await findOutboxMail(email);
        token = mail ? decodeQuotedPrintable(mail).match(/\/user\/confirmation\/([\w-]+)/)?.[1] : undefined;
        return token;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  const confirmed = await request.get(`/api/user/confirmation/${token}`);
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

export interface NewProduct {
  name: string;
  nameEnglish: string;
  price: number;
  group?: string;
}

/** Adds an orderable soup through the API as a manager; returns its id. */
export async function addProduct(request: APIRequestContext, token: string, product: NewProduct) {
  const response = await request.post('/api/product/product', {
    headers: bearer(token),
    data: {
      description: '',
      descriptionEnglish: '',
      type: 'FOOD',
      group: 'SOUP',
      allergenics: [],
      loquuId: 9000 + Math.floor(Math.random() * 1000),
      orderable: true,
      ...product,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { products: { id: number }[] }).products[0]?.id as number;
}

export async function minOrderValue(request: APIRequestContext): Promise<number> {
  return (await (await request.get('/api/min-order-value')).json()) as number;
}

export async function setMinOrderValue(request: APIRequestContext, token: string, value: number) {
  const response = await request.post(`/api/min-order-value/${value}`, { headers: bearer(token) });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Every axe rule on the page as it is now. Only the violations are gathered in full (axe's `resultTypes`): the
 * passing and inapplicable nodes, which nobody reads here, took most of each check's seconds.
 */
export async function expectNoAxeViolations(page: Page, where = '') {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(violations.map((v) => `${where}${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/**
 * The admin's token and a manager's and a shop assistant's, made once per spec file through the API as the seeded
 * admin, each confirmed by its mailed link. Read them inside tests.
 */
export function useStaffTokens() {
  const tokens = { admin: '', manager: '', assistant: '' };
  test.beforeAll(async ({ request }) => {
    tokens.admin = await logIn(request, admin.email, admin.password);
    tokens.manager = await createStaff(request, tokens.admin, 'MANAGER', 'Menedzser Mária');
    tokens.assistant = await createStaff(request, tokens.admin, 'SHOP_ASSISTANT', 'Eladó Ernő');
  });
  return tokens;
}

/** A toast (a status or an alert) showing `text`. */
export const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).getByText(text);
