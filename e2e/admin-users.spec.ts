import { expect, test } from '@playwright/test';
import { bearer, confirmByMail, toast, unique, useStaffTokens } from './support/admin.ts';
import { admin, logIn, useLogin } from './support/dashboard.ts';

const staff = useStaffTokens();

test("the admin changes another user's role but not their own", async ({ page, request }) => {
  const email = `${unique('vevo')}@example.com`;
  const added = await request.post('/api/user/add', {
    headers: bearer(staff.admin),
    data: { name: 'Vevő Viktor', email, phone: '+36 30 765 4321', role: 'CUSTOMER', password: 'Vevo12345' },
  });
  expect(added.ok()).toBe(true);

  await useLogin(page, staff.admin);
  // The first admin registered first: oldest first puts the own row on the first page, however many other spec
  // files added users before this one.
  await page.goto('/dashboard/users?desc=false');
  const table = page.getByRole('table', { name: 'Felhasználók' });
  const own = table.getByRole('row').filter({ hasText: admin.email });
  await expect(own.getByText('Adminisztrátor')).toBeVisible();
  await expect(own.getByRole('combobox')).toHaveCount(0);

  await page.goto('/dashboard/users');
  const row = table.getByRole('row').filter({ hasText: email });
  await row.getByRole('combobox', { name: 'Vevő Viktor szerepköre' }).selectOption({ label: 'Eladó' });
  await expect(toast(page, 'Sikeres módosítás.')).toBeVisible();
  const users = (await (
    await request.get('/api/user/users?pageNo=0&pageSize=10&sortBy=registrationDate&ascending=false', {
      headers: bearer(staff.admin),
    })
  ).json()) as { users: { email: string; role: string }[] };
  expect(users.users.find((u) => u.email === email)?.role).toBe('SHOP_ASSISTANT');

  const details = row.getByRole('button', { name: 'Részletek: Vevő Viktor' });
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('+36 30 765 4321')).toBeVisible();
});

test('an assistant adds a customer who confirms the address and logs in', async ({ page, request }) => {
  const email = `${unique('uj.vevo')}@example.com`;
  await useLogin(page, staff.assistant);
  await page.goto('/dashboard/add-user');
  const role = page.getByRole('combobox', { name: 'Szerepkör' });
  await expect(role.getByRole('option')).toHaveText(['Vásárló']);

  const emailInput = page.getByRole('textbox', { name: 'E-mail' });
  await emailInput.fill('nem-email');
  await emailInput.blur();
  await expect(page.getByText('Érvénytelen e-mail-cím')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Felhasználó hozzáadása' })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Név' }).fill('Új Vevő');
  await emailInput.fill(email);
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+36 30 222 3333');
  await page.getByLabel(/^Jelszó\s*\*?$/).fill('Vevo12345');
  await page.getByLabel(/^Jelszó megerősítése/).fill('Vevo12345');
  await page.getByRole('button', { name: 'Felhasználó hozzáadása' }).click();
  await expect(toast(page, 'Felhasználó hozzáadva.')).toBeVisible();
  await expect(emailInput).toHaveValue('');

  // Not before the address is confirmed.
  const early = await request.post('/api/user/login', { data: { email, password: 'Vevo12345' } });
  expect(((await early.json()) as { errorType: string }).errorType).toBe('DISABLED_USER');
  await confirmByMail(request, email);
  await logIn(request, email, 'Vevo12345');
});
