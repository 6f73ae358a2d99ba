import { expect, type Page, test } from '@playwright/test';

interface Product {
  name: string;
  nameEnglish: string;
  group: string;
  orderable: boolean;
}

async function orderableSoup(page: Page): Promise<Product> {
  const foods: Product[] = (await (await page.request.get('/api/product/foods')).json()).products;
  const soup = foods.find((p) => p.group === 'SOUP' && p.orderable);
  if (!soup) throw new Error('the seed has no orderable soup');
  return soup;
}

test('the public pages and the menu arrive readable before any script runs, in the chosen language', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const soup = await orderableSoup(page);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frissen főzve, forrón az ajtódig' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Minden nap 11:00–22:00');

  await page.goto('/foods/soups');
  await expect(page.getByRole('heading', { name: soup.name })).toBeVisible();
  await expect(page.getByRole('button', { name: `Kosárba: ${soup.name}` })).toBeVisible();

  await context.addCookies([{ name: 'konyha.language', value: 'en', url: baseURL }]);
  await page.goto('/foods/soups');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: soup.nameEnglish })).toBeVisible();
  await expect(page).toHaveTitle(/^Soups – Menu · Konyha$/);
  await context.close();
});

/** Named in the page's language: a page whose footer and cart badge follow a language switch is alive throughout. */
const footerLinks = { hu: 'További oldalak', en: 'More pages' } as const;
const cartLink = {
  hu: (count: number) => `Kosár, ${count} tétel`,
  en: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
} as const;
/** A guest's visit: a soup into the cart, then the pages; an even number of them, so each visit starts in Hungarian. */
const journey = ['/foods/soups', '/', '/events', '/contact', '/map', '/privacy', '/terms', '/foods/beers'];

// The hydration mismatch this guards against struck about one visit in six, on a slow phone; on our machines only with
// the processor slowed (before the fix: 0 of 20 visits at full speed, 2 of 12 at half speed, 3 of 18 at a quarter).
// Twenty visits in a row at half speed let such a race pass with a chance of (5/6)^20 ≈ 3 %.
const VISITS = 20;
const SLOW_PHONE_CPU = 2;

test('a rendered page comes alive without a hydration error, and a tap made at once still counts, visit after visit', async ({
  page,
}) => {
  // 2.2 minutes on our two-core machine while others shared it (load average 8); the rest is margin for a busier one.
  test.setTimeout(360_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU });
  let where = '';
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${where}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      errors.push(`${where}: ${message.text()}`);
  });
  const soup = await orderableSoup(page);

  // Every tap lands the moment the page is there, before it has come alive, and must still count.
  let language: 'hu' | 'en' = 'hu';
  for (let visit = 1; visit <= VISITS; visit++) {
    for (const path of journey) {
      where = `visit ${visit}, ${path} in ${language}`;
      await page.goto(path, { waitUntil: 'commit' });
      if (path === '/foods/soups') await page.getByRole('button', { name: `Kosárba: ${soup.name}` }).click();
      language = language === 'hu' ? 'en' : 'hu';
      await page.getByRole('button', { name: new RegExp(`^${language.toUpperCase()}\\b`) }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The footer and the cart badge follow too: the page came alive to its last part, and any error has arrived.
      await expect(page.getByRole('navigation', { name: footerLinks[language] })).toBeVisible();
      await expect(page.getByRole('link', { name: cartLink[language](visit) })).toBeVisible();
      expect(errors).toEqual([]);
    }
  }
});

test('a guest who scrolls down the menu before it comes alive stays there, and the tap made there counts', async ({
  page,
}) => {
  // The app's code is held back until the guest has scrolled and tapped, so the page is surely not alive yet.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route('**/assets/startApp-*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const soups: Product[] = (await (await page.request.get('/api/product/foods')).json()).products.filter(
    (product: Product) => product.group === 'SOUP' && product.orderable,
  );
  const last = soups.at(-1);
  if (!last) throw new Error('the seed has no orderable soup');
  await page.goto('/foods/soups', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: `Kosárba: ${last.name}` });
  await button.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await button.click();

  arrive();
  await expect(page.getByRole('link', { name: 'Kosár, 1 tétel' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
