import type { InvoiceDocumentStatus } from '@konyha/domain/invoicing/invoice-status.schemas';
import type { Order } from '@konyha/domain/orders/order.schemas';
import type { Role } from '@konyha/domain/users/roles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { catchDownloads, pdfAnswer } from '../../../test/downloads.ts';
import { coldLoad, renderApp, renderWithProviders, staffUser } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stubApi.ts';
import { anOrder, dashboardBasics } from '../testing.ts';
import { OrderCard } from './OrderCard.tsx';

const issued: InvoiceDocumentStatus = {
  status: 'issued',
  kind: 'invoice',
  number: 'KONYHA-2026-1',
  url: '/api/order/41/invoice.pdf',
  error: null,
};
const failed: InvoiceDocumentStatus = {
  status: 'failed',
  kind: 'invoice',
  number: null,
  url: null,
  error: 'Hibás adószám',
};
const withDocument = (document: Partial<InvoiceDocumentStatus>): Order =>
  anOrder({ state: 'DELIVERING', payed: true, invoiceDocument: { ...issued, ...document } });
const as = (role: Role) => ({ user: { ...staffUser, role } });
/** Order 41's card, in either language. */
const card = () => within(screen.getByRole('article', { name: /41/ }));

const saved = catchDownloads();

describe("the order card's invoice or receipt", () => {
  it.each([
    ['pending', 'invoice', 'Számla: kiállítás folyamatban', 'Invoice: being issued'],
    ['issued', 'invoice', 'Számla: KONYHA-2026-1', 'Invoice: KONYHA-2026-1'],
    ['issued', 'receipt', 'Nyugta: KONYHA-2026-1', 'Receipt: KONYHA-2026-1'],
    ['failed', 'invoice', 'Számla: sikertelen — Hibás adószám', 'Invoice: failed — Hibás adószám'],
    ['reversed', 'invoice', 'Sztornózva: KONYHA-2026-1', 'Reversed: KONYHA-2026-1'],
  ] as const)('words the %s %s in both languages', async (status, kind, hu, en) => {
    const number = status === 'pending' || status === 'failed' ? null : issued.number;
    const error = status === 'failed' ? failed.error : null;
    renderWithProviders(<OrderCard order={withDocument({ status, kind, number, error })} />, as('MANAGER'));
    expect(card().getByText(hu)).toBeVisible();
    const pdfButton = card().queryByRole('button', { name: 'PDF' });
    if (number) expect(pdfButton).toHaveAccessibleDescription(hu);
    else expect(pdfButton).toBeNull();
    await act(() => i18n.changeLanguage('en'));
    expect(card().getByText(en)).toBeVisible();
  });

  it('says nothing for an order with no document due', () => {
    renderWithProviders(<OrderCard order={anOrder()} />, as('ADMIN'));
    expect(card().queryByText(/^(Számla|Nyugta|Sztornózva):/)).toBeNull();
    expect(card().queryByRole('button', { name: 'PDF' })).toBeNull();
  });

  it("downloads the document's PDF with the login, under the server's name or else its number", async () => {
    const fetched = stubApi({
      'GET /api/order/41/invoice.pdf': pdfAnswer('konyha-szamla-KONYHA-2026-1.pdf'),
    });
    renderWithProviders(<OrderCard order={withDocument({})} />, as('SHOP_ASSISTANT'));
    await userEvent.click(card().getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saved).toEqual(['konyha-szamla-KONYHA-2026-1.pdf']));
    expect(fetched).toHaveBeenCalledWith(
      '/api/order/41/invoice.pdf',
      expect.objectContaining({ method: 'GET' }),
    );

    stubApi({ 'GET /api/order/41/invoice.pdf': pdfAnswer() });
    await userEvent.click(card().getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saved).toEqual(['konyha-szamla-KONYHA-2026-1.pdf', 'KONYHA-2026-1.pdf']));
  });

  it.each(['ADMIN', 'MANAGER'] as const)('offers the retry of a failed one to the %s', (role) => {
    renderWithProviders(<OrderCard order={withDocument(failed)} />, as(role));
    expect(card().getByRole('button', { name: 'Újrapróbálás' })).toHaveAccessibleDescription(
      'Számla: sikertelen — Hibás adószám',
    );
  });

  it('offers a shop assistant no retry', () => {
    renderWithProviders(<OrderCard order={withDocument(failed)} />, as('SHOP_ASSISTANT'));
    expect(card().getByText('Számla: sikertelen — Hibás adószám')).toBeVisible();
    expect(card().queryByRole('button', { name: 'Újrapróbálás' })).toBeNull();
  });

  it('retries a failed one and shows it being issued again', async () => {
    const order = withDocument(failed);
    const retried = withDocument({ status: 'pending', number: null, url: null, error: null });
    const basics = Object.entries(dashboardBasics([order])).map(([route, answer]) => [
      route,
      { body: typeof answer === 'function' ? answer() : answer },
    ]);
    const fetched = stubApi({
      ...Object.fromEntries(basics),
      'POST /api/order/41/invoice/retry': { body: { orders: [retried] } },
    });
    renderApp('/dashboard/done-orders', as('MANAGER'));
    const retry = await screen.findByRole('button', { name: 'Újrapróbálás' }, coldLoad);
    await userEvent.click(retry);

    expect(await card().findByText('Számla: kiállítás folyamatban')).toBeVisible();
    expect(card().queryByRole('button', { name: 'Újrapróbálás' })).toBeNull();
    expect(fetched).toHaveBeenCalledWith(
      '/api/order/41/invoice/retry',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
