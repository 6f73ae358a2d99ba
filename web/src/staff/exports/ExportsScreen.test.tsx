import { localDay } from '@konyha/domain/restaurant/local-time';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, storeSession } from '../../lib/session.ts';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { dashboardBasics } from '../orders/testing.ts';
import { thisMonth } from './range.ts';

/** The dashboard's background calls, and any export answered as a file with the server's name for it. */
function serveExports() {
  const basics = dashboardBasics() as Record<string, unknown>;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/export/'))
      return new Response('Nap;Rendelésszám\r\n', {
        headers: { 'Content-Disposition': 'attachment; filename="konyha-from-server.csv"' },
      });
    const basic = basics[`${init?.method ?? 'GET'} ${url}`];
    if (basic === undefined) return new Response('{}', { status: 404 });
    return Response.json(typeof basic === 'function' ? basic() : basic);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const saved: { name: string; href: string }[] = [];

beforeEach(() => {
  saved.length = 0;
  storeSession('the-login-token');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  clearStoredSession();
  vi.restoreAllMocks();
});

const openScreen = async () => {
  renderApp('/dashboard/exports', { user: staffUser });
  expect(await screen.findByRole('heading', { level: 1, name: 'Exportok' }, coldLoad)).toBeVisible();
};

describe('the exports screen', () => {
  it('downloads a report of this month with the login token in the header, saved under the server’s name', async () => {
    const user = userEvent.setup();
    const fetchMock = serveExports();
    await openScreen();
    const month = thisMonth(new Date());
    expect(screen.getByLabelText(/Kezdőnap/)).toHaveValue(month.from);
    expect(screen.getByLabelText(/Utolsó nap/)).toHaveValue(month.to);

    await user.click(screen.getByRole('button', { name: 'Rendelések – XLSX letöltése' }));

    await waitFor(() => expect(saved).toEqual([{ name: 'konyha-from-server.csv', href: 'blob:export' }]));
    const [url, init] =
      fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/export/')) ?? [];
    expect(url).toBe(`/api/export/orders.xlsx?from=${month.from}&to=${month.to}`);
    expect(String(url)).not.toContain('token');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer the-login-token',
    );
  });

  it('names a reversed range and one over three years at the field, and offers no download', async () => {
    const user = userEvent.setup();
    serveExports();
    await openScreen();
    const to = screen.getByLabelText(/Utolsó nap/);
    await user.clear(to);
    await user.type(to, '2020-01-01');
    expect(await screen.findByText('Az utolsó nap a kezdőnap előtt van')).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Összesítő – CSV letöltése' })).toBeDisabled();

    const from = screen.getByLabelText(/Kezdőnap/);
    await user.clear(from);
    await user.type(from, '2016-01-01');
    expect(await screen.findByText('Egyszerre legfeljebb három év')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Összesítő – CSV letöltése' })).toBeDisabled();
  });

  it("downloads a day's NTAK data as JSON", async () => {
    const user = userEvent.setup();
    const fetchMock = serveExports();
    await openScreen();
    expect(screen.getByText(/semmit nem küld az NTAK-nak/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'NTAK-adatok letöltése (JSON)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/export/ntak/${localDay(new Date())}.json`,
    );
  });
});
