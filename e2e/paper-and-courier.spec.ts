import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { bearer, expectNoAxeViolations, useStaffTokens } from './support/admin.ts';
import { rejectWaitingOrders } from './support/alerts.ts';
import { fillGuestForm, orderableFoods, seedCart } from './support/checkout.ts';
import { placeGuestPreOrder, useLogin } from './support/dashboard.ts';

// Issue 16's journeys: the guest's floor, doorbell and cash note reach the kitchen printer, the paper and the
// courier's phone.

const tokens = useStaffTokens();

/** A network printer: a TCP listener in the test process keeping what each connection sent. */
async function networkPrinter() {
  const jobs: Buffer[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => jobs.push(Buffer.concat(chunks)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    jobs,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Counts window.print() calls instead of opening the print dialog. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
}

test.beforeEach(async ({ request }) => {
  await rejectWaitingOrders(request, tokens.manager);
});

test.afterEach(async ({ request }) => {
  // The other journeys run without network printers.
  await request.put('/api/settings/printers', { headers: bearer(tokens.manager), data: { printers: [] } });
});

test('a guest gives floor, doorbell and the note they pay with; on accept the kitchen printer prints, and the print view fits 80 mm', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const printer = await networkPrinter();

  // The manager sets up the kitchen printer on the Printers screen; a wrong address is named at its field.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await countPrints(staff);
  await useLogin(staff, tokens.manager);
  await staff.goto('/dashboard/printers');
  await expect(staff.getByRole('heading', { level: 1, name: 'Nyomtatók' })).toBeVisible();
  await staff.getByRole('button', { name: 'Nyomtató hozzáadása' }).click();
  const printerRow = staff.getByRole('group', { name: '1. nyomtató' });
  await printerRow.getByRole('textbox', { name: 'Név', exact: true }).fill('Konyha');
  const host = printerRow.getByRole('textbox', { name: 'IP-cím' });
  await host.fill('nyomtató a konyhában');
  await printerRow.getByRole('textbox', { name: 'Port' }).fill(String(printer.port));
  await printerRow.getByRole('checkbox', { name: 'Konyhai jegyet nyomtat' }).check();
  await printerRow.getByRole('checkbox', { name: 'Szállítólevelet nyomtat' }).uncheck();
  await staff.getByRole('button', { name: 'Mentés' }).click();
  await expect(host).toHaveAccessibleDescription(/IP-cím kell/);
  await host.fill('127.0.0.1');
  await staff.getByRole('button', { name: 'Mentés' }).click();
  await expect(staff.getByText('Mentve')).toBeVisible();
  await expectNoAxeViolations(staff);
  const saved = await request.get('/api/settings/printers', { headers: bearer(tokens.manager) });
  expect((await saved.json()).printers).toEqual([
    { name: 'Konyha', host: '127.0.0.1', port: printer.port, tickets: true, slips: false },
  ]);

  // The guest orders on a phone with the courier's details and says they pay cash with 50 000 Ft.
  await page.setViewportSize({ width: 390, height: 844 });
  const [dish] = await orderableFoods(request);
  if (!dish) throw new Error('the seed has no orderable food');
  await seedCart(page, [{ productId: dish.id, quantity: 1 }]);
  await page.goto('/pay');
  const email = uniqueEmail('paper');
  await fillGuestForm(page, { email });
  await page.getByLabel('Emelet', { exact: true }).fill('3');
  await page.getByLabel('Ajtó', { exact: true }).fill('12');
  await page.getByLabel('Kapucsengő vagy kaputelefon-kód', { exact: true }).fill('Kiss 312');
  await page.getByLabel('Megjegyzés a futárnak', { exact: true }).fill('A kapu a sarkon túl van');
  await page.getByLabel('Ezzel fizetek (Ft)', { exact: true }).fill('1000');
  await page.getByRole('button', { name: 'Rendelés elküldése' }).click();
  // A note below the total is refused at its field.
  await expect(page.getByLabel('Ezzel fizetek (Ft)', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel('Ezzel fizetek (Ft)', { exact: true }).fill('50000');
  await expect(page.getByText(/Visszajár/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Rendelés elküldése' }).click();
  await expect(page).toHaveURL(/\/order-status\/[\w-]{32}$/);
  await expect(page.getByText(/Kiss 312/)).toBeVisible();

  const mine = await request.get('/api/order/today', { headers: bearer(tokens.manager) });
  const order = ((await mine.json()).orders as { id: number; email: string; total: number }[]).find(
    (o) => o.email === email,
  );
  if (!order) throw new Error('the order is not in the staff list');

  // Accepting prints the kitchen ticket on the network printer once, with Hungarian letters in CP852.
  const accepted = await request.post(`/api/order/${order.id}/accept`, {
    headers: bearer(tokens.manager),
    data: { minutes: 30 },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(1);
  const bytes = printer.jobs[0] as Buffer;
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
  expect(bytes.includes(Buffer.from([0x1b, 0x74, 18]))).toBe(true);
  expect(bytes.includes(Buffer.from(`#${order.id}`, 'latin1'))).toBe(true);
  expect(bytes.includes(Buffer.from([0x1d, 0x56]))).toBe(true);
  await expect
    .poll(async () => {
      const answer = await request.get('/api/order/today', { headers: bearer(tokens.manager) });
      const row = ((await answer.json()).orders as { id: number; prints: { status: string }[] }[]).find(
        (o) => o.id === order.id,
      );
      return row?.prints.map((p) => p.status);
    })
    .toEqual(['PRINTED']);

  // The print view of ticket and slip prints itself once shown; each paper is 80 mm (302 CSS pixels) wide.
  await staff.setViewportSize({ width: 390, height: 900 });
  await staff.goto(`/dashboard/print/${order.id}?what=ticket,slip`);
  const ticket = staff.getByTestId('print-ticket');
  const slip = staff.getByTestId('print-slip');
  await expect(ticket.getByText(`#${order.id}`).first()).toBeVisible();
  await expect(ticket.getByText(/Ft/)).toHaveCount(0);
  await expect(slip.getByText(/Kiss 312/)).toBeVisible();
  await expect(slip.getByText(/A kapu a sarkon túl van/)).toBeVisible();
  await expect(slip.getByText(/50\s000\sFt/).first()).toBeVisible();
  await expect.poll(() => staff.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  for (const paper of [ticket, slip]) {
    expect(Math.round((await paper.boundingBox())?.width ?? 0)).toBe(302);
    // Each of the printer's 42-column lines stays one line on the page, as on the paper (a rule of dashes too).
    const wrapped = await paper.locator('p').evaluateAll((lines) =>
      lines
        .filter((line) => line.getClientRects().length > 0)
        .filter(
          (line) =>
            line.getBoundingClientRect().height > 1.5 * Number.parseFloat(getComputedStyle(line).lineHeight),
        )
        .map((line) => line.textContent),
    );
    expect(wrapped).toEqual([]);
  }
  await testInfo.attach('print view, 80 mm papers', {
    body: await staff.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await staff.emulateMedia({ media: 'print' });
  await expect(staff.getByRole('button', { name: 'Nyomtatás' })).toBeHidden();
  await testInfo.attach('ticket and slip on 80 mm paper', {
    body: await staff.pdf({ preferCSSPageSize: true, printBackground: true }),
    contentType: 'application/pdf',
  });
  await staffContext.close();
  await printer.close();
});

test('a printer that is offline shows a warning on the order, and the reprint reaches it once it is back', async ({
  page,
  request,
}) => {
  const printer = await networkPrinter();
  const port = printer.port;
  await printer.close();
  const setUp = await request.put('/api/settings/printers', {
    headers: bearer(tokens.manager),
    data: { printers: [{ name: 'Konyha', host: '127.0.0.1', port, tickets: true, slips: false }] },
  });
  expect(setUp.ok(), await setUp.text()).toBe(true);
  const { orderId } = await placeGuestPreOrder(request, 'Nyomtató Nóra');
  const accepted = await request.post(`/api/order/${orderId}/accept`, {
    headers: bearer(tokens.manager),
    data: {},
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await useLogin(page, tokens.manager);
  await page.goto('/dashboard/current-orders');
  const card = page.getByRole('article', { name: `${orderId}. rendelés` });
  await expect(
    card.getByText('A konyhai jegy nem nyomtatódott ki — a nyomtató nem elérhető (Konyha)'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolations(page);

  // The printer is back on the same port; the reprint prints and the warning goes.
  const back = net.createServer((socket) => socket.resume());
  back.listen(port, '127.0.0.1');
  await once(back, 'listening');
  const received = new Promise<void>((resolve) => back.once('connection', () => resolve()));
  await card.getByRole('button', { name: `Jegy újranyomtatása (${orderId}. rendelés)` }).click();
  await received;
  await expect(card.getByText(/nem nyomtatódott ki/)).toHaveCount(0, { timeout: 15_000 });
  await new Promise((resolve) => back.close(resolve));
});

test('the courier, on a phone, calls, navigates, takes the cash and marks the order delivered — in both languages', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { orderId, day } = await placeGuestPreOrder(request, 'Futár Feri');
  const onItsWay = await request.put('/api/order/order', {
    headers: bearer(tokens.manager),
    data: { id: orderId, state: 'DELIVERING' },
  });
  expect(onItsWay.ok(), await onItsWay.text()).toBe(true);

  await useLogin(page, tokens.assistant);
  await page.goto('/dashboard/courier');
  await expect(page.getByRole('heading', { level: 1, name: 'Kiszállítások' })).toBeVisible();
  const card = page.getByRole('article', { name: `${orderId}. rendelés` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /\+36 30 555 1234/ })).toHaveAttribute('href', /^tel:/);
  await expect(card.getByRole('link', { name: 'Navigáció' })).toHaveAttribute('href', /^geo:0,0\?q=/);
  await expect(card.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=/,
  );
  // No map tiles: nothing is fetched from OpenStreetMap.
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('openstreetmap')),
    ),
  ).toBe(false);
  await expectNoAxeViolations(page);

  // On a phone the language switch is in the menu.
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: /EN/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
  const cardInEnglish = page.getByRole('article', { name: `Order #${orderId}` });
  await cardInEnglish.getByRole('button', { name: `Paid (order #${orderId})` }).click();
  await expect
    .poll(async () => {
      const answer = await request.get('/api/order/today', { headers: bearer(tokens.manager) });
      return ((await answer.json()).orders as { id: number; payed: boolean }[]).find((o) => o.id === orderId)
        ?.payed;
    })
    .toBe(true);
  await cardInEnglish.getByRole('button', { name: `Delivered (order #${orderId})` }).click();
  await expect(cardInEnglish).toHaveCount(0);
  const done = await request.get(`/api/order/orders/${day}`, { headers: bearer(tokens.manager) });
  const row = ((await done.json()).orders as { id: number; state: string }[]).find((o) => o.id === orderId);
  expect(row?.state).toBe('DELIVERED');
});
