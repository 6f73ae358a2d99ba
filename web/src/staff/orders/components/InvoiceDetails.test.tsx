import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coldLoad, renderApp, renderWithProviders, staffUser } from '../../../test/render.tsx';
import { anOrder, dashboardBasics, serveApi } from '../testing.ts';
import { OrderCard } from './OrderCard.tsx';

const invoice = {
  companyName: 'Példa Kft.',
  taxNumber: '10773381-2-44',
  billingAddress: { zipCode: '1052', city: 'Budapest', street: 'Deák Ferenc tér 1.' },
};

describe('an order with a company invoice', () => {
  it('carries the invoice mark, naming the company to a screen reader, and the invoice details', () => {
    renderWithProviders(<OrderCard order={anOrder({ invoice })} />);
    const card = within(screen.getByRole('article', { name: '41. rendelés' }));
    expect(card.getByText('Számla', { selector: 'header span' })).toHaveTextContent('Számla: Példa Kft.');
    const details = card.getByText('Példa Kft.', { selector: 'dd span' }).closest('dd') as HTMLElement;
    expect(details.previousElementSibling).toHaveTextContent('Számla');
    expect(within(details).getByText('Adószám: 10773381-2-44')).toBeVisible();
    expect(within(details).getByText('1052 Budapest, Deák Ferenc tér 1.')).toBeVisible();
  });

  it('has neither without one', () => {
    renderWithProviders(<OrderCard order={anOrder()} />);
    expect(screen.queryByText(/Számla/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Adószám/)).not.toBeInTheDocument();
  });

  it('is marked in the row of all orders', async () => {
    serveApi({
      ...dashboardBasics(),
      'GET /api/order/orders': { orders: [anOrder({ id: 12, invoice }), anOrder({ id: 13 })], count: 2 },
    });
    renderApp('/dashboard/all-orders', { user: staffUser });
    const marked = await screen.findByRole('row', { name: /^12 / }, coldLoad);
    expect(within(marked).getByText('Számla')).toHaveTextContent('Számla: Példa Kft.');
    expect(within(screen.getByRole('row', { name: /^13 / })).queryByText('Számla')).not.toBeInTheDocument();
  });
});
