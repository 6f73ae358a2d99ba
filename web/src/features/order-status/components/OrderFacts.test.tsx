import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { newOrder, TOKEN } from '../testing.ts';
import { OrderFacts } from './OrderFacts.tsx';

const factOf = async (term: string) =>
  (await screen.findByText(term, { selector: 'dt' })).nextElementSibling as HTMLElement;

describe("the guest's order facts", () => {
  it('name the company a company invoice was asked for', async () => {
    renderWithProviders(
      <OrderFacts order={{ ...newOrder, invoice: { companyName: 'Példa Kft.' } }} token={TOKEN} />,
    );
    expect(await factOf('Céges számla')).toHaveTextContent('Példa Kft.');
  });

  it('say nothing of an invoice when none was asked for', async () => {
    renderWithProviders(<OrderFacts order={newOrder} token={TOKEN} />);
    const facts = within(await screen.findByRole('region', { name: 'Szállítás és fizetés' }));
    expect(facts.queryByText('Céges számla')).not.toBeInTheDocument();
  });
});
