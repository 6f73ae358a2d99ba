import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/admin.ts';
import { rejectWaitingOrders } from './support/alerts.ts';
import { admin, createStaff, logIn, placeGuestPreOrder } from './support/dashboard.ts';
import { logInEveryTab } from './support/push.ts';

// Issue 33: the orders first. The staff header fits at every width, the order monitor is one bar stuck under it,
// and each screen's own content starts on the first screen of a laptop and of a phone.

const widths = [320, 390, 768, 1024, 1200, 1366, 1920] as const;
const firstScreens = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;
const screens = ['current-orders', 'opening-hours', 'edit-product'] as const;

// A long name, so the "logged in" line is what has to give way in the header.
let managerToken: string;

// With an order waiting, as on a real evening: its ringing banner and the monitor's red count must fit too.
test.beforeAll(async ({ request }) => {
  const adminToken = await logIn(request, admin.email, admin.password);
  managerToken = await createStaff(request, adminToken, 'MANAGER', 'Szentgyörgyi-Kovács Mária Magdolna');
  await placeGuestPreOrder(request, 'Vendég Viktória');
});

test.afterAll(async ({ request }) => {
  await rejectWaitingOrders(request, managerToken);
});

async function managerPage(browser: Browser, language: 'hu' | 'en' = 'hu') {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    reducedMotion: 'reduce',
  });
  await logInEveryTab(context, managerToken, language);
  return context.newPage();
}

const monitorBar = (page: Page) => page.getByRole('region', { name: /^(Rendelésfigyelő|Order monitor)$/ });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** The header's own items as the user sees them: the links and switches of a folded menu are not on screen. */
async function visibleHeaderItems(page: Page) {
  const header = page.getByRole('banner');
  const candidates = [
    header.getByRole('link', { name: 'Konyha', exact: true }),
    header.getByText(/^Bejelentkezve:/),
    ...(await header.getByRole('navigation').getByRole('listitem').all()),
    // The switch's own buttons: a squeezed fieldset is narrower than what it holds.
    ...(await header.getByRole('group').getByRole('button').all()),
    header.getByRole('link', { name: /^Kosár/ }),
    header.getByRole('button', { name: 'Menü' }),
  ];
  const items: { name: string; box: NonNullable<Awaited<ReturnType<Locator['boundingBox']>>> }[] = [];
  for (const item of candidates) {
    if (await item.isVisible()) items.push({ name: String(item), box: await box(item) });
  }
  return items;
}

test('the staff header’s items neither overlap nor leave the screen at any width from 320 to 1920 px', async ({
  browser,
}) => {
  const page = await managerPage(browser);
  await page.goto('/dashboard/current-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuális rendelések' })).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const scrolled of [false, true]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrolled ? 300 : 0);
      // Past the bar's transition into its compact look.
      await page.waitForTimeout(250);
      const items = await visibleHeaderItems(page);
      expect(items.length, `${width}px`).toBeGreaterThanOrEqual(3);
      for (const [i, { name, box: a }] of items.entries()) {
        expect(a.x, `${name} at ${width}px`).toBeGreaterThanOrEqual(0);
        expect(a.x + a.width, `${name} at ${width}px`).toBeLessThanOrEqual(width);
        for (const { name: other, box: b } of items.slice(i + 1)) {
          const apart =
            a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
          expect(apart, `${name} and ${other} overlap at ${width}px`).toBe(true);
        }
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${width}px`,
      ).toBeLessThanOrEqual(width);
    }
  }
  await page.context().close();
});

test('the order monitor is one bar of at most 64 px at every width, stuck under the header when scrolling', async ({
  browser,
}) => {
  const page = await managerPage(browser);
  await page.goto('/dashboard/opening-hours');
  const bar = monitorBar(page);
  await expect(bar.getByRole('switch', { name: 'Rendelésfogadás' })).toBeVisible();
  // Room to scroll on any screen, however short its content.
  await page.evaluate(() => {
    const main = document.querySelector('main');
    if (main) main.style.paddingBottom = '200vh';
  });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // Back at the top the header grows to its roomy look and the bar moves down with it: measure after that.
    await page.waitForTimeout(250);
    const atRest = await box(bar);
    expect(atRest.height, `${width}px`).toBeLessThanOrEqual(64);
    expect(atRest.x + atRest.width, `${width}px`).toBeLessThanOrEqual(width);
    for (const link of await bar.getByRole('listitem').all()) {
      // One line: every count sits on the bar's one row.
      const item = await box(link);
      expect(item.y + item.height, `${width}px`).toBeLessThanOrEqual(atRest.y + atRest.height);
    }

    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(250);
    const header = await box(page.getByRole('banner'));
    const stuck = await box(bar);
    expect(Math.abs(stuck.y - (header.y + header.height)), `${width}px`).toBeLessThanOrEqual(1);
    await expect(bar.getByRole('link', { name: /Új$/ })).toBeInViewport();
  }
  await page.context().close();
});

for (const viewport of firstScreens) {
  test(`each screen’s own content starts on the first screen at ${viewport.width}×${viewport.height}`, async ({
    browser,
  }) => {
    const page = await managerPage(browser);
    await page.setViewportSize(viewport);
    for (const path of screens) {
      await page.goto(`/dashboard/${path}`);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(monitorBar(page)).toBeVisible();
      const title = await box(heading);
      expect(title.y + title.height, path).toBeLessThanOrEqual(viewport.height);
      // The first thing after the heading (a list, a form, an editor) begins on the first screen too, once it shows
      // (the heading can come a moment before the screen's data replaces its loading line).
      // Measured again until it holds: the element found may be swapped for the data between finding and measuring.
      const next = heading.locator('xpath=following::*[not(self::script)][1]');
      await expect(async () => {
        const content = await box(next);
        expect(content.y, path).toBeLessThan(viewport.height - 40);
      }).toPass();
    }
    await page.context().close();
  });
}

for (const { language, service, panel, viewport } of [
  { language: 'hu', service: 'Szerviz', panel: 'Forgalmas időszak és nyomtatás', viewport: firstScreens[0] },
  { language: 'en', service: 'Service', panel: 'Busy mode and printing', viewport: firstScreens[1] },
] as const) {
  test(`busy mode and printing open from the bar by keyboard, with no axe violations (${language})`, async ({
    browser,
  }) => {
    const page = await managerPage(browser, language);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/current-orders');
    // The screen's own heading first: axe looks for the page's h1, which comes with the screen's chunk.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const button = monitorBar(page).getByRole('button', { name: service });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    const opened = page.getByRole('region', { name: panel });
    await expect(opened).toBeVisible();
    await expect(opened.getByRole('switch')).toBeVisible();
    await expectNoAxeViolations(page, `service panel (${language}): `);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    await expect(button).toBeFocused();
    await expectNoAxeViolations(page, `monitor bar (${language}): `);
    await page.context().close();
  });
}
