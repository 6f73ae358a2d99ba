import { expect, type Page, test } from '@playwright/test';
import { addProduct, expectNoAxeViolations, toast, unique, useStaffTokens } from './support/admin.ts';
import { useLogin } from './support/dashboard.ts';

const staff = useStaffTokens();

/**
 * A one-hour window every day, twelve hours from the current Budapest hour (22:00–23:00 at the latest, as a window
 * ends by midnight), so it excludes now at any hour the journey runs.
 */
function windowAwayFromNow() {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Budapest',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  const from = Math.min((hour + 12) % 24, 22);
  const time = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return { from: time(from), to: time(from + 1) };
}

/** The manager's edit panel of the dish, opened from the list sorted by name (its name sorts first). */
async function openEditor(page: Page, name: string) {
  await page.goto('/dashboard/edit-product?sort=name');
  await page
    .getByRole('table', { name: 'Termékek' })
    .getByRole('button', { name: `Szerkesztés: ${name}` })
    .click();
  return page.getByRole('region', { name: `Szerkesztés: ${name}` });
}

test('a manager gives a dish a window that excludes now: the menu greys it until the window is cleared', async ({
  page,
  browser,
  request,
}) => {
  // "Aa " sorts before the other journeys' "Aaa …" dishes, so it is on the list's first page.
  const name = unique('Aa ablakleves ');
  await addProduct(request, staff.manager, { name, nameEnglish: `Aa window soup`, price: 1490 });
  const { from, to } = windowAwayFromNow();

  await useLogin(page, staff.manager);
  const panel = await openEditor(page, name);
  const windows = panel.getByRole('group', { name: 'Mikor rendelhető' });
  await expect(windows.getByText('Nincs időablak: mindig rendelhető.')).toBeVisible();
  await windows.getByRole('button', { name: 'Időablak hozzáadása' }).click();
  const first = windows.getByRole('group', { name: '1. időablak' });
  // A new window is the weekday lunch; the weekend is ticked too, so the window is every day.
  await first.getByRole('checkbox', { name: 'Szombat' }).check();
  await first.getByRole('checkbox', { name: 'Vasárnap' }).check();
  await first.getByLabel(/^Kezdete/).fill(from);
  await first.getByLabel(/^Vége/).fill(to);
  await expectNoAxeViolations(page, 'product form with a window: ');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'on a phone: ');
  await page.setViewportSize({ width: 1280, height: 720 });
  await panel.getByRole('button', { name: 'Mentés' }).click();
  await expect(toast(page, 'Sikeres módosítás.')).toBeVisible();

  const guest = await browser.newPage();
  await guest.goto('/foods/soups');
  const card = guest.getByRole('article', { name });
  await expect(card.getByText(`Rendelhető minden nap ${from}–${to}`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Kosárba: ${name}` })).toBeDisabled();
  await guest.getByRole('button', { name: /EN/ }).click();
  const english = guest.getByRole('article', { name: 'Aa window soup' });
  await expect(english.getByText(`Available every day ${from}–${to}`)).toBeVisible();
  await expect(english.getByRole('button', { name: 'Add to cart: Aa window soup' })).toBeDisabled();

  const again = await openEditor(page, name);
  await again.getByRole('button', { name: 'Törlés: 1. időablak' }).click();
  await expect(again.getByText('Nincs időablak: mindig rendelhető.')).toBeVisible();
  await again.getByRole('button', { name: 'Mentés' }).click();
  await expect(toast(page, 'Sikeres módosítás.')).toBeVisible();

  await guest.reload();
  const orderable = guest.getByRole('article', { name: 'Aa window soup' });
  await expect(orderable.getByRole('button', { name: 'Add to cart: Aa window soup' })).toBeEnabled();
  await expect(orderable.getByText(/Available/)).toHaveCount(0);
  await guest.close();
});
