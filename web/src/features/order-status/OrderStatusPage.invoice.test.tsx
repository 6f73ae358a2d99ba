import type { InvoiceDocumentStatus } from '@konyha/domain/invoicing/invoice-status.schemas';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { catchDownloads, pdfAnswer } from '../../test/downloads.ts';
import { renderApp } from '../../test/render.tsx';
import { stubApi } from '../../test/stubApi.ts';
import type { OrderStatus } from './api/orderStatus.ts';
import { FakeEventSource, newOrder, openedStream, TOKEN } from './testing.ts';

await import('./OrderStatusPage.tsx');

const path = `/order-status/${TOKEN}`;
const statusApi = `GET /api/order-status/${TOKEN}`;
const pdfUrl = '/api/order/1042/invoice.pdf';
const issued: InvoiceDocumentStatus = {
  status: 'issued',
  kind: 'invoice',
  number: 'KONYHA-2026-12',
  url: pdfUrl,
  error: null,
};
const withDocument = (invoiceDocument: Partial<InvoiceDocumentStatus>): OrderStatus => ({
  ...newOrder,
  state: 'DELIVERED',
  cancellable: false,
  payed: true,
  invoiceDocument: { ...issued, ...invoiceDocument },
});

const saved = catchDownloads();
beforeEach(() => FakeEventSource.install());

describe("the order page's invoice", () => {
  it('downloads the issued invoice with the page’s token in the header, never in the URL', async () => {
    const fetched = stubApi({
      [statusApi]: { body: withDocument({}) },
      [`GET ${pdfUrl}`]: pdfAnswer('konyha-szamla-KONYHA-2026-12.pdf'),
    });
    renderApp(path);
    const download = await screen.findByRole('button', { name: 'Számla letöltése (PDF)' });
    expect(download).toHaveAccessibleDescription('Sorszám: KONYHA-2026-12');
    await userEvent.click(download);
    await waitFor(() => expect(saved).toEqual(['konyha-szamla-KONYHA-2026-12.pdf']));
    const [url, init] = fetched.mock.calls.find(([called]) => called.startsWith(pdfUrl)) ?? [];
    expect(url).toBe(pdfUrl);
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ 'x-status-token': TOKEN });
  });

  it.each([
    ['issued', 'receipt', 'Nyugta letöltése (PDF)', 'Download receipt (PDF)'],
    ['reversed', 'invoice', 'Sztornó számla letöltése (PDF)', 'Download the reversal invoice (PDF)'],
    ['reversed', 'receipt', 'Sztornó nyugta letöltése (PDF)', 'Download the reversal receipt (PDF)'],
  ] as const)(
    'names an %s %s in both languages, saved under its number without a name from the server',
    async (status, kind, hu, en) => {
      stubApi({
        [statusApi]: { body: withDocument({ status, kind, number: 'KONYHA-S-2026-3' }) },
        [`GET ${pdfUrl}`]: pdfAnswer(),
      });
      renderApp(path);
      expect(await screen.findByRole('button', { name: hu })).toHaveAccessibleDescription(
        'Sorszám: KONYHA-S-2026-3',
      );
      await act(() => i18n.changeLanguage('en'));
      const english = await screen.findByRole('button', { name: en });
      expect(english).toHaveAccessibleDescription('No. KONYHA-S-2026-3');
      await userEvent.click(english);
      await waitFor(() => expect(saved).toEqual(['KONYHA-S-2026-3.pdf']));
    },
  );

  it('says a pending invoice is on its way, and offers it as soon as it is issued, live', async () => {
    const pending = withDocument({ status: 'pending', number: null, url: null });
    stubApi({ [statusApi]: { body: { ...pending, state: 'DELIVERING' } } });
    renderApp(path);
    expect(await screen.findByText('A számla hamarosan elkészül.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /letöltése/ })).toBeNull();

    const stream = await openedStream();
    act(() => stream.send({ ...withDocument({}), state: 'DELIVERING' }, 5));
    expect(await screen.findByRole('button', { name: 'Számla letöltése (PDF)' })).toBeVisible();
    expect(screen.queryByText('A számla hamarosan elkészül.')).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    act(() =>
      stream.send(
        { ...pending, state: 'DELIVERING', invoiceDocument: { ...pending.invoiceDocument, kind: 'receipt' } },
        6,
      ),
    );
    expect(await screen.findByText('Your receipt is on its way.')).toBeVisible();
  });

  it.each([
    ['failed', { status: 'failed', number: null, url: null, error: 'Hibás adószám' }],
    ['none', { status: 'none', kind: null, number: null, url: null }],
  ] as const)('tells the guest nothing of a %s document', async (_, document) => {
    stubApi({ [statusApi]: { body: withDocument(document) } });
    renderApp(path);
    expect(await screen.findByText('Kiszállítottuk. Jó étvágyat!')).toBeVisible();
    // The document would show in the details, which load after the page.
    await screen.findByRole('region', { name: 'Szállítás és fizetés' });
    expect(screen.queryByRole('button', { name: /letöltése/ })).toBeNull();
    expect(screen.queryByText(/számla|nyugta/i)).toBeNull();
    expect(screen.queryByText('Hibás adószám')).toBeNull();
  });
});
