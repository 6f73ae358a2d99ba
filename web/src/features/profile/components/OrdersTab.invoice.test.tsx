import type { InvoiceDocumentStatus } from '@konyha/domain/invoicing/invoice-status.schemas';
import { anOrder } from '@konyha/domain/testing/order.fixture';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { clearStoredSession, storeSession } from '../../../lib/session.ts';
import { catchDownloads, pdfAnswer } from '../../../test/downloads.ts';
import { customerUser, renderApp } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stubApi.ts';

await import('../ProfilePage.tsx');

const receipt: InvoiceDocumentStatus = {
  status: 'issued',
  kind: 'receipt',
  number: 'KONYHA-N-2026-7',
  url: '/api/order/77/invoice.pdf',
  error: null,
};
const delivered = { userId: customerUser.id, state: 'DELIVERED', payed: true } as const;
const withReceipt = anOrder({ ...delivered, id: 77, invoiceDocument: receipt });
const failed = anOrder({
  ...delivered,
  id: 76,
  invoiceDocument: { ...receipt, status: 'failed', number: null, url: null, error: 'Hibás adószám' },
});

const saved = catchDownloads();
beforeEach(() => storeSession('the-login-token'));
afterEach(() => clearStoredSession());

describe("the profile's order history, an order's invoice", () => {
  it('downloads an issued receipt with the login alone, and shows nothing of a failed one', async () => {
    const fetched = stubApi({
      'GET /api/order/userorders/9': { body: { orders: [withReceipt, failed], count: 2 } },
      'GET /api/order/77/invoice.pdf': pdfAnswer(),
    });
    renderApp('/profile/orders', { user: customerUser });
    const order = within(await screen.findByRole('article', { name: '77. számú rendelés' }));
    const download = await order.findByRole('button', { name: 'Nyugta letöltése (PDF)' });
    expect(download).toHaveAccessibleDescription('77. számú rendelés Sorszám: KONYHA-N-2026-7');
    await userEvent.click(download);
    await waitFor(() => expect(saved).toEqual(['KONYHA-N-2026-7.pdf']));
    const [, init] = fetched.mock.calls.find(([url]) => url === '/api/order/77/invoice.pdf') ?? [];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer the-login-token' });
    expect(init?.headers).not.toHaveProperty('x-status-token');

    const other = within(screen.getByRole('article', { name: '76. számú rendelés' }));
    expect(other.queryByRole('button', { name: /letöltése/ })).toBeNull();
    expect(other.queryByText('Hibás adószám')).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Download receipt (PDF)' })).toHaveAccessibleDescription(
      'Order no. 77 No. KONYHA-N-2026-7',
    );
  });
});
