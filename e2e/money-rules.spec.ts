import { groupSlug } from '@konyha/domain/menu/groups';
import type { Product } from '@konyha/domain/menu/products';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, useStaffTokens } from './support/admin.ts';
import { budapestDay, fillGuestForm, orderableFoods, seedCart } from './support/checkout.ts';
import { useLogin } from './support/dashboard.ts';

// Issue 17's journey: two bottled beers with their deposit and a dish, a company invoice, the SZÉP card online
// through the provider's (sandbox) page, and the manager's export of the day.

const tokens = useStaffTokens();

test('a guest orders two beers with deposit and a dish, asks for a company invoice and pays with SZÉP card online; the manager downloads the day as XLSX', async ({
  page,
  request,
  browser,
}) => {
  const drinks: Product[] = (await (await request.get('/api/product/drinks')).json()).products;
  const beer = drinks.find((drink) => drink.group === 'BEER' && drink.deposit === 50 && drink.orderable);
  const [dish] = await orderableFoods(request);
  if (!beer || !dish) throw new Error('the seed has no bottled beer or no dish');

  // The menu shows the deposit beside the beer's price.
  const beers = `/foods/${groupSlug('BEER', restaurant.brandSlug)}`;
  await page.goto(beers);
  await expect(page.getByText('+50\u00a0Ft betétdíj').first()).toBeVisible();

  // The cart: the deposit is a line of its own.
  await seedCart(page, [
    { productId: beer.id, quantity: 2 },
    { productId: dish.id, quantity: 1 },
  ]);
  await page.goto('/cart');
  const summary = page.getByRole('main');
  await expect(summary.getByText('Betétdíj')).toBeVisible();
  await expect(summary.getByText(/^100\sFt$/).first()).toBeVisible();

  // The pay form: a company invoice (a wrong check digit first), and the SZÉP card online.
  await page.goto('/pay');
  const email = uniqueEmail('szep');
  await fillGuestForm(page, { email, day: budapestDay(1), time: '18:00' });
  await page.getByRole('checkbox', { name: 'Céges számlát kérek' }).check();
  await page.getByLabel('Cégnév').fill('Példa Kft.');
  const taxNumber = page.getByLabel('Adószám');
  await taxNumber.fill('10773382-2-44');
  await taxNumber.blur();
  await expect(page.getByText('Ez nem érvényes adószám: ellenőrizd a számjegyeit')).toBeVisible();
  await taxNumber.fill('10773381-2-44');
  await page.getByRole('button', { name: 'Ugyanaz, mint a szállítási cím' }).click();
  await page.getByRole('radio', { name: 'Online SZÉP-kártya' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Rendelés elküldése' }).click();

  // The provider's page (the sandbox), then back on the order's own page, paid.
  await expect(page.getByRole('heading', { name: 'Sandbox SZÉP' })).toBeVisible();
  await page.getByRole('button', { name: 'Fizetés SZÉP-kártyával' }).click();
  await expect(page).toHaveURL(/\/order-status\/[\w-]{32}$/);
  await expect(page.getByText('Online SZÉP-kártya · Fizetve')).toBeVisible();
  await expect(page.getByText('Példa Kft.')).toBeVisible();
  await expect(page.getByText('Betétdíj')).toBeVisible();
  const vat = page.getByRole('table', { name: 'ÁFA kulcsonként' });
  await expect(vat).toBeVisible();
  await expect(vat.getByRole('rowheader', { name: /27/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const number = Number((await page.getByRole('heading', { level: 1 }).textContent())?.match(/\d+/)?.[0]);

  // The manager sees the invoice mark, and downloads the day's orders as XLSX.
  const staffContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const staff = await staffContext.newPage();
  await useLogin(staff, tokens.manager);
  await staff.goto('/dashboard/current-orders');
  await expect(staff.getByText('Számla: Példa Kft.').first()).toBeVisible();
  await staff.goto('/dashboard/exports');
  await expect(staff.getByRole('heading', { level: 1, name: 'Exportok' })).toBeVisible();
  // An order belongs to the day it is for: this pre-order's, tomorrow.
  const day = budapestDay(1);
  await staff.getByLabel('Kezdőnap').fill(day);
  await staff.getByLabel('Utolsó nap').fill(day);
  const downloading = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Rendelések – XLSX letöltése' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const rows: string[] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).map(String).join(' | '));
  });
  const row = rows.find((text) => text.includes('10773381-2-44'));
  expect(row, rows.join('\n')).toBeDefined();
  expect(row).toContain('Példa Kft.');
  expect(row).toContain(String(number));
  await expectNoAxeViolations(staff);
  await staffContext.close();
});
