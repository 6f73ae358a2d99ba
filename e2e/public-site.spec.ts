import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoAxeViolations } from './support/admin.ts';

interface Product {
  name: string;
  nameEnglish: string;
  group: string;
  orderable: boolean;
}

test('a guest reads the site in Hungarian, switches to English and browses the menu', async ({
  page,
  request,
}) => {
  const foods: Product[] = (await (await request.get('/api/product/foods')).json()).products;
  const soup = foods.find((p) => p.group === 'SOUP' && p.orderable);
  if (!soup) throw new Error('the seed has no soup');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: /EN/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Home delivery' })
    .click();
  await expect(page).toHaveURL(/\/foods\/appetisers$/);
  await page.getByRole('link', { name: 'Soups' }).first().click();
  await expect(page).toHaveURL(/\/foods\/soups$/);
  await expect(page.getByRole('heading', { name: soup.nameEnglish })).toBeVisible();

  const legend = page.getByRole('region', { name: 'Key' });
  for (const mark of ['Gluten free', 'Lactose free', 'Hot', 'Vegetarian'])
    await expect(legend.getByText(mark)).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

test('both menu PDFs download and list the dishes', async ({ page, request }) => {
  const foods: Product[] = (await (await request.get('/api/product/foods')).json()).products;
  const dish = foods.find((p) => p.orderable && /[őűáé]/.test(p.name));
  if (!dish) throw new Error('no accented dish in the seed');
  await page.goto('/foods/soups');
  for (const [label, expected] of [
    [/Magyar nyelvű étlap|Hungarian/, dish.name],
    [/Angol nyelvű étlap|English/, dish.nameEnglish],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: label }).first().click();
    const download = await downloading;
    const bytes = await readFile((await download.path()) ?? '');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain(expected);
  }
});

const pages = ['/', '/foods/appetisers', '/events', '/contact', '/map'];
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

for (const viewport of widths) {
  test(`no accessibility violations on the public pages (${viewport.name})`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${path}: `);
    }
    await context.close();
  });
}
