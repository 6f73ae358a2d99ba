import { groupSlug } from '@konyha/domain/menu/groups';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { aSideChoice, optionGroupInput, someExtras } from '@konyha/domain/testing/option-group.fixture';
import { aProductInput } from '@konyha/domain/testing/product.fixture';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { bearer, expectNoAxeViolations, unique, useStaffTokens } from './support/admin.ts';
import { fillGuestForm } from './support/checkout.ts';
import { useLogin } from './support/dashboard.ts';
import { mailsTo } from './support/outbox.ts';

// Issue 15's journeys on a phone: a dish with a side to choose and extras, from the menu to the kitchen.

test.use({ viewport: { width: 390, height: 844 } });

const tokens = useStaffTokens();
const poultry = `/foods/${groupSlug('POULTRY', restaurant.brandSlug)}`;

interface Group {
  id: number;
  options: { id: number; name: string }[];
}

async function addGroup(request: APIRequestContext, body: unknown): Promise<Group> {
  const response = await request.post('/api/product/option-groups', {
    headers: bearer(tokens.manager),
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { optionGroups: Group[] }).optionGroups[0] as Group;
}

/** A new chicken dish with a side to choose (fries by default) and up to three extras; its name and groups. */
async function chickenWithOptions(request: APIRequestContext) {
  const sides = await addGroup(
    request,
    optionGroupInput(aSideChoice(300, { name: 'Köret', nameEnglish: 'Side' })),
  );
  const extras = await addGroup(
    request,
    optionGroupInput(someExtras({ cheese: 350, bacon: 400 }, { max: 3 })),
  );
  const name = unique('Rántott csirke ');
  const response = await request.post('/api/product/product', {
    headers: bearer(tokens.manager),
    data: aProductInput({
      name,
      nameEnglish: `${name} (en)`,
      group: 'POULTRY',
      price: 3990,
      loquuId: 9000 + Math.floor(Math.random() * 1000),
      optionGroupIds: [sides.id, extras.id],
    }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { name, sides, extras };
}

const optionsDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('a guest chooses a side and two extras, sees the price, orders, and the options reach the kitchen, the mail and the status page', async ({
  page,
  request,
  browser,
}) => {
  const { name } = await chickenWithOptions(request);
  await page.goto(poultry);
  await page.getByRole('button', { name: `Kosárba: ${name}` }).click();
  const dialog = optionsDialog(page, name);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Hasábburgonya/ })).toBeChecked();
  await expect(dialog.getByText('3 990 Ft')).toBeVisible();
  await dialog.getByRole('radio', { name: /Burgonyapüré/ }).check();
  await dialog.getByRole('checkbox', { name: /Sajt/ }).check();
  await dialog.getByRole('checkbox', { name: /Bacon/ }).check();
  await expect(dialog.getByText('5 040 Ft')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Kosárba' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/cart');
  await expect(
    page
      .getByRole('main')
      .getByText(/Köret: Burgonyapüré/)
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Tovább a fizetéshez' }).click();
  const email = uniqueEmail('options');
  await fillGuestForm(page, { email });
  await page.getByRole('button', { name: 'Rendelés elküldése' }).click();
  await expect(page).toHaveURL(/\/order-status\/[\w-]{32}$/);
  await expect(page.getByText(/Köret: Burgonyapüré \+300\sFt/)).toBeVisible();
  await expect(page.getByText(/Extrák: Sajt \+350\sFt, Bacon \+400\sFt/)).toBeVisible();

  await expect
    .poll(async () => (await mailsTo(email)).join('\n'))
    .toMatch(/Burgonyap=C3=BCr=C3=A9|Burgonyapüré/);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await useLogin(staff, tokens.manager);
  await staff.goto('/dashboard/current-orders');
  await expect(staff.getByText(/Extrák: Sajt \+350\sFt, Bacon \+400\sFt/).first()).toBeVisible();
  await staffContext.close();
});

test('an assistant marks the fries unavailable and the dialog disables them', async ({
  page,
  request,
  browser,
}) => {
  const { name, sides } = await chickenWithOptions(request);
  const fries = sides.options.find((option) => option.name === 'Hasábburgonya') as { id: number };

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await useLogin(staff, tokens.assistant);
  await staff.goto('/dashboard/option-groups');
  const available = staff
    .getByRole('switch', { name: 'Hasábburgonya elérhető' })
    .or(staff.getByRole('checkbox', { name: 'Hasábburgonya elérhető' }));
  // Every group made by these journeys has its own fries: switch off this dish's.
  const response = staff.waitForResponse((r) => r.url().endsWith(`/api/product/options/${fries.id}`));
  await available.nth((await available.count()) - 1).click();
  expect((await response).ok()).toBe(true);
  await staffContext.close();

  await page.goto(poultry);
  await page.getByRole('button', { name: `Kosárba: ${name}` }).click();
  const dialog = optionsDialog(page, name);
  await expect(dialog.getByRole('radio', { name: /Hasábburgonya/ })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Kosárba' })).toBeDisabled();
  await dialog.getByRole('radio', { name: /Rizs/ }).check();
  await expect(dialog.getByRole('button', { name: 'Kosárba' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('dietary filters by URL and by tapping', async ({ page }) => {
  await page.goto(`/foods/${groupSlug('SOUP', restaurant.brandSlug)}?diet=vegetarian`);
  const filters = page.getByRole('navigation', { name: 'Szűrés étrend szerint' });
  await expect(filters.getByRole('link', { name: /Vegetáriánus/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(/^\d+ étel$/)).toBeVisible();
  await filters.getByRole('link', { name: /Gluténmentes/ }).click();
  await expect(page).toHaveURL(/\?diet=vegetarian(%2C|,)gluten-free$/);
  await expect(filters.getByRole('link', { name: /Gluténmentes/ })).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page);
  // In English (the cookie and the stored choice, as the switch in the phone's menu sets them), on the
  // server-rendered page too.
  await page.context().addCookies([{ name: 'konyha.language', value: 'en', url: page.url() }]);
  await page.evaluate(() => localStorage.setItem('konyha.language', 'en'));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Dietary filters' })).toBeVisible();
});
