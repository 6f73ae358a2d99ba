import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/admin.ts';
import { countDings, dings, readableMail, rejectWaitingOrders } from './support/alerts.ts';
import { placeGuestPreOrder, staffTokens, useLogin } from './support/dashboard.ts';
import { mailsTo } from './support/outbox.ts';

// Orders nobody misses (issue 12): staff dashboards ring until someone decides; the guest is told why.
let managerToken: string;
let assistantToken: string;

test.beforeAll(async ({ request }) => {
  ({ manager: managerToken, assistant: assistantToken } = await staffTokens(request));
});

test.beforeEach(async ({ request }) => {
  await rejectWaitingOrders(request, managerToken);
});

const banner = (page: Page) => page.getByRole('complementary', { name: 'Várakozó rendelések' });

/** A staff dashboard open at `path`, its live channel subscribed. */
async function openDashboard(page: Page, token: string, path: string, heading: string) {
  await countDings(page);
  await useLogin(page, token);
  await page.goto(`/dashboard/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Let the live channel subscribe before the order is placed.
  await page.waitForTimeout(1000);
}

test('two tablets ring for a new order; one accepts it and the other stops within 2 seconds', async ({
  browser,
  request,
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await openDashboard(first, managerToken, 'current-orders', 'Aktuális rendelések');
  // Any screen of any role rings.
  await openDashboard(second, assistantToken, 'daily-summary', 'Napi összesítő');

  const { orderId } = await placeGuestPreOrder(request, 'Ring Rita');
  for (const page of [first, second]) {
    await expect(banner(page)).toContainText('1 új rendelés vár döntésre', { timeout: 2000 });
    await expect(
      banner(page).getByRole('button', { name: `A(z) ${orderId}. rendelés megnyitása` }),
    ).toBeVisible();
  }
  // The banner makes room above the navigation bar instead of covering it: the language switch stays usable.
  await second.getByRole('button', { name: /EN/ }).click();
  await expect(second.getByRole('complementary', { name: 'Waiting orders' })).toContainText('1 new order');
  await second.getByRole('button', { name: /HU/ }).click();
  await expect(banner(second)).toContainText('1 új rendelés vár döntésre');
  // It rings again every 10 seconds (the default setting).
  const before = await dings(second);
  await expect.poll(() => dings(second), { timeout: 12_000 }).toBeGreaterThan(before);

  // The banner's button leads the assistant to the order.
  await banner(second).getByRole('button').click();
  await expect(second).toHaveURL(new RegExp(`/dashboard/current-orders#order-${orderId}$`));
  await expect(second.getByRole('article', { name: `${orderId}. rendelés` })).toBeFocused();

  const card = first.getByRole('article', { name: `${orderId}. rendelés` });
  await card.getByRole('button', { name: 'Elfogadás' }).click();
  const dialog = first.getByRole('dialog', { name: `A(z) ${orderId}. rendelés elfogadása` });
  await expect(dialog).toContainText('előrendelés időpontját');
  await dialog.getByRole('button', { name: 'Elfogadás' }).click();
  await expect(first.getByText(`A(z) ${orderId}. rendelés elfogadva`)).toBeVisible();

  const acceptedAt = Date.now();
  await expect(banner(second)).toHaveCount(0, { timeout: 2000 });
  await expect(banner(first)).toHaveCount(0);
  // Still NEW (a pre-order waits for "start preparing"), but decided: the assistant's tablet offers starting it.
  const seen = second.getByRole('article', { name: `${orderId}. rendelés` });
  await expect(seen.getByRole('button', { name: 'Elkészítés indítása' })).toBeVisible();
  expect(Date.now() - acceptedAt).toBeLessThan(2000);
  const rung = await dings(second);
  await second.waitForTimeout(11_000);
  expect(await dings(second)).toBe(rung);

  await seen.getByRole('button', { name: 'Elkészítés indítása' }).click();
  await expect(second.getByText(`A(z) ${orderId}. rendelés készül`)).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test('a guest’s order is rejected with a reason, and the mail tells why in the guest’s language', async ({
  browser,
  request,
}) => {
  const page = await (await browser.newContext()).newPage();
  await openDashboard(page, managerToken, 'current-orders', 'Aktuális rendelések');
  const email = `guest-${Date.now()}@example.com`;
  const { orderId } = await placeGuestPreOrder(request, 'Jane Guest', { email, language: 'en' });

  const card = page.getByRole('article', { name: `${orderId}. rendelés` });
  await card.getByRole('button', { name: 'Elutasítás' }).click();
  const dialog = page.getByRole('dialog', { name: `A(z) ${orderId}. rendelés elutasítása` });
  // "Other" needs a message to the guest.
  await dialog.getByRole('radio', { name: 'Egyéb' }).check();
  await dialog.getByRole('button', { name: 'Elutasítás' }).click();
  await expect(dialog.getByRole('textbox', { name: /Üzenet a vendégnek/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialog.getByRole('radio', { name: 'Túl sok a rendelés' }).check();
  await dialog.getByRole('textbox', { name: /Üzenet a vendégnek/ }).fill('Sorry, the oven broke.');
  await dialog.getByRole('button', { name: 'Elutasítás' }).click();
  await expect(page.getByText(`A(z) ${orderId}. rendelés elutasítva`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // All orders list it with its state and reason (a pre-order for a later day is not in today's lists).
  await page
    .getByRole('navigation', { name: 'Vezérlőpult menü' })
    .getByRole('link', { name: 'Összes rendelés' })
    .click();
  const row = page.getByRole('row').filter({ hasText: 'Jane Guest' });
  await expect(row.getByText('Indok: Túl sok a rendelés – Sorry, the oven broke.')).toBeVisible();
  await expect(row.getByText('Elutasítva', { exact: true })).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveCount(0);

  let mail = '';
  await expect
    .poll(
      async () =>
        (mail = readableMail((await mailsTo(email)).find((m) => /declined/.test(readableMail(m))) ?? '')),
      {
        timeout: 15_000,
      },
    )
    .toContain(`your order is declined (#${orderId})`);
  expect(mail).toContain('we have too many orders right now');
  expect(mail).toContain('Sorry, the oven broke.');
  expect(mail).toMatch(/Call us: \+36/);
  await page.context().close();
});

test('two tablets deciding at once: the later one is told that someone else decided', async ({
  browser,
  request,
}) => {
  const page = await (await browser.newContext()).newPage();
  await openDashboard(page, managerToken, 'current-orders', 'Aktuális rendelések');
  const { orderId } = await placeGuestPreOrder(request, 'Kettős Kata');
  const card = page.getByRole('article', { name: `${orderId}. rendelés` });
  await card.getByRole('button', { name: 'Elutasítás' }).click();
  const dialog = page.getByRole('dialog', { name: `A(z) ${orderId}. rendelés elutasítása` });
  await dialog.getByRole('radio', { name: 'Hamarosan zárunk' }).check();

  const other = await request.post(`/api/order/${orderId}/accept`, {
    headers: { Authorization: `Bearer ${assistantToken}` },
    data: {},
  });
  expect(other.ok(), await other.text()).toBe(true);
  await dialog.getByRole('button', { name: 'Elutasítás' }).click();
  await expect(page.getByText('Erről a rendelésről már valaki más döntött.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Elkészítés indítása' })).toBeVisible();
  await page.context().close();
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`the decision dialogs work by keyboard, with no accessibility violations (${viewport.name})`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openDashboard(page, managerToken, 'current-orders', 'Aktuális rendelések');
    const { orderId } = await placeGuestPreOrder(request, 'Billentyű Béla');
    const card = page.getByRole('article', { name: `${orderId}. rendelés` });
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: 'Elutasítás' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `A(z) ${orderId}. rendelés elutasítása` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // Focus stays in the dialog; Escape closes it and gives focus back.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Elutasítás' })).toBeFocused();

    await page.goto('/dashboard/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Rendelési riasztások' })).toBeVisible();
    await expect(page.getByLabel(/Ismételt csengetés/)).toHaveValue('10');
    await expectNoAxeViolations(page);

    // The same in English (the language is remembered in the browser).
    await page.evaluate(() => localStorage.setItem('konyha.language', 'en'));
    await page.goto('/dashboard/current-orders');
    await expect(page.getByRole('complementary', { name: 'Waiting orders' })).toContainText(
      '1 new order is waiting for a decision',
    );
    await page
      .getByRole('article', { name: `Order #${orderId}` })
      .getByRole('button', { name: 'Accept' })
      .click();
    const accept = page.getByRole('dialog', { name: `Accept order #${orderId}` });
    await expect(accept).toContainText('pre-order slot');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(accept).toHaveCount(0);
    await context.close();
  });
}
