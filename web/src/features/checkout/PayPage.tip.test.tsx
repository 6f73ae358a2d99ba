import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { atTime, fillGuest, openForm, openNow, serveApiOrder } from '../../test/payForm.ts';
import { callsTo } from '../../test/shopApi.ts';

// Loaded before the tests, so the route's lazy import is instant and no test waits for the transform.
await import('./PayPage.tsx');

/** A forint amount as the summary shows it ("9 460 Ft"). */
const forints = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));

/** The summary's value of a line, by its label. */
const summaryValue = (label: string) =>
  forints(
    screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling?.textContent,
  );

describe('a tip for the courier', () => {
  it('offers 5, 10 and 15 % of the total in forints, shows it after the total and sends it', async () => {
    atTime(openNow);
    const { api, router } = await openForm();
    serveApiOrder(api, Promise.resolve({ orderId: 9, statusUrl: 'http://localhost:8080/order-status/T1p' }));
    await fillGuest();
    await waitFor(() => expect(summaryValue('Kiszállítási díj')).toBe(490));
    const total = summaryValue('Végösszeg');
    const tips = screen.getByRole('group', { name: 'Borravaló a futárnak' });
    const tip = Math.round(total / 10);
    await userEvent.click(within(tips).getByRole('radio', { name: new RegExp(`^10 % \\(${tip}`) }));
    expect(summaryValue('Borravaló a futárnak')).toBe(tip);
    expect(summaryValue('Fizetendő')).toBe(total + tip);
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-status/T1p'));
    expect(callsTo(api, 'POST /api/order/add')[0]?.body).toMatchObject({ tip });
  });

  it('takes another amount in whole forints up to 50 000 Ft, and refuses more before sending', async () => {
    atTime(openNow);
    const { api } = await openForm();
    await fillGuest();
    await userEvent.click(screen.getByRole('radio', { name: 'Más összeg' }));
    const amount = screen.getByLabelText('Borravaló (Ft)');
    await userEvent.type(amount, '60000');
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    expect(
      await screen.findByText('Add meg a borravalót egész forintban, legfeljebb 50 000 Ft-ot'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/order/add')).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '800');
    expect(summaryValue('Borravaló a futárnak')).toBe(800);
  });

  it('counts the tip into the note a guest paying cash gives', async () => {
    atTime(openNow);
    await openForm();
    await fillGuest();
    await waitFor(() => expect(summaryValue('Kiszállítási díj')).toBe(490));
    const total = summaryValue('Végösszeg');
    await userEvent.click(screen.getByRole('radio', { name: 'Más összeg' }));
    await userEvent.type(screen.getByLabelText('Borravaló (Ft)'), '500');
    await userEvent.type(screen.getByLabelText('Ezzel fizetek (Ft)'), String(total + 499));
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    expect(await screen.findByText(/Legalább a rendelés végösszegét/)).toBeInTheDocument();
  });
});
