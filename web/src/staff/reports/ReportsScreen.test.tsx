import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, storeSession } from '../../lib/session.ts';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { stubApi } from '../../test/stubApi.ts';
import { dashboardBasics } from '../orders/testing.ts';
import { reportAnswers } from './reports.fixture.ts';
// Loaded before any test fakes the clock: @date-fns/tz's TZDate extends the Date it finds when first imported, and a
// faked one would leave it on UTC days.
import './ReportsScreen.tsx';

// jsdom has no canvas: the charts are Chart.js's to draw (the journey checks them); here the tables are under test.
vi.mock('./ReportChart.tsx', () => ({ ReportChart: () => null }));

const kinds = ['sales', 'hours', 'products', 'payments', 'decisions', 'promises'] as const;

function serveReports(
  answers: Partial<Record<(typeof kinds)[number], { status?: number; body: unknown }>> = {},
) {
  const fixture = reportAnswers();
  const basics = Object.fromEntries(
    Object.entries(dashboardBasics()).map(([route, body]) => [
      route,
      { body: typeof body === 'function' ? body() : body },
    ]),
  );
  return stubApi({
    ...basics,
    ...Object.fromEntries(
      kinds.map((kind) => [`GET /api/reports/${kind}`, answers[kind] ?? { body: fixture[kind] }]),
    ),
  });
}

const askedFor = (fetchMock: ReturnType<typeof stubApi>, kind: string) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(`/api/reports/${kind}?`))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));

const openScreen = async () => {
  renderApp('/dashboard/reports', { user: staffUser });
  expect(await screen.findByRole('heading', { level: 1, name: 'Kimutatások' }, coldLoad)).toBeVisible();
};

beforeEach(() => storeSession('the-login-token'));
afterEach(() => {
  clearStoredSession();
  vi.restoreAllMocks();
});

describe('the reports screen’s range', () => {
  it('starts with this month compared with the days before it, and this week starts on Monday', async () => {
    // Thursday 26 November 2026, 11:00 in Budapest.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const user = userEvent.setup();
    const fetchMock = serveReports();
    await openScreen();
    expect(screen.getByLabelText(/Első nap/)).toHaveValue('2026-11-01');
    expect(screen.getByLabelText(/Utolsó nap/)).toHaveValue('2026-11-30');
    expect(screen.getByRole('checkbox', { name: 'Összevetés az előző időszakkal' })).toBeChecked();
    await waitFor(() =>
      expect(askedFor(fetchMock, 'sales')).toContainEqual({
        from: '2026-11-01',
        to: '2026-11-30',
        compare: 'previous',
      }),
    );

    await user.click(screen.getByRole('radio', { name: 'Ez a hét' }));
    expect(screen.getByLabelText(/Első nap/)).toHaveValue('2026-11-23');
    expect(screen.getByLabelText(/Utolsó nap/)).toHaveValue('2026-11-29');
    expect(screen.getByText('2026-11-23 – 2026-11-29, összevetve: 2026-11-16 – 2026-11-22')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Összevetés az előző időszakkal' }));
    await waitFor(() =>
      expect(askedFor(fetchMock, 'payments')).toContainEqual({ from: '2026-11-23', to: '2026-11-29' }),
    );
  });

  it('counts the days by Budapest’s calendar: Sunday 23:30 in London is already Monday there', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T23:30:00Z'));
    const user = userEvent.setup();
    serveReports();
    await openScreen();
    await user.click(screen.getByRole('radio', { name: 'Ma' }));
    expect(screen.getByLabelText(/Első nap/)).toHaveValue('2026-11-30');
    await user.click(screen.getByRole('radio', { name: 'Ez a hét' }));
    expect(screen.getByLabelText(/Első nap/)).toHaveValue('2026-11-30');
    expect(screen.getByLabelText(/Utolsó nap/)).toHaveValue('2026-12-06');
  });

  it('tells a reversed range beside the last day and asks the server nothing for it', async () => {
    const user = userEvent.setup();
    const fetchMock = serveReports();
    await openScreen();
    const last = screen.getByLabelText(/Utolsó nap/);
    await user.clear(last);
    await user.type(last, '2020-01-01');
    expect(last).toHaveAccessibleDescription('Az utolsó nap a kezdőnap előtt van');
    expect(screen.getByRole('radio', { name: 'Egyéni időszak' })).toBeChecked();
    expect(askedFor(fetchMock, 'sales').some((query) => query.to === '2020-01-01')).toBe(false);
  });

  it('shows the server’s refusal of a range beside the field it names', async () => {
    const refusal = {
      status: 400,
      body: { errorType: 'VALIDATION_ERROR', message: 'to: tooLong', field: 'to' },
    };
    serveReports(Object.fromEntries(kinds.map((kind) => [kind, refusal])));
    await openScreen();
    await waitFor(() =>
      expect(screen.getByLabelText(/Utolsó nap/)).toHaveAccessibleDescription(
        'Legfeljebb három év egyszerre',
      ),
    );
  });
});

describe('the reports screen’s tables', () => {
  it('shows each report’s numbers in its table, the previous period beside them', async () => {
    serveReports();
    await openScreen();
    const figures = await screen.findByRole('table', { name: 'Fő mutatók' });
    const basket = within(figures).getByRole('row', { name: /Átlagos kosárérték/ });
    expect(
      within(basket)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Átlagos kosárérték', '5\u00a0830\u00a0Ft', '4\u00a0000\u00a0Ft', '45,8\u00a0%']);
    const days = screen.getByRole('table', { name: 'Bevétel és rendelések naponta' });
    expect(
      within(days)
        .getByRole('row', { name: /2026-11-23/ })
        .textContent?.replaceAll('\u00a0', ' '),
    ).toBe('2026-11-23212 990 Ft2026-11-2013 000 Ft');

    const hours = await screen.findByRole('table', { name: 'Rendelések a hét napjai és az órák szerint' });
    const monday = within(hours).getByRole('row', { name: /Hétfő/ });
    expect(within(monday).getAllByRole('cell')[19]).toHaveTextContent('2');

    const previousHours = screen.getByRole('table', {
      name: 'Rendelések a hét napjai és az órák szerint, előző időszak',
    });
    expect(within(previousHours).getByRole('row', { name: /Hétfő/ }).children[19]).toHaveTextContent('4');

    const best = await screen.findByRole('table', { name: 'Legkelendőbb ételek, eladott adag szerint' });
    expect(within(best).getByRole('row', { name: /Gulyásleves/ })).toHaveTextContent(
      'Kenyér: Rozskenyér × 3',
    );
    const worst = screen.getByRole('table', { name: 'Legkevésbé fogyó ételek, a legkevesebb elöl' });
    expect(within(worst).getAllByRole('row')[1]).toHaveTextContent('Somlói galuska');

    const payments = await screen.findByRole('table', { name: 'Rendelések és bevétel fizetési mód szerint' });
    expect(within(payments).getByRole('row', { name: /Készpénz/ })).toHaveTextContent('74,3 %');
    const refusals = await screen.findByRole('table', { name: 'Elutasítások és lemondások okuk szerint' });
    expect(refusals).toHaveTextContent('Elutasítva – Túl sok a rendelés');
    const promises = await screen.findByRole('table', { name: 'Kiszállítás az ígért időre' });
    expect(within(promises).getByRole('row', { name: /Időben kiszállítva/ })).toHaveTextContent('66,7 %');
  });

  it('draws the previous period’s heat map beside this one’s on one scale, and only this one’s without comparing', async () => {
    const user = userEvent.setup();
    serveReports();
    await openScreen();
    await screen.findByText(/3 rendelés a hét napjai és a nap órái szerint, az előző időszakban 4\./);
    // Monday (H) 18:00's square of a map: its shade, 0 to 1.
    const mondayDinner = (map: Element | null) =>
      map?.querySelector<HTMLElement>('[title^="H 18:00 "]')?.style.getPropertyValue('--heat');
    const [current, previous] = document.querySelectorAll('[data-heat-map]');
    // The busiest hour of either period (four Monday dinners before) is the darkest in both maps.
    expect(mondayDinner(current ?? null)).toBe('0.5');
    expect(mondayDinner(previous ?? null)).toBe('1');
    expect(screen.getByRole('heading', { level: 3, name: 'Előző időszak' })).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Összevetés az előző időszakkal' }));
    await waitFor(() => expect(document.querySelectorAll('[data-heat-map]')).toHaveLength(1));
    expect(mondayDinner(document.querySelector('[data-heat-map]'))).toBe('1');
  });

  it('downloads a table’s numbers as a CSV with the headers of the screen’s language', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | undefined;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          lastBlob = blob;
          return 'blob:report';
        },
        revokeObjectURL: () => {},
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
    const user = userEvent.setup();
    serveReports();
    await openScreen();
    await user.click(
      await screen.findByRole('button', {
        name: 'Rendelések és bevétel fizetési mód szerint – CSV letöltése',
      }),
    );
    const [file] = saved;
    expect(file?.name).toBe('konyha-payment-mix-2026-11-23_2026-11-25.csv');
    const bytes = new Uint8Array((await file?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // text() drops the byte-order mark, as any UTF-8 reader does.
    expect(await file?.blob.text()).toBe(
      'Fizetési mód;Rendelések;Bevétel;Arány;Rendelések (előző);Bevétel (előző)\r\n' +
        'Készpénz;2;12990;74,3;;\r\n' +
        'Online bankkártya;1;4500;25,7;;\r\n',
    );
  });
});
