import { withBottles } from '@konyha/domain/testing/order.fixture';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderApp } from '../../test/render.tsx';
import { stubApi } from '../../test/stubApi.ts';
import type { OrderStatus } from './api/orderStatus.ts';
import { FakeEventSource, newOrder, TOKEN } from './testing.ts';

await import('./OrderStatusPage.tsx');

const withDeposit: OrderStatus = { ...newOrder, ...withBottles() };

beforeEach(() => FakeEventSource.install());

/** A row's header and cells as read, spaces normalised. */
const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent?.replace(/\s/g, ' '));

describe('the order status page’s money', () => {
  it('shows the bottle deposit as its own line and the VAT per rate, in both languages', async () => {
    stubApi({ [`GET /api/order-status/${TOKEN}`]: { body: withDeposit } });
    renderApp(`/order-status/${TOKEN}`);
    const items = within(await screen.findByRole('region', { name: 'Tételek' }));
    // The sums' and the breakdown's code loads after the page's.
    expect((await items.findByText('Betétdíj')).nextElementSibling).toHaveTextContent('100 Ft');
    expect(items.getByText('Végösszeg').nextElementSibling).toHaveTextContent('4 760 Ft');
    const vat = await items.findByRole('table', { name: 'ÁFA kulcsonként' });
    expect(
      within(vat)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ÁFA-kulcs', 'Nettó', 'ÁFA', 'Bruttó']);
    const [, high, low] = within(vat).getAllByRole('row') as HTMLElement[];
    expect(cells(high as HTMLElement)).toEqual(['27%', '1 945 Ft', '525 Ft', '2 470 Ft']);
    expect(cells(low as HTMLElement)).toEqual(['5%', '2 086 Ft', '104 Ft', '2 190 Ft']);

    await act(() => i18n.changeLanguage('en'));
    const english = within(await screen.findByRole('region', { name: 'Items' }));
    expect(english.getByText('Bottle deposit').nextElementSibling).toHaveTextContent('100 Ft');
    expect(english.getByRole('table', { name: 'VAT by rate' })).toBeVisible();
    expect(english.getByRole('columnheader', { name: 'Gross' })).toBeVisible();
  });

  it('shows no deposit line for an order without bottles', async () => {
    stubApi({ [`GET /api/order-status/${TOKEN}`]: { body: newOrder } });
    renderApp(`/order-status/${TOKEN}`);
    const items = within(await screen.findByRole('region', { name: 'Tételek' }));
    expect(await items.findByRole('row', { name: /^27%/ })).toBeVisible();
    expect(items.queryByText('Betétdíj')).toBeNull();
  });
});
