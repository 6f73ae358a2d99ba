import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/admin.ts';
import { placeGuestPreOrder, staffTokens, useLogin } from './support/dashboard.ts';

// The manager and the assistant are created once, through the API, as the seeded admin.
let managerToken: string;
let assistantToken: string;

test.beforeAll(async ({ request }) => {
  ({ manager: managerToken, assistant: assistantToken } = await staffTokens(request));
});

test('a new order reaches the open dashboard live; staff handle it; the log and summary count it', async ({
  browser,
}) => {
  const staff = await browser.newContext();
  const page = await staff.newPage();
  await useLogin(page, managerToken);
  await page.goto('/dashboard/current-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuális rendelések' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Rendelésfogadás' })).toBeVisible();
  // Let the live channel subscribe before the order is placed.
  await page.waitForTimeout(1000);

  // The guest orders from another context (the API stands in for the pay form).
  const guest = await browser.newContext();
  const guestName = `Vendég ${Date.now()}`;
  const { orderId, day } = await placeGuestPreOrder(guest.request, guestName);
  await guest.close();

  const card = page.getByRole('article', { name: `${orderId}. rendelés` });
  await expect(page.getByText(`Új rendelés (#${orderId}): ${guestName}!`)).toBeVisible({ timeout: 2000 });
  await expect(card).toBeVisible({ timeout: 2000 });
  await expect(card.getByText(/^ELŐRENDELÉS/)).toBeVisible();

  const state = card.getByRole('combobox', { name: `A(z) ${orderId}. rendelés állapota` });
  await state.selectOption('PREPARING');
  await expect(page.getByText('Módosítva').first()).toBeVisible();
  await expect(state).toHaveValue('PREPARING');
  await expect(card).toBeVisible();

  await state.selectOption('DELIVERING');
  await expect(card).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Vezérlőpult menü' })
    .getByRole('link', { name: 'Kiszállított rendelések' })
    .click();
  const paid = card.getByRole('switch', { name: `A(z) ${orderId}. rendelés fizetve` });
  await expect(paid).toHaveAttribute('aria-checked', 'false');
  await paid.click();
  await expect(paid).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('link', { name: 'Eseménynapló' }).click();
  await page
    .getByLabel('Nap', { exact: true })
    .fill(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest' }).format(new Date()));
  const log = page.getByRole('table');
  await expect(log.getByRole('row').filter({ hasText: `#${orderId}` })).toHaveCount(3);
  await expect(log.getByRole('row', { name: new RegExp(`#${orderId}.*Új → Készül`) })).toBeVisible();
  await expect(
    log.getByRole('row', { name: new RegExp(`#${orderId}.*Készül → Kiszállítás alatt`) }),
  ).toBeVisible();
  await expect(log.getByRole('row', { name: new RegExp(`#${orderId}.*Fizetve: Igen`) })).toBeVisible();

  await page.getByRole('link', { name: 'Napi összesítő' }).click();
  // The screen fills the field with today once its texts are in; a day typed before that is typed again.
  await expect(async () => {
    await page.getByLabel('Nap', { exact: true }).fill(day);
    await expect(page.getByRole('table', { name: `${day} összesítője` })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  const cash = page.getByRole('row', { name: /^Készpénz / });
  await expect(cash.getByRole('cell').nth(1)).not.toHaveText('0');
  await staff.close();
});

test('a shop assistant sees today’s summary only and no manager screens', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLogin(page, assistantToken);
  await page.goto('/dashboard/daily-summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Napi összesítő' })).toBeVisible();
  await expect(page.getByText(/^Ma: \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(page.getByLabel('Nap', { exact: true })).toHaveCount(0);
  await page.goto('/dashboard/event-log');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Nincs jogosultságod az oldal megtekintéséhez!')).toBeVisible();
  await context.close();
});

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

for (const viewport of widths) {
  test(`no accessibility violations on the dashboard (${viewport.name})`, async ({ browser }) => {
    // Reduced motion: colours are measured when no transition is running.
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await useLogin(page, managerToken);
    for (const [path, heading] of [
      ['current-orders', 'Aktuális rendelések'],
      ['all-orders', 'Összes rendelés'],
      ['daily-summary', 'Napi összesítő'],
      ['event-log', 'Eseménynapló'],
      ['opening-hours', 'Nyitvatartás'],
      ['option-groups', 'Feltétek és köretek'],
    ] as const) {
      await page.goto(`/dashboard/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Betöltés' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    await context.close();
  });
}
