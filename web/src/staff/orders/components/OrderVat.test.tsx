import { withBottles } from '@konyha/domain/testing/order.fixture';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { anOrder } from '../testing.ts';
import { OrderCard } from './OrderCard.tsx';

const withDeposit = anOrder(withBottles());

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent?.replace(/\s/g, ' ')));

describe('an order card’s money', () => {
  it('shows the bottle deposit among the sums and the VAT per rate, in both languages', async () => {
    renderWithProviders(<OrderCard order={withDeposit} />);
    const card = within(screen.getByRole('article', { name: '41. rendelés' }));
    expect(card.getByText('Betétdíj').nextElementSibling).toHaveTextContent('100 Ft');
    expect(rowTexts(card.getByRole('table', { name: 'ÁFA kulcsonként' }))).toEqual([
      ['ÁFA-kulcs', 'Nettó', 'ÁFA', 'Bruttó'],
      ['27%', '1 945 Ft', '525 Ft', '2 470 Ft'],
      ['5%', '2 086 Ft', '104 Ft', '2 190 Ft'],
    ]);

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Bottle deposit')).toBeVisible();
    expect(rowTexts(screen.getByRole('table', { name: 'VAT by rate' }))[0]).toEqual([
      'Rate',
      'Net',
      'VAT',
      'Gross',
    ]);
  });

  it('has no deposit line for an order without bottles', () => {
    renderWithProviders(
      <OrderCard order={anOrder({ vat: [{ rate: 27, gross: 5470, net: 4307, vat: 1163 }] })} />,
    );
    expect(screen.queryByText('Betétdíj')).toBeNull();
    expect(screen.getByRole('row', { name: /^27%/ })).toBeVisible();
  });
});
