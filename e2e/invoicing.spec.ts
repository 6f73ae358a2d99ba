import { tipOf } from '@konyha/domain/orders/tip';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { bearer, expectNoAxeViolations, useStaffTokens } from './support/admin.ts';
import { budapestDay, fillGuestForm, orderableFoods, seedCart } from './support/checkout.ts';
import { useLogin } from './support/dashboard.ts';

// Issue 34's journey, on a server of its own (its day gets closed): the ADMIN switches invoices on, a company invoice and a 10 % tip, the order
// delivered and paid, the invoice issued by itself through the server's stand-in of Számlázz.hu (test mode) and
// downloaded from the guest's order page; a manager closes the day.

const tokens = useStaffTokens();

test('a guest asks for a company invoice and tips 10 %; once delivered and paid the guest downloads the invoice from the order page; a manager closes the day', async ({
  page,
  request,
  browser,
}) => {
  // The ADMIN switches invoices on in test mode (the server's stand-in takes any key) on the settings screen.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const settings = await adminContext.newPage();
  await useLogin(settings, tokens.admin);
  await settings.goto('/dashboard/invoicing');
  await expect(settings.getByText('Nincs tárolt kulcs.')).toBeVisible();
  await settings.getByRole('checkbox', { name: 'E-számlák kiállítása' }).check();
  await expect(settings.getByRole('checkbox', { name: 'Tesztmód' })).toBeChecked();
  await settings.getByLabel('Számla előtagja').fill('TESZT');
  await settings.getByLabel('Új Számla Agent-kulcs').fill('journey-agent-key-0042');
  await expectNoAxeViolations(settings, 'invoicing settings');
  await settings.getByRole('button', { name: 'Mentés' }).click();
  await expect(settings.getByText('Van tárolt kulcs, a vége: …0042.')).toBeVisible();
  await expect(settings.getByLabel('Új Számla Agent-kulcs')).toHaveValue('');
  await adminContext.close();

  // The guest: a dish, a company invoice and 10 % for the courier.
  const [dish] = await orderableFoods(request);
  if (!dish) throw new Error('the seed has no orderable dish');
  await seedCart(page, [{ productId: dish.id, quantity: 2 }]);
  await page.goto('/pay');
  await fillGuestForm(page, { email: uniqueEmail('invoice'), day: budapestDay(1), time: '18:00' });
  await page.getByRole('checkbox', { name: 'Céges számlát kérek' }).check();
  await page.getByLabel('Cégnév').fill('Példa Kft.');
  await page.getByLabel('Adószám').fill('10773381-2-44');
  await page.getByRole('button', { name: 'Ugyanaz, mint a szállítási cím' }).click();
  const tip = page.getByRole('group', { name: 'Borravaló a futárnak' });
  await tip.getByRole('radio', { name: /^10\s?%/ }).check();
  await page.getByRole('button', { name: 'Rendelés elküldése' }).click();
  await expect(page).toHaveURL(/\/order-status\/[\w-]{32}$/);
  const heading = page.getByRole('heading', { level: 1, name: /\d+/ });
  await expect(heading).toBeVisible();
  const number = Number((await heading.textContent())?.match(/\d+/)?.[0]);
  expect(number).toBeGreaterThan(0);
  await expect(page.getByText('Példa Kft.')).toBeVisible();

  // Staff mark it delivered and paid on its card.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await useLogin(staff, tokens.manager);
  await staff.goto('/dashboard/current-orders');
  await staff.getByRole('switch', { name: `A(z) ${number}. rendelés fizetve` }).click();
  await expect(staff.getByRole('switch', { name: `A(z) ${number}. rendelés fizetve` })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // Paid: the invoice is issued at once, and its card says so.
  await expect(staff.getByText(/Számla: TESZT-\d{4}-\d+/)).toBeVisible({ timeout: 30_000 });
  await staff.getByLabel(`A(z) ${number}. rendelés állapota`).selectOption('DELIVERED');

  // The guest's page hears of the invoice by itself; the PDF downloads with the page's token.
  const download = page.getByRole('button', { name: 'Számla letöltése (PDF)' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Sorszám: TESZT-\d{4}-\d+/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^TESZT-\d{4}-\d+\.pdf$/);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page, 'order page with its invoice');

  // The order's answer: the tip apart from the total the invoice adds up to.
  const orders = await request.get(`/api/order/orders/${budapestDay(1)}`, {
    headers: bearer(tokens.manager),
  });
  const order = (await orders.json()).orders.find((o: { id: number }) => o.id === number);
  expect(order).toMatchObject({ payed: true, state: 'DELIVERED' });
  expect(order.tip).toBe(tipOf(order.total, 10));
  expect(order.invoiceDocument).toMatchObject({ status: 'issued', kind: 'invoice' });

  // In English too.
  await page.evaluate(() => localStorage.setItem('konyha.language', 'en'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Download invoice (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page, 'order page in English');

  // A manager closes today (this server's orders are for tomorrow: today has none open).
  await staff.goto('/dashboard/daily-summary');
  await staff.getByRole('button', { name: 'A nap lezárása' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Lezárás' }).click();
  await expect(staff.getByText(/^Lezárta Menedzser Mária/)).toBeVisible();
  await expect(staff.getByRole('button', { name: 'A nap lezárása' })).toHaveCount(0);
  await expectNoAxeViolations(staff, 'the closed day');
  await staffContext.close();
});
