import { formatForint } from '@konyha/domain/common/money';
import { priceOrder } from '@konyha/domain/orders/pricing';
import { expect, type Page, test } from '@playwright/test';
import {
  addProduct,
  bearer,
  confirmByMail,
  expectNoAxeViolations,
  minOrderValue,
  setMinOrderValue,
  unique,
} from './support/admin.ts';
import { orderableFoods, seedCart } from './support/checkout.ts';
import { admin, createStaff, logIn, useLogin } from './support/dashboard.ts';

// Staff accounts are made once through the API as the seeded admin, each confirmed by its mailed link.
let adminToken: string;
let managerToken: string;
let assistantToken: string;

test.beforeAll(async ({ request }) => {
  adminToken = await logIn(request, admin.email, admin.password);
  managerToken = await createStaff(request, adminToken, 'MANAGER', 'Menedzser Mária');
  assistantToken = await createStaff(request, adminToken, 'SHOP_ASSISTANT', 'Eladó Ernő');
});

const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).getByText(text);

test('a manager adds a product and the menu shows it in both languages', async ({ page }) => {
  const stamp = unique('');
  await useLogin(page, managerToken);
  await page.goto('/dashboard/add-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Termék hozzáadása' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Név', exact: true }).fill(`Próbaleves ${stamp}`);
  await page.getByRole('textbox', { name: 'Angol név' }).fill(`Trial soup ${stamp}`);
  await page.getByRole('textbox', { name: 'Leírás', exact: true }).fill('Házi tésztával');
  await page.getByRole('textbox', { name: 'Angol leírás' }).fill('With home-made noodles');
  await page.getByRole('radio', { name: 'Étel' }).check();
  await page.getByRole('combobox', { name: 'Csoport' }).selectOption({ label: 'Levesek' });
  await page.getByRole('checkbox', { name: 'Csípős' }).check();
  await page.getByRole('textbox', { name: 'Ár (Ft)' }).pressSequentially('99x0');
  await expect(page.getByRole('textbox', { name: 'Ár (Ft)' })).toHaveValue('990');
  await page.getByRole('textbox', { name: 'Loquu ID' }).fill('4242');
  await page.getByRole('radio', { name: 'Igen' }).check();
  await page.getByRole('button', { name: 'Termék hozzáadása' }).click();
  await expect(toast(page, 'Sikeres hozzáadás.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Név', exact: true })).toHaveValue('');

  await page.goto('/foods/soups');
  const card = page.getByRole('article', { name: `Próbaleves ${stamp}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Házi tésztával')).toBeVisible();
  await expect(card.getByRole('button', { name: `Kosárba: Próbaleves ${stamp}` })).toBeEnabled();
  await page.getByRole('button', { name: /EN/ }).click();
  await expect(page.getByRole('article', { name: `Trial soup ${stamp}` })).toBeVisible();
});

test('an assistant switches a product off: the menu marks it unavailable and it cannot be ordered', async ({
  page,
  browser,
  request,
}) => {
  // "Aaa" sorts first by name, so it is on the list's first page whatever the seed holds.
  const name = unique('Aaa próbaétel ');
  await addProduct(request, managerToken, { name, nameEnglish: `Aaa trial dish`, price: 890 });
  await useLogin(page, assistantToken);
  await page.goto('/dashboard/edit-product?sort=name');
  const table = page.getByRole('table', { name: 'Termékek' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('button', { name: /^Törlés:/ })).toHaveCount(0);

  const orderable = table.getByRole('switch', { name: `${name} rendelhető` });
  await expect(orderable).toHaveAttribute('aria-checked', 'true');
  await orderable.click();
  await expect(toast(page, 'Sikeres módosítás.')).toBeVisible();
  await expect(orderable).toHaveAttribute('aria-checked', 'false');

  // The edit panel offers an assistant the orderable choice only.
  await table.getByRole('button', { name: `Szerkesztés: ${name}` }).click();
  const panel = page.getByRole('region', { name: `Szerkesztés: ${name}` });
  await expect(panel.getByRole('group', { name: 'Rendelhető' })).toBeVisible();
  await expect(panel.getByRole('textbox')).toHaveCount(0);

  const guest = await browser.newPage();
  await guest.goto('/foods/soups');
  const card = guest.getByRole('article', { name });
  await expect(card.getByText('Jelenleg nem rendelhető')).toBeVisible();
  await expect(card.getByRole('button', { name: `Kosárba: ${name}` })).toBeDisabled();
  await guest.close();
});

test('a manager creates a 10 % coupon and a guest gets the discount in the cart', async ({
  page,
  browser,
  request,
}) => {
  const code = unique('PROBA');
  await useLogin(page, managerToken);
  await page.goto('/dashboard/coupons');
  const discount = page.getByRole('textbox', { name: 'Kedvezmény (%)' });
  await page.getByRole('textbox', { name: 'Kód' }).fill(code);
  await discount.fill('101');
  await discount.blur();
  await expect(page.getByText('A kedvezmény nem lehet nagyobb 100%-nál')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kupon hozzáadása' })).toBeDisabled();
  await discount.fill('10');
  await expect(page.getByRole('button', { name: 'Kupon hozzáadása' })).toBeEnabled();
  await expect(page.getByRole('checkbox', { name: 'Aktív' })).toBeChecked();
  await page.getByRole('button', { name: 'Kupon hozzáadása' }).click();
  await expect(toast(page, 'Sikeres hozzáadás.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('10%')).toBeVisible();
  await expect(row.getByRole('switch', { name: `${code} aktív` })).toHaveAttribute('aria-checked', 'true');

  // The same code again is refused on the code field.
  await page.getByRole('textbox', { name: 'Kód' }).fill(code.toLowerCase());
  await discount.fill('20');
  await page.getByRole('button', { name: 'Kupon hozzáadása' }).click();
  await expect(page.getByText('Ilyen kódú kupon már létezik')).toBeVisible();

  const [dish] = await orderableFoods(request);
  if (!dish) throw new Error('no orderable dish');
  const guest = await browser.newPage();
  await seedCart(guest, [{ productId: dish.id, quantity: 2 }]);
  await guest.goto('/cart');
  await guest.getByLabel('Kuponkód').fill(code);
  await guest.getByRole('button', { name: 'Beváltás' }).click();
  const prices = priceOrder([{ price: dish.price, quantity: 2 }], 10, 0);
  await expect(guest.locator('dt:has-text("Kedvezmény") + dd')).toHaveText(
    formatForint(prices.discountedPrice - prices.originalPrice, 'hu'),
  );
  await expect(guest.locator('dt:has-text("Részösszeg") + dd')).toHaveText(
    formatForint(prices.originalPrice, 'hu'),
  );
  await guest.close();
});

test("the admin changes another user's role but not their own", async ({ page, request }) => {
  const email = `${unique('vevo')}@example.com`;
  const added = await request.post('/api/user/add', {
    headers: bearer(adminToken),
    data: { name: 'Vevő Viktor', email, phone: '+36 30 765 4321', role: 'CUSTOMER', password: 'Vevo12345' },
  });
  expect(added.ok()).toBe(true);

  await useLogin(page, adminToken);
  await page.goto('/dashboard/users');
  const table = page.getByRole('table', { name: 'Felhasználók' });
  const own = table.getByRole('row').filter({ hasText: admin.email });
  await expect(own.getByText('Adminisztrátor')).toBeVisible();
  await expect(own.getByRole('combobox')).toHaveCount(0);

  const row = table.getByRole('row').filter({ hasText: email });
  await row.getByRole('combobox', { name: 'Vevő Viktor szerepköre' }).selectOption({ label: 'Eladó' });
  await expect(toast(page, 'Sikeres módosítás.')).toBeVisible();
  const users = (await (
    await request.get('/api/user/users?pageNo=0&pageSize=10&sortBy=registrationDate&ascending=false', {
      headers: bearer(adminToken),
    })
  ).json()) as { users: { email: string; role: string }[] };
  expect(users.users.find((u) => u.email === email)?.role).toBe('SHOP_ASSISTANT');

  const details = row.getByRole('button', { name: 'Részletek: Vevő Viktor' });
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('+36 30 765 4321')).toBeVisible();
});

test('a manager raises the minimum order value and the cart blocks a small order', async ({
  browser,
  request,
}) => {
  const before = await minOrderValue(request);
  const [dish] = await orderableFoods(request);
  if (!dish) throw new Error('no orderable dish');
  const guest = await browser.newPage();
  await seedCart(guest, [{ productId: dish.id, quantity: 1 }]);
  try {
    await setMinOrderValue(request, managerToken, dish.price + 1);
    await guest.goto('/cart');
    await expect(guest.getByRole('button', { name: 'Tovább a fizetéshez' })).toBeDisabled();
    await setMinOrderValue(request, managerToken, dish.price);
    await guest.reload();
    await expect(guest.getByRole('button', { name: 'Tovább a fizetéshez' })).toBeEnabled();
  } finally {
    // Other journeys share this server: leave the value as it was.
    await setMinOrderValue(request, managerToken, before);
    await guest.close();
  }
});

test('an assistant adds a customer who confirms the address and logs in', async ({ page, request }) => {
  const email = `${unique('uj.vevo')}@example.com`;
  await useLogin(page, assistantToken);
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

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

for (const viewport of widths) {
  test(`no accessibility violations on the admin screens (${viewport.name})`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    await useLogin(page, adminToken);

    await page.goto('/dashboard/edit-product');
    const products = page.getByRole('table', { name: 'Termékek' });
    await products
      .getByRole('button', { name: /^Szerkesztés:/ })
      .first()
      .click();
    await expect(page.getByRole('region', { name: /^Szerkesztés:/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/coupons');
    await expect(page.getByRole('table', { name: 'Kuponok' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/users');
    await page
      .getByRole('button', { name: /^Részletek:/ })
      .first()
      .click();
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/add-user');
    await page.getByRole('button', { name: 'Felhasználó hozzáadása' }).click();
    await expect(page.getByText('Kötelező').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
}
