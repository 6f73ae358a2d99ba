import type { LunchWeek, LunchWeekInput } from '@konyha/domain/lunch/lunch-menu.schemas';
import {
  copiedToNextWeek,
  nextWeek,
  previousWeek,
  weekdaysOf,
  weekOfDay,
} from '@konyha/domain/lunch/lunch-week';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, expectNoAxeViolations, useStaffTokens } from './support/admin.ts';
import { budapestDay } from './support/checkout.ts';
import { useLogin } from './support/dashboard.ts';

// Issue 31's lunch menu journey: a manager copies last week and changes Wednesday's B menu; a guest on a phone
// reads the week in both languages. The weeks are the ones the app shows now (the coming one at the weekend), so
// the journey passes at any hour.

const tokens = useStaffTokens();
const today = budapestDay(0);
const todaysWeek = weekOfDay(today);
/** The week the lunch page shows and the editor opens on, as the app decides it (web/src/features/lunch-menu). */
const week = weekdaysOf(todaysWeek).includes(today) ? todaysWeek : nextWeek(todaysWeek);
const lastWeek = previousWeek(week);

const typed = (name: string, nameEnglish: string) => ({
  productId: null,
  name,
  nameEnglish,
  allergenics: [],
});
/** Last week, fixed: every weekday an A menu (goulash and chicken) and a B menu (pea soup and cauliflower bake). */
const lastWeeksMenu: LunchWeekInput = {
  days: weekdaysOf(lastWeek).map((date) => ({
    date,
    window: { from: '11:00', to: '15:00' },
    variants: [
      {
        code: 'A',
        price: 2490,
        soup: typed('Gulyásleves', 'Goulash soup'),
        main: typed('Rántott csirkemell', 'Breaded chicken breast'),
        portions: 40,
      },
      {
        code: 'B',
        price: 2690,
        mainOnlyPrice: 1990,
        soup: typed('Zöldborsóleves', 'Green pea soup'),
        main: typed('Rakott karfiol', 'Cauliflower bake'),
      },
    ],
  })),
};

async function putWeek(request: APIRequestContext, which: string, body: LunchWeekInput) {
  const response = await request.put(`/api/lunch-menu/${which}`, {
    headers: bearer(tokens.admin),
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.beforeEach(async ({ request }) => {
  await putWeek(request, lastWeek, lastWeeksMenu);
  await putWeek(request, week, { days: [] });
});

test.afterEach(async ({ request }) => {
  for (const which of [lastWeek, week]) await putWeek(request, which, { days: [] });
});

/** Opens the phone's side menu and follows its link or presses its button. */
async function fromSideMenu(page: Page, name: string | RegExp, role: 'link' | 'button') {
  await page.getByRole('button', { name: /^(Menü|Menu)$/ }).click();
  await page.getByRole('navigation').getByRole(role, { name }).click();
}

test('a manager copies last week and changes Wednesday’s B menu; a guest on a phone reads the week', async ({
  page,
  request,
  browser,
}) => {
  const [, , wednesday] = weekdaysOf(week) as [string, string, string];
  await useLogin(page, tokens.manager);
  await page.goto('/dashboard/lunch-menu');
  await expect(page.getByRole('button', { name: 'Ez a hét' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Múlt heti másolása' }).click();
  const wednesdayB = page.getByRole('group', { name: /szerda: B menü$/ });
  await expect(wednesdayB.getByLabel(/^Ár \(Ft\)/)).toHaveValue('2690');
  await wednesdayB.getByLabel(/^Ár \(Ft\)/).fill('2790');
  const main = wednesdayB.getByRole('group', { name: 'Főétel' });
  await main.getByLabel(/^Név \(magyar\)/).fill('Töltött paprika');
  await main.getByLabel(/^Név \(angol\)/).fill('Stuffed peppers');
  await page.getByRole('button', { name: 'Hét mentése' }).click();
  // Judged by what the server holds, not by the short "saved" toast a busy runner can miss.
  const savedWeek = async () =>
    (await (await request.get(`/api/lunch-menu?week=${week}`)).json()) as LunchWeek;
  await expect.poll(async () => (await savedWeek()).days.map((day) => day.date)).toEqual(weekdaysOf(week));
  const savedB = (await savedWeek()).days
    .find((day) => day.date === wednesday)
    ?.variants.find((variant) => variant.code === 'B');
  expect(savedB).toMatchObject({
    price: 2790,
    main: { name: 'Töltött paprika', nameEnglish: 'Stuffed peppers' },
  });
  await expectNoAxeViolations(page, 'editor: ');

  // The guest sees today and the days after it; the rest of the week is gone.
  const shown = weekdaysOf(week).filter((day) => day >= today);
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const phone = await guest.newPage();
  await phone.goto('/');
  await fromSideMenu(phone, 'Napi menü', 'link');
  await expect(phone.getByRole('heading', { name: 'Napi menü', level: 1 })).toBeVisible();
  await expect(phone.getByRole('article', { name: 'A menü' })).toHaveCount(shown.length);
  await expect(phone.getByText('Zöldborsóleves').first()).toBeVisible();
  if (wednesday >= today) await expect(phone.getByText('Töltött paprika')).toBeVisible();
  await expect(phone.getByRole('link', { name: 'A4-es plakát (PDF)' })).toHaveAttribute(
    'href',
    `/api/lunch-menu/${week}.pdf?lang=hu&format=a4`,
  );
  await expectNoAxeViolations(phone, 'lunch page (hu): ');

  await fromSideMenu(phone, /EN/, 'button');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await expect(phone.getByRole('heading', { name: 'Lunch menu', level: 1 })).toBeVisible();
  await expect(phone.getByRole('article', { name: 'Menu B' })).toHaveCount(shown.length);
  await expect(phone.getByText('Green pea soup').first()).toBeVisible();
  if (wednesday >= today) await expect(phone.getByText('Stuffed peppers')).toBeVisible();
  await expectNoAxeViolations(phone, 'lunch page (en): ');
  await guest.close();
});

test('the editor on a phone, in English: a refused price at its input, axe-clean', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('konyha.language', 'en'));
  await useLogin(page, tokens.manager);
  await page.goto('/dashboard/lunch-menu');
  await page.getByRole('button', { name: 'Copy last week' }).click();
  const mondayA = page.getByRole('group', { name: /^Monday, .*: menu A$/ });
  await mondayA.getByLabel(/^Price \(Ft\)/).fill('');
  await page.getByRole('button', { name: 'Save the week' }).click();
  await expect(mondayA.getByLabel(/^Price \(Ft\)/)).toHaveAccessibleDescription('Required');
  await expectNoAxeViolations(page, 'editor (phone, en): ');
  await context.close();
});

test('the lunch page reads without JavaScript, rendered by the server', async ({ browser, request }) => {
  await putWeek(request, week, { days: copiedToNextWeek(lastWeeksMenu.days) });
  const guest = await browser.newContext({ javaScriptEnabled: false });
  const page = await guest.newPage();
  await page.goto('/lunch-menu');
  await expect(page.getByRole('heading', { name: 'Napi menü', level: 1 })).toBeVisible();
  await expect(page.getByText('Zöldborsóleves').first()).toBeVisible();
  await guest.close();

  // With JavaScript the same page comes alive without a hydration error, and its buttons work.
  const live = await browser.newContext();
  const livePage = await live.newPage();
  const errors: string[] = [];
  livePage.on('pageerror', (error) => errors.push(error.message));
  livePage.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  await livePage.goto('/lunch-menu');
  await livePage.getByRole('button', { name: /^EN\b/ }).click();
  await expect(livePage.getByRole('heading', { name: 'Lunch menu', level: 1 })).toBeVisible();
  await expect(livePage.getByText('Green pea soup').first()).toBeVisible();
  expect(errors).toEqual([]);
  await live.close();

  await putWeek(request, week, { days: [] });
  const empty = await browser.newContext({ javaScriptEnabled: false });
  const emptyPage = await empty.newPage();
  await emptyPage.goto('/lunch-menu');
  await expect(emptyPage.getByText('Erre a hétre nincs napi menü.')).toBeVisible();
  await empty.close();
});
