import type { Printer } from '@konyha/domain/printing/printers.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { dashboardBasics } from '../orders/testing.ts';
import { sentBody, stubApi } from '../shared/testApi.ts';

const kitchen: Printer = { name: 'Konyha', host: '192.168.1.50', port: 9100, tickets: true, slips: false };

/** The printers endpoints and the dashboard's background calls; `refuse` answers the PUT instead of saving. */
function servePrinters(saved: Printer[], refuse?: { field: string; message: string }) {
  const basics = dashboardBasics() as Record<string, unknown>;
  return stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/settings/printers' && method === 'GET') return { body: { printers: saved } };
    if (url === '/api/settings/printers' && method === 'PUT')
      return refuse
        ? { status: 400, body: { errorType: 'VALIDATION_ERROR', ...refuse } }
        : { body: sentBody(init) };
    const basic = basics[`${method} ${url}`];
    if (basic === undefined) return undefined;
    return { body: typeof basic === 'function' ? basic() : basic };
  });
}

const printerGroup = (number: number) => screen.getByRole('group', { name: `${number}. nyomtató` });

describe('the printers screen', () => {
  it('adds a printer on port 9100 by default and saves the whole list', async () => {
    const user = userEvent.setup();
    const fetchMock = servePrinters([kitchen]);
    renderApp('/dashboard/printers', { user: staffUser });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nyomtatók' }, coldLoad)).toBeVisible();
    expect(
      within(await screen.findByRole('group', { name: '1. nyomtató' })).getByLabelText(/Név/),
    ).toHaveValue('Konyha');
    await user.click(screen.getByRole('button', { name: 'Nyomtató hozzáadása' }));
    const added = printerGroup(2);
    expect(within(added).getByLabelText(/Port/)).toHaveValue('9100');
    await user.type(within(added).getByLabelText(/Név/), 'Pult');
    await user.type(within(added).getByLabelText(/IP-cím/), 'FD00:0::51');
    await user.click(within(added).getByRole('checkbox', { name: 'Konyhai jegyet nyomtat' }));
    await user.click(within(added).getByRole('checkbox', { name: 'Szállítólevelet nyomtat' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    expect(await screen.findByText('Mentve')).toBeVisible();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({
      printers: [
        kitchen,
        // An IPv6 address goes in its one canonical spelling.
        { name: 'Pult', host: 'fd00::51', port: 9100, tickets: false, slips: true },
      ],
    });
  });

  it("shows the server's refusal at the field it names: an address outside the printer networks", async () => {
    const user = userEvent.setup();
    servePrinters([kitchen], { field: 'printers.0.host', message: 'hostNotAllowed' });
    renderApp('/dashboard/printers', { user: staffUser });
    await screen.findByRole('group', { name: '1. nyomtató' }, coldLoad);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    const host = within(printerGroup(1)).getByLabelText(/IP-cím/);
    await waitFor(() =>
      expect(host).toHaveAccessibleDescription(
        'Nincs a szerveren engedélyezett nyomtatóhálózatokban (PRINTER_NETWORKS)',
      ),
    );
    expect(host).toHaveAttribute('aria-invalid', 'true');
    expect(host).toHaveFocus();
  });

  it('shows a refusal of the server\'s schema check ("field: key") by its key', async () => {
    const user = userEvent.setup();
    servePrinters([kitchen], { field: 'printers.0.port', message: 'printers.0.port: portNotAllowed' });
    renderApp('/dashboard/printers', { user: staffUser });
    await screen.findByRole('group', { name: '1. nyomtató' }, coldLoad);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() =>
      expect(within(printerGroup(1)).getByLabelText(/Port/)).toHaveAccessibleDescription(
        'A szerver ezt a portot nem engedi nyomtatónak (PRINTER_PORTS, többnyire 9100)',
      ),
    );
  });

  it('checks the address, the port and the name before sending, and removes a printer', async () => {
    const user = userEvent.setup();
    const fetchMock = servePrinters([kitchen, { ...kitchen, name: 'Pult', host: '192.168.1.51' }]);
    renderApp('/dashboard/printers', { user: staffUser });
    const first = await screen.findByRole('group', { name: '1. nyomtató' }, coldLoad);
    const host = within(first).getByLabelText(/IP-cím/);
    await user.clear(host);
    await user.type(host, 'konyha-nyomtato.local');
    const port = within(first).getByLabelText(/Port/);
    await user.clear(port);
    await user.type(port, '70000');
    await user.clear(within(printerGroup(2)).getByLabelText(/Név/));
    await user.type(within(printerGroup(2)).getByLabelText(/Név/), 'konyha');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(host).toHaveAccessibleDescription('IP-cím kell, például 192.168.1.50 (gépnév nem lehet)');
    expect(port).toHaveAccessibleDescription('1 és 65535 közötti egész szám');
    expect(within(printerGroup(2)).getByLabelText(/Név/)).toHaveAccessibleDescription(
      'Egy másik nyomtató már ezt a nevet viseli',
    );

    await user.click(screen.getByRole('button', { name: 'Nyomtató törlése: 2. nyomtató' }));
    expect(screen.queryByRole('group', { name: '2. nyomtató' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nyomtató hozzáadása' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
