import type { VatSettings } from '@konyha/domain/accounting/exports.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { dashboardBasics } from '../orders/testing.ts';
import { sentBody, stubApi } from '../shared/testApi.ts';

const seeded: VatSettings = { rates: [27, 18, 5, 0], deliveryRate: 27 };
type Refusal = { status: number; body: { errorType: string; field: string; message: string } };

/** The VAT settings endpoints and the dashboard's background calls; `refuse` answers the PUT instead of saving. */
function serveVat(refuse?: Refusal) {
  const basics = dashboardBasics() as Record<string, unknown>;
  return stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/settings/vat' && method === 'GET') return { body: seeded };
    if (url === '/api/settings/vat' && method === 'PUT') return refuse ?? { body: sentBody(init) };
    const basic = basics[`${method} ${url}`];
    if (basic === undefined) return undefined;
    return { body: typeof basic === 'function' ? basic() : basic };
  });
}

const puts = (fetchMock: ReturnType<typeof serveVat>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => sentBody(init));

async function openScreen(refuse?: Refusal) {
  const fetchMock = serveVat(refuse);
  renderApp('/dashboard/vat-rates', { user: staffUser });
  const rates = await screen.findByRole(
    'group',
    { name: /^(Beállított kulcsok|Configured rates)/ },
    coldLoad,
  );
  return { fetchMock, rates, user: userEvent.setup() };
}

const listed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('the VAT rates screen', () => {
  it('adds a rate, makes it the delivery fee’s rate and saves both', async () => {
    const { fetchMock, rates, user } = await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'ÁFA-kulcsok' })).toBeVisible();
    expect(listed(rates)).toEqual(['27\u00a0%', '18\u00a0%', '5\u00a0%', '0\u00a0%']);
    const delivery = screen.getByRole('combobox', { name: /A kiszállítási díj kulcsa/ });
    expect(delivery).toHaveDisplayValue('27\u00a0%');

    // Enter in the field adds the rate (in order) instead of saving the form.
    await user.type(within(rates).getByLabelText('Új kulcs (%)'), '12{Enter}');
    expect(listed(rates)).toEqual(['27\u00a0%', '18\u00a0%', '12\u00a0%', '5\u00a0%', '0\u00a0%']);
    expect(within(rates).getByLabelText('Új kulcs (%)')).toHaveValue('');
    expect(puts(fetchMock)).toEqual([]);
    await user.selectOptions(delivery, '12');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    expect(await screen.findByText('Mentve')).toBeVisible();
    expect(puts(fetchMock)).toEqual([{ rates: [27, 18, 12, 5, 0], deliveryRate: 12 }]);
  });

  it('refuses, where it is typed, a rate over 100, one already listed or one never added', async () => {
    const { fetchMock, rates, user } = await openScreen();
    const field = within(rates).getByLabelText('Új kulcs (%)');
    const add = within(rates).getByRole('button', { name: 'Hozzáadás' });
    await user.type(field, '1x5,5');
    expect(field).toHaveValue('155');
    await user.click(add);
    expect(field).toHaveAccessibleDescription('0 és 100 közötti egész szám');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '18');
    await user.click(add);
    expect(field).toHaveAccessibleDescription('Ez a kulcs már szerepel a listán');

    await user.clear(field);
    await user.type(field, '7');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(field).toHaveAccessibleDescription('Add hozzá a kulcsot a gombbal, vagy töröld a mezőt');
    expect(field).toHaveFocus();
    expect(listed(rates)).toHaveLength(4);
    expect(puts(fetchMock)).toEqual([]);
  });

  it('asks for a new delivery rate when its rate is removed, and for at least one rate', async () => {
    const { fetchMock, rates, user } = await openScreen();
    await user.click(within(rates).getByRole('button', { name: 'Törlés: 27\u00a0%' }));
    expect(within(rates).getByLabelText('Új kulcs (%)')).toHaveFocus();
    const delivery = screen.getByRole('combobox', { name: /A kiszállítási díj kulcsa/ });
    expect(delivery).toHaveDisplayValue('Válassz kulcsot');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(delivery).toHaveAccessibleDescription('Válassz a beállított kulcsok közül'));

    for (const rate of ['18', '5', '0'])
      await user.click(within(rates).getByRole('button', { name: `Törlés: ${rate}\u00a0%` }));
    expect(within(rates).getByText('Nincs beállított kulcs')).toBeVisible();
    await waitFor(() => expect(rates).toHaveAccessibleDescription('Legalább egy kulcs kell'));
    expect(puts(fetchMock)).toEqual([]);
  });

  it('names the removed rate a product still has when the server refuses the change (409)', async () => {
    const { rates, user } = await openScreen({
      status: 409,
      body: { errorType: 'CONFLICT', field: 'rates', message: 'Products still have the rate 5 %' },
    });
    await user.click(within(rates).getByRole('button', { name: 'Törlés: 5\u00a0%' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    const message =
      'Termékek még használják a törölt kulcsot (5\u00a0%). Előbb állítsd át ezeket a termékeket egy másik ' +
      'kulcsra, vagy tartsd meg a kulcsot.';
    await waitFor(() => expect(rates).toHaveAccessibleDescription(message));
    expect(within(rates).getByRole('button', { name: 'Hozzáadás' })).toHaveFocus();
    expect(await screen.findByText('Javítsd a megjelölt mezőt')).toBeVisible();
  });

  it("shows the server's refusal of the delivery rate at its field, in English too", async () => {
    await i18n.changeLanguage('en');
    const { user } = await openScreen({
      status: 400,
      body: { errorType: 'VALIDATION_ERROR', field: 'deliveryRate', message: 'rateNotConfigured' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'VAT rates' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const delivery = screen.getByRole('combobox', { name: /Delivery fee's rate/ });
    await waitFor(() => expect(delivery).toHaveAccessibleDescription('Choose one of the configured rates'));
    expect(delivery).toHaveFocus();
  });
});
