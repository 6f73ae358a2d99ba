import { instantOf, localDay } from '@konyha/domain/restaurant/local-time';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { coldLoad, renderApp, staffUser, testClient } from '../../test/render.tsx';
import { anOrder, dashboardBasics } from '../orders/testing.ts';
import { orderKeys } from '../shared/api/orderCache.ts';
import { stubApi } from '../shared/testApi.ts';
import type { DayClose } from './dayCloseApi.ts';

const day = localDay(new Date());
const at = (time: string) => instantOf(day, time).toISOString();

const openDay = (open = 0): DayClose => ({
  day,
  closed: null,
  open,
  figures: {
    ordered: [],
    couriers: [
      {
        courier: 'Fekete Bence',
        methods: [
          { method: 'CASH', orders: 3, amount: 12500, tips: 800 },
          { method: 'CREDIT_CARD', orders: 1, amount: 4200, tips: 0 },
        ],
        bringBack: 17500,
      },
      {
        courier: null,
        methods: [{ method: 'SZEP_CARD', orders: 1, amount: 3100, tips: 200 }],
        bringBack: 3300,
      },
    ],
    online: { orders: 2, amount: 9800, tips: 500, refunded: 1200 },
    refused: { rejected: 1, cancelled: 2 },
    documents: { invoices: 4, receipts: 6, reversals: 1, failed: 2 },
    openedAt: at('10:05'),
    closedAt: at('21:40'),
  },
});
const closedDay = (): DayClose => ({ ...openDay(), closed: { at: at('21:52'), by: 'Kovács Anna' } });

type Answer = { status?: number; body?: unknown };

/** The day's orders (none: the close has its own figures), the dashboard's background calls and the close. */
function serveClose(get: () => Answer, post: () => Answer = () => ({ body: closedDay() })) {
  const basics = dashboardBasics() as Record<string, unknown>;
  return stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === `/api/order/orders/${day}`) return { body: { orders: [] } };
    if (url === `/api/daily-close/${day}`) return method === 'POST' ? post() : get();
    const basic = basics[`${method} ${url}`];
    if (basic === undefined) return undefined;
    return { body: typeof basic === 'function' ? basic() : basic };
  });
}

const closeCalls = (fetchMock: ReturnType<typeof serveClose>, method: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith('/api/daily-close/') && (init?.method ?? 'GET') === method,
  );

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent?.replace(/\s/g, ' ')));

async function openClose(get: () => Answer, post?: () => Answer) {
  const fetchMock = serveClose(get, post);
  renderApp('/dashboard/daily-summary', { user: staffUser });
  const section = await screen.findByRole('region', { name: new RegExp(`^A nap zárása ${day}$`) }, coldLoad);
  await within(section).findByText(/Első rendelés/);
  return { fetchMock, section, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('the close of the day', () => {
  it('shows a manager what each courier brings back per method, the online money and the day’s times', async () => {
    const { section } = await openClose(() => ({ body: openDay() }));
    const courier = within(section).getByRole('table', { name: 'Futár: Fekete Bence' });
    expect(rowTexts(courier)).toEqual([
      ['Fizetési mód', 'Rendelések', 'Összeg', 'Borravaló'],
      ['Készpénz', '3', '12 500 Ft', '800 Ft'],
      ['Bankkártya átvételkor', '1', '4 200 Ft', '0 Ft'],
      ['Visszahoz összesen', '17 500 Ft'],
    ]);
    expect(rowTexts(within(section).getByRole('table', { name: 'Futár: Ismeretlen' }))).toContainEqual([
      'SZÉP-kártya átvételkor',
      '1',
      '3 100 Ft',
      '200 Ft',
    ]);
    expect(rowTexts(within(section).getByRole('table', { name: 'Online fizetve' }))).toEqual([
      ['Rendelések', 'Fizetve', 'Borravaló', 'Visszatérítve'],
      ['2', '9 800 Ft', '500 Ft', '1 200 Ft'],
    ]);
    expect(within(section).getByText('Elutasított: 1, lemondott: 2')).toBeVisible();
    expect(within(section).getByText(/Első rendelés: 10:05/)).toHaveTextContent('Utolsó kiszállítás: 21:40');

    await act(() => i18n.changeLanguage('en'));
    const english = await screen.findByRole('region', { name: `Close of the day ${day}` });
    expect(within(english).getByRole('table', { name: 'Courier: Unknown' })).toBeVisible();
  });

  it('counts the invoices, receipts and reversals issued, the failed ones set apart, in both languages', async () => {
    const { section } = await openClose(() => ({ body: openDay() }));
    const documents = within(section).getByRole('table', { name: 'Számlák és nyugták' });
    expect(rowTexts(documents)).toEqual([
      ['Bizonylat', 'Darab'],
      ['Kiállított számlák', '4'],
      ['Kiállított nyugták', '6'],
      ['Sztornók', '1'],
      ['Sikertelen (a rendelésnél újra kell próbálni)', '2'],
    ]);
    const failed = within(documents).getByRole('row', { name: /^Sikertelen/ });
    expect(failed.className).toMatch(/marked/);
    expect(within(documents).getByRole('row', { name: /^Sztornók/ }).className).not.toMatch(/marked/);

    await act(() => i18n.changeLanguage('en'));
    const english = await screen.findByRole('table', { name: 'Invoices and receipts' });
    expect(within(english).getByRole('row', { name: 'Failed (retry them at the order) 2' })).toBeVisible();
  });

  it('leaves the block out for a day without any invoice or receipt', async () => {
    const none = openDay();
    none.figures.documents = { invoices: 0, receipts: 0, reversals: 0, failed: 0 };
    const { section } = await openClose(() => ({ body: none }));
    expect(within(section).queryByRole('table', { name: 'Számlák és nyugták' })).toBeNull();
  });

  it('keeps the button off, saying why, while orders of the day are open', async () => {
    const { section } = await openClose(() => ({ body: openDay(2) }));
    const button = within(section).getByRole('button', { name: 'A nap lezárása' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/^A nap 2 rendelése még nyitott/);
  });

  it('turns the button on once the last open order of the day is delivered', async () => {
    let answer = openDay(1);
    const client = testClient();
    const fetchMock = serveClose(() => ({ body: answer }));
    renderApp('/dashboard/daily-summary', { user: staffUser, client });
    const button = await screen.findByRole('button', { name: 'A nap lezárása' }, coldLoad);
    expect(button).toBeDisabled();

    answer = openDay(0);
    // What the live channel does when an order of the day changes.
    act(() => {
      client.setQueryData(orderKeys.day(day), [anOrder({ state: 'DELIVERED' })]);
    });
    await waitFor(() => expect(button).toBeEnabled());
    expect(closeCalls(fetchMock, 'GET')).toHaveLength(2);
  });

  it('closes the day once asked and confirmed, then says who closed it and when', async () => {
    const { fetchMock, section, user } = await openClose(() => ({ body: openDay() }));
    await user.click(within(section).getByRole('button', { name: 'A nap lezárása' }));
    const dialog = screen.getByRole('dialog', { name: `Lezárod a napot (${day})?` });
    expect(closeCalls(fetchMock, 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Lezárás' }));

    expect(await within(section).findByText('Lezárta Kovács Anna 21:52-kor.')).toHaveFocus();
    expect(closeCalls(fetchMock, 'POST')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'A nap lezárása' })).toBeNull();
    expect(within(section).getByRole('table', { name: 'Futár: Fekete Bence' })).toBeVisible();
  });

  it('says so when someone else closed the day meanwhile, and shows it closed', async () => {
    let answer = openDay();
    const { section, user } = await openClose(
      () => ({ body: answer }),
      () => {
        answer = closedDay();
        return { status: 409, body: { errorType: 'DAY_CLOSED', message: 'closed' } };
      },
    );
    await user.click(within(section).getByRole('button', { name: 'A nap lezárása' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lezárás' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Ezt a napot már lezárták.');
    expect(await within(section).findByText('Lezárta Kovács Anna 21:52-kor.')).toBeVisible();
    expect(within(section).getByRole('alert')).toHaveTextContent('Ezt a napot már lezárták.');
  });

  it('prints the close alone, on A4 or on the 80 mm roll, and gives the paper back afterwards', async () => {
    const { section, user } = await openClose(() => ({ body: closedDay() }));
    const printed: (string | undefined)[][] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed.push([
        document.documentElement.dataset.print,
        document.getElementById('day-close-page')?.textContent,
      ]);
      window.dispatchEvent(new Event('afterprint'));
    });
    await user.click(within(section).getByRole('button', { name: 'Nyomtatás (A4)' }));
    // jsdom lays nothing out: the roll is as long as an A4 page then.
    await user.click(within(section).getByRole('button', { name: 'Nyomtatás (80 mm)' }));
    expect(printed).toEqual([
      ['day-close-a4', '@page { size: A4; margin: 15mm; }'],
      ['day-close-roll', '@page { size: 80mm 297mm; margin: 0; }'],
    ]);
    expect(document.documentElement.dataset.print).toBeUndefined();
    expect(document.getElementById('day-close-page')).toBeNull();
  });

  it('is not shown to a shop assistant, who never asks for it', async () => {
    const fetchMock = serveClose(() => ({ body: openDay() }));
    renderApp('/dashboard/daily-summary', { user: { ...staffUser, role: 'SHOP_ASSISTANT' } });
    expect(await screen.findByRole('table', { name: /összesítője$/ }, coldLoad)).toBeVisible();
    expect(screen.queryByRole('region', { name: /A nap zárása/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'A nap lezárása' })).toBeNull();
    await waitFor(() => expect(closeCalls(fetchMock, 'GET')).toHaveLength(0));
  });
});
