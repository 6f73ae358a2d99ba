import { expect, test } from '@playwright/test';
import { logInOnPage } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/admin.ts';
import { adminToken } from './support/checkout.ts';
import { useLogin } from './support/dashboard.ts';
import { authenticatorCode, shownSecret, staffAccount } from './support/twoFactor.ts';

test('a manager switches on two-factor login, logs out, and logs in with a code and later a recovery code', async ({
  page,
  browser,
  request,
}) => {
  // Three logins, an enrolment and six accessibility checks: longer than most journeys on a busy machine.
  test.slow();
  const manager = await staffAccount(request, await adminToken(request), 'MANAGER');

  await page.goto('/login');
  await logInOnPage(page, manager.email, manager.password);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/profile');
  await page
    .getByRole('navigation', { name: 'Profil menü' })
    .getByRole('link', { name: 'Biztonság' })
    .click();
  await expect(page).toHaveURL(/\/profile\/security$/);
  await page.getByRole('button', { name: 'Kétlépcsős belépés bekapcsolása' }).click();

  const setup = page.getByRole('form', { name: 'A hitelesítő alkalmazás beállítása' });
  await expect(setup.getByRole('img', { name: /QR-kód/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // Read the key shown as text, as someone would who cannot scan the QR code, and compute the app's code.
  const secret = await shownSecret(setup);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await setup.getByLabel('Az alkalmazás kódja').fill(authenticatorCode(secret));
  await setup.getByRole('button', { name: 'Bekapcsolás' }).click();

  const codes = page.getByRole('region', { name: 'A helyreállító kódjaid' });
  await expect(codes.getByText(/csak most látod őket/)).toBeVisible();
  const recoveryCodes = await codes.getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expect(codes.getByRole('link', { name: 'Letöltés fájlként' })).toHaveAttribute(
    'download',
    'konyha-recovery-codes.txt',
  );
  await expectNoAxeViolations(page);
  // By keyboard: scrolled to, the button sits under the sticky bar, whose compact look then moves the page, and on a
  // busy machine the retried click landed where the button had been (CI, 29 November).
  await codes.getByRole('button', { name: 'Elmentettem őket' }).press('Enter');
  await expect(page.getByText('A kétlépcsős belépés be van kapcsolva.')).toBeVisible();
  await expect(page.getByText('Fel nem használt helyreállító kódok: 10')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Kijelentkezés' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await logInOnPage(page, manager.email, manager.password);
  const step = page.getByRole('form', { name: 'Kétlépcsős belépés' });
  await expect(step.getByLabel('Kód')).toBeFocused();
  await expectNoAxeViolations(page);
  await step.getByLabel('Kód').fill('000000');
  await step.getByRole('button', { name: 'Belépés' }).click();
  await expect(step.getByText(/Hibás vagy már felhasznált kód/)).toBeVisible();
  // The enrolment used this step's code, and a code counts once: the app's next code is within the tolerance.
  await step.getByLabel('Kód').fill(authenticatorCode(secret, 30));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/);

  // On a phone, with a recovery code instead of the app.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const onPhone = await phone.newPage();
  await onPhone.goto('/login');
  await logInOnPage(onPhone, manager.email, manager.password);
  const phoneStep = onPhone.getByRole('form', { name: 'Kétlépcsős belépés' });
  await expectNoAxeViolations(onPhone);
  await phoneStep.getByLabel('Kód').fill((recoveryCodes[0] ?? '').toLowerCase());
  await phoneStep.getByRole('button', { name: 'Belépés' }).click();
  await expect(onPhone).toHaveURL(/\/dashboard/);
  await onPhone.goto('/profile/security');
  await expect(onPhone.getByText('Fel nem használt helyreállító kódok: 9')).toBeVisible();
  await expectNoAxeViolations(onPhone);
  await phone.close();
});

test('the admin finds the two-factor requirement among the dashboard settings (phone and desktop)', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await useLogin(page, token);
    await page.goto('/dashboard/two-factor');
    // Only looked at, not switched: the other journeys log in as staff without two-factor login.
    await expect(
      page.getByRole('checkbox', { name: 'Kétlépcsős belépés előírása minden munkatársnak' }),
    ).not.toBeChecked();
    await expectNoAxeViolations(page);
    await context.close();
  }
});
