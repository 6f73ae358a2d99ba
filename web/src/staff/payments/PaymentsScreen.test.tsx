import type { PaymentSettings } from '@konyha/domain/payments/payment-settings.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { dashboardBasics } from '../orders/testing.ts';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { providerPayments } from './testing.ts';

const stored = providerPayments(['CASH', 'CREDIT_CARD', 'SZEP_CARD']);
type Refusal = { status: number; body: { errorType: string; field: string; message: string } };

/** The payment settings endpoints and the dashboard's background calls; `refuse` answers the PUT instead. */
function servePayments({ settings = stored, refuse }: { settings?: PaymentSettings; refuse?: Refusal } = {}) {
  const basics = dashboardBasics() as Record<string, unknown>;
  return stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/settings/payments' && method === 'GET') return { body: settings };
    if (url === '/api/settings/payments' && method === 'PUT')
      return refuse ?? { body: { ...settings, ...(sentBody(init) as object) } };
    const basic = basics[`${method} ${url}`];
    if (basic === undefined) return undefined;
    return { body: typeof basic === 'function' ? basic() : basic };
  });
}

const puts = (fetchMock: ReturnType<typeof servePayments>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => sentBody(init));

async function openScreen(options?: Parameters<typeof servePayments>[0]) {
  const fetchMock = servePayments(options);
  renderApp('/dashboard/payments', { user: staffUser });
  const methods = await screen.findByRole(
    'group',
    { name: /^(A vendégeknek felkínált fizetési módok|Payment methods offered to guests)/ },
    coldLoad,
  );
  return { fetchMock, methods, user: userEvent.setup() };
}

const checked = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);

describe('the payments screen', () => {
  it('shows a method the server cannot take now switched off, with why', async () => {
    const { methods } = await openScreen();
    const szep = within(methods).getByRole('checkbox', { name: /^Online SZÉP-kártya/ });
    expect(szep).toBeDisabled();
    expect(szep.closest('label')).toHaveTextContent(/most nem fogadható/);
    expect(within(methods).getByRole('checkbox', { name: 'Online bankkártya' })).toBeEnabled();
  });

  it('shows what guests are offered and saves the methods and waiting times', async () => {
    const { fetchMock, methods, user } = await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Fizetési módok' })).toBeVisible();
    expect(within(methods).getAllByRole('checkbox')).toHaveLength(5);
    expect(checked(methods)).toEqual(['Készpénz', 'Bankkártya átvételkor', 'SZÉP-kártya átvételkor']);
    expect(screen.queryByText(/tesztmódban fut/)).not.toBeInTheDocument();
    const card = screen.getByLabelText(/Online bankkártyás fizetésre várunk/);
    expect(card).toHaveValue('15');
    expect(card).toHaveAccessibleDescription(/^5–120 perc\./);

    await user.click(within(methods).getByRole('checkbox', { name: 'Online bankkártya' }));
    await user.click(within(methods).getByRole('checkbox', { name: 'Készpénz' }));
    await user.clear(card);
    await user.type(card, '2x0');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    expect(await screen.findByText('Mentve')).toBeVisible();
    // In the pay form's order, whatever order they were ticked in.
    expect(puts(fetchMock)).toEqual([
      {
        methods: ['CREDIT_CARD', 'CREDIT_CARD_ONLINE', 'SZEP_CARD'],
        cardPaymentMinutes: 20,
        szepPaymentMinutes: 30,
      },
    ]);
  });

  it('asks for at least one method and a waiting time within 5–120 minutes before sending', async () => {
    const { fetchMock, methods, user } = await openScreen();
    for (const name of ['Készpénz', 'Bankkártya átvételkor', 'SZÉP-kártya átvételkor'])
      await user.click(within(methods).getByRole('checkbox', { name }));
    const szep = screen.getByLabelText(/Online SZÉP-kártyás fizetésre várunk/);
    await user.clear(szep);
    await user.type(szep, '121');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    await waitFor(() => expect(methods).toHaveAccessibleDescription('Legalább egy fizetési módot válassz'));
    expect(szep).toHaveAccessibleDescription(/5 és 120 közötti egész szám/);
    await user.clear(szep);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(szep).toHaveAccessibleDescription(/Kötelező/));
    expect(puts(fetchMock)).toEqual([]);
  });

  it('shows at the methods that the payment provider cannot take an online method', async () => {
    const { methods, user } = await openScreen({
      refuse: {
        status: 400,
        body: {
          errorType: 'PAYMENT_METHOD_UNAVAILABLE',
          field: 'methods',
          message: 'The payment provider cannot take CREDIT_CARD_ONLINE now (PAYMENT_PROVIDER)',
        },
      },
    });
    await user.click(within(methods).getByRole('checkbox', { name: 'Online bankkártya' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    await waitFor(() =>
      expect(methods).toHaveAccessibleDescription(
        'A fizetési szolgáltató most nem tudja fogadni ezt a módot (a szerveren ki vannak kapcsolva az online ' +
          'fizetések)',
      ),
    );
    expect(within(methods).getByRole('checkbox', { name: 'Készpénz' })).toHaveFocus();
    expect(await screen.findByText('Javítsd a megjelölt mezőt')).toBeVisible();
  });

  it("says when the server runs in test mode and shows a waiting time's refusal at its field, in English", async () => {
    await i18n.changeLanguage('en');
    const { user } = await openScreen({
      settings: { ...stored, testMode: true },
      refuse: {
        status: 400,
        body: {
          errorType: 'VALIDATION_ERROR',
          field: 'cardPaymentMinutes',
          message: 'cardPaymentMinutes: range',
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    expect(screen.getByText(/The server runs in test mode/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const card = screen.getByLabelText(/Wait for an online card payment/);
    await waitFor(() => expect(card).toHaveAccessibleDescription(/A whole number from 5 to 120/));
    expect(card).toHaveFocus();
  });
});
