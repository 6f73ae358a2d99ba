import { aSlip, aTicket } from '@konyha/domain/testing/print.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { coldLoad, renderApp, staffUser } from '../../test/render.tsx';
import { serveApi } from '../orders/testing.ts';
import { PRINTED_MESSAGE } from './printOnAccept.ts';

const documents = { 'GET /api/order/41/ticket': aTicket(), 'GET /api/order/41/slip': aSlip() };

describe('the print view', () => {
  let print: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    print = vi.spyOn(window, 'print').mockImplementation(() => {});
  });
  afterEach(() => print.mockRestore());

  it('shows the ticket and the slip of the order, then prints once', async () => {
    serveApi(documents);
    renderApp('/dashboard/print/41?what=ticket,slip', { user: staffUser });

    const ticket = await screen.findByRole('article', { name: 'Konyhai jegy #41' }, coldLoad);
    // The lines the network printer prints (the domain's ticket layout), in the UI language.
    for (const text of [
      '#41',
      'MIELŐBB',
      'Vállalt idő: 10:50',
      '2 × Gulyásleves [CSÍPŐS LM]',
      'Köret: hasábburgonya',
    ])
      expect(within(ticket).getByText(text)).toBeVisible();
    expect(within(ticket).getByText('Csípősen kérem')).toBeVisible();
    expect(within(ticket).queryByText(/Ft/)).toBeNull();

    const slip = screen.getByRole('article', { name: 'Szállítólevél #41' });
    for (const text of [
      'Nagy Eszter',
      '+36 30 *** **67',
      'Váci út 12.',
      '1134 Budapest',
      'Emelet: 3, Ajtó: 12',
      'Kapucsengő: 12B',
      'Futárnak: A kapu a sarkon túl',
      'Beszedendő:',
      '5 470 Ft',
      'Ezzel fizet: 10 000 Ft',
      'Visszajáró: 4 530 Ft',
    ])
      expect(within(slip).getByText(text)).toBeVisible();

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // Each document on a page of its own, 80 mm wide and as long as it is.
    expect(document.getElementById('print-page-sizes')?.textContent).toMatch(
      /@page ticket \{ size: 80mm \d+mm; margin: 0; \}\n@page slip \{ size: 80mm \d+mm/,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Nyomtatás' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Bezárás' })).toBeVisible();
  });

  it('shows only the document asked for, with the names in the UI language', async () => {
    await i18n.changeLanguage('en');
    const fetchMock = serveApi(documents);
    renderApp('/dashboard/print/41?what=ticket', { user: staffUser });

    const ticket = await screen.findByRole('article', { name: 'Kitchen ticket #41' }, coldLoad);
    expect(within(ticket).getByText('2 × Goulash soup [HOT LF]')).toBeVisible();
    expect(within(ticket).getByText('Side: chips')).toBeVisible();
    expect(screen.queryByRole('article', { name: /Bag slip/ })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/order/41/slip');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('says "paid online" on the slip of a paid order, with nothing to collect', async () => {
    serveApi({
      'GET /api/order/41/slip': aSlip({
        payment: 'CREDIT_CARD_ONLINE',
        paid: true,
        collect: 0,
        payWith: null,
        change: null,
      }),
    });
    renderApp('/dashboard/print/41?what=slip', { user: staffUser });
    const slip = await screen.findByRole('article', { name: 'Szállítólevél #41' }, coldLoad);
    expect(within(slip).getByText('FIZETVE')).toBeVisible();
    expect(within(slip).queryByText(/Beszedendő/)).toBeNull();
  });

  it('in a frame, prints without buttons and tells the page that opened it', async () => {
    serveApi(documents);
    const posted = vi.spyOn(window.parent, 'postMessage');
    renderApp('/dashboard/print/41?what=ticket,slip&embedded=1', { user: staffUser });
    await screen.findByRole('article', { name: 'Szállítólevél #41' }, coldLoad);
    await waitFor(() => expect(posted).toHaveBeenCalledWith(PRINTED_MESSAGE, window.location.origin));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
    posted.mockRestore();
  });

  it('says so when there is no such order, and prints nothing', async () => {
    serveApi({});
    renderApp('/dashboard/print/999?what=ticket', { user: staffUser });
    expect(await screen.findByRole('alert', {}, coldLoad)).toHaveTextContent('Nincs ilyen rendelés.');
    expect(print).not.toHaveBeenCalled();
  });
});
