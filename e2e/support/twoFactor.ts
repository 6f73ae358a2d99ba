import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { bearer, confirmByMail } from './admin.ts';

/** What an authenticator app shows for the secret now, or `offset` seconds from now. */
export function authenticatorCode(secret: string, offset = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset * 1000 });
}

/** The key the security tab shows for typing by hand (grouped by four; apps ignore the spaces). */
export async function shownSecret(setupForm: Locator): Promise<string> {
  const text = (await setupForm.locator('code').textContent()) ?? '';
  return text.replace(/\s/g, '');
}

/** A confirmed staff member of `role` with a known e-mail and password, added by the seeded admin. */
export async function staffAccount(
  request: APIRequestContext,
  adminToken: string,
  role: 'MANAGER' | 'ADMIN',
) {
  const account = {
    name: 'Kétlépcsős Kata',
    email: `twofa-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'Staff1234',
  };
  const added = await request.post('/api/user/add', {
    headers: bearer(adminToken),
    data: { ...account, phone: '+36301234567', role },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await confirmByMail(request, account.email);
  return account;
}
