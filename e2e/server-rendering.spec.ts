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

test('a rendered page comes alive without a hydration error, and a tap made at once still counts', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const soup = await orderableSoup(page);

  await page.goto('/foods/soups');
  await page.getByRole('button', { name: `Kosárba: ${soup.name}` }).click();
  await expect(page.getByRole('link', { name: 'Kosár, 1 tétel' })).toBeVisible();

  // Each page proves it is alive by answering the language switch.
  let language = 'hu';
  for (const path of ['/', '/events', '/contact', '/map', '/privacy', '/terms', '/foods/beers']) {
    await page.goto(path);
    language = language === 'hu' ? 'en' : 'hu';
    await page.getByRole('button', { name: new RegExp(language.toUpperCase()) }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }
  expect(errors).toEqual([]);
});
