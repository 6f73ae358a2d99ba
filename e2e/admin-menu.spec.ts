import { formatForint } from '@konyha/domain/common/money';
import { priceOrder } from '@konyha/domain/orders/pricing';
import { expect, test } from '@playwright/test';
import {
  addProduct,
  minOrderValue,
  setMinOrderValue,
  toast,
  unique,
  useStaffTokens,
} from './support/admin.ts';
import { orderableFoods, seedCart } from './support/checkout.ts';
import { useLogin } from './support/dashboard.ts';

const staff = useStaffTokens();

test('a manager adds a product and the menu shows it in both languages', async ({ page }) => {
  const stamp = unique('');
  await useLogin(page, staff.manager);
  await page.goto('/dashboard/add-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Termék hozzáadása' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Név', exact: true }).fill(`Próbaleves ${stamp}`);
  await page.getByRole('textbox', { name: 'Angol név' }).fill(`Trial soup ${stamp}`);
  await page.getByRole('textbox', { name: 'Leírás', exact: true }).fill('Házi tésztával');
  await page.getByRole('textbox', { name: 'Angol leírás' }).fill('With home-made noodles');
  await page.getByRole('radio', { name: 'Étel' }).check();
  await page.getByRole('combobox', { name: 'Csoport', exact: true }).selectOption({ label: 'Levesek' });
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
  await addProduct(request, staff.manager, { name, nameEnglish: `Aaa trial dish`, price: 890 });
  await useLogin(page, staff.assistant);
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
  await useLogin(page, staff.manager);
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
    await setMinOrderValue(request, staff.manager, dish.price + 1);
    await guest.goto('/cart');
    await expect(guest.getByRole('button', { name: 'Tovább a fizetéshez' })).toBeDisabled();
    await setMinOrderValue(request, staff.manager, dish.price);
    await guest.reload();
    await expect(guest.getByRole('button', { name: 'Tovább a fizetéshez' })).toBeEnabled();
  } finally {
    // Other journeys share this server: leave the value as it was.
    await setMinOrderValue(request, staff.manager, before);
    await guest.close();
  }
});
