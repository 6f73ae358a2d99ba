import type { InvoicingSettings } from '@konyha/domain/invoicing/invoicing-settings.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { dashboardBasics } from '../orders/testing.ts';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { invoicingSettings } from './testing.ts';

const admin = { ...staffUser, role: 'ADMIN' as const };
type Refusal = { status: number; body: { errorType: string; field: string; message: string } };

/** The invoicing settings endpoints as the server answers them (the key never, its last four only). */
function serveInvoicing({
  settings = invoicingSettings(),
  refuse,
}: {
  settings?: InvoicingSettings;
  refuse?: Refusal;
} = {}) {
  const basics = dashboardBasics() as Record<string, unknown>;
  return stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/settings/invoicing' && method === 'GET') return { body: settings };
    if (url === '/api/settings/invoicing' && method === 'PUT') {
      if (refuse) return refuse;
      const { agentKey, ...sent } = sentBody(init) as { agentKey?: string };
      const kept = agentKey ? { set: true, last4: agentKey.slice(-4) } : settings.agentKey;
      return { body: { ...settings, ...sent, agentKey: kept } };
    }
    const basic = basics[`${method} ${url}`];
    if (basic === undefined) return undefined;
    return { body: typeof basic === 'function' ? basic() : basic };
  });
}

const puts = (fetchMock: ReturnType<typeof serveInvoicing>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => sentBody(init));

async function openScreen(options?: Parameters<typeof serveInvoicing>[0]) {
  const fetchMock = serveInvoicing(options);
  renderApp('/dashboard/invoicing', { user: admin });
  const key = await screen.findByLabelText(
    /^(Új Számla Agent-kulcs|New Számla Agent key)$/,
    undefined,
    coldLoad,
  );
  return { fetchMock, key, user: userEvent.setup() };
}

const save = (user: ReturnType<typeof userEvent.setup>, name = 'Mentés') =>
  user.click(screen.getByRole('button', { name }));

describe('the invoicing screen', () => {
  it("shows the settings and the kept key's last four, and saves them without the key", async () => {
    const { fetchMock, key, user } = await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Számlázás' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Vezérlőpult menü' });
    expect(within(nav).getByRole('link', { name: 'Számlázás' })).toHaveAttribute(
      'href',
      '/dashboard/invoicing',
    );
    expect(screen.getByRole('checkbox', { name: 'E-számlák kiállítása' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tesztmód' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tesztmód' })).toHaveAccessibleDescription(/semmi nem kerül/);
    expect(screen.getByLabelText(/^Számla előtagja/)).toHaveValue('KONYHA');
    expect(screen.getByLabelText(/^Bankszámlaszám a számlán/)).toHaveValue('11773016-11111018');
    expect(screen.getByRole('radio', { name: 'A Konyha, a saját levelében' })).toBeChecked();
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('');
    expect(key).toHaveAccessibleDescription(/^Van tárolt kulcs, a vége: …k3Y9\./);

    await user.click(screen.getByRole('radio', { name: 'A Számlázz.hu' }));
    await user.clear(screen.getByLabelText(/^Bankszámlaszám a számlán/));
    await save(user);

    expect(await screen.findByText('Mentve')).toBeVisible();
    // No key typed: none is sent, so the kept one stays; an empty account is the Számlázz.hu account's own.
    expect(puts(fetchMock)).toEqual([
      {
        enabled: true,
        receipts: true,
        testMode: false,
        baseUrl: 'https://www.szamlazz.hu',
        invoicePrefix: 'KONYHA',
        receiptPrefix: 'NYUGTA',
        bankAccount: null,
        mailBy: 'SZAMLAZZ',
      },
    ]);
  });

  it('sends a new key only when typed, then shows its last four and empties the field', async () => {
    const { fetchMock, key, user } = await openScreen({
      settings: invoicingSettings({ agentKey: { set: false, last4: null } }),
    });
    expect(key).toHaveAccessibleDescription(/^Nincs tárolt kulcs\./);
    await user.type(key, 'agent-key-0123456789-Wx7q');
    await save(user);

    await waitFor(() => expect(key).toHaveAccessibleDescription(/^Van tárolt kulcs, a vége: …Wx7q\./));
    expect(key).toHaveValue('');
    expect(puts(fetchMock)).toEqual([expect.objectContaining({ agentKey: 'agent-key-0123456789-Wx7q' })]);
  });

  it('asks for the prefix of documents switched on, and a key of 10 characters at least, before sending', async () => {
    const { fetchMock, key, user } = await openScreen({
      settings: invoicingSettings({ enabled: false, receipts: false, invoicePrefix: '', receiptPrefix: '' }),
    });
    await user.click(screen.getByRole('checkbox', { name: 'E-számlák kiállítása' }));
    await user.type(key, 'short');
    await save(user);

    const prefix = screen.getByLabelText(/^Számla előtagja/);
    await waitFor(() =>
      expect(prefix).toHaveAccessibleDescription(/Kötelező, ha a kiállítás be van kapcsolva/),
    );
    expect(key).toHaveAccessibleDescription(/Legalább 10 karakter/);
    expect(screen.getByLabelText(/^Nyugta előtagja/)).not.toHaveAccessibleDescription(/Kötelező/);
    expect(puts(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal at the field it names, in English", async () => {
    await i18n.changeLanguage('en');
    const { user } = await openScreen({
      refuse: {
        status: 400,
        body: {
          errorType: 'VALIDATION_ERROR',
          field: 'bankAccount',
          message: 'bankAccount: bankAccountFormat',
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoicing' })).toBeVisible();
    expect(screen.getByLabelText(/^New Számla Agent key/)).toHaveAccessibleDescription(
      /^A key is kept, ending …k3Y9\./,
    );
    await save(user, 'Save');

    const account = screen.getByLabelText(/^Bank account on the invoice/);
    await waitFor(() => expect(account).toHaveAccessibleDescription(/Format: 12345678-12345678 or/));
    expect(account).toHaveFocus();
    expect(await screen.findByText('Fix the marked field')).toBeVisible();
  });

  it('is in the navigation of an admin only', async () => {
    serveInvoicing();
    renderApp('/dashboard/current-orders', { user: staffUser });
    const nav = await screen.findByRole('navigation', { name: 'Vezérlőpult menü' }, coldLoad);
    expect(within(nav).getByRole('link', { name: 'Fizetési módok' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Számlázás' })).toBeNull();
  });
});
