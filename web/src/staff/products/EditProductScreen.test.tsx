import type { Product } from '@konyha/domain/menu/products';
import { aProduct } from '@konyha/domain/testing/product.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { EditProductScreen } from './EditProductScreen.tsx';

const product = (id: number, overrides: Partial<Product> = {}): Product =>
  aProduct({
    id,
    name: `Étel ${id}`,
    nameEnglish: `Dish ${id}`,
    price: 1000 + id,
    loquuId: id,
    ...overrides,
  });
const products = [product(1), product(2, { orderable: false, group: 'DESSERT' })];

/** The PUT body of a product: its form values, groups by id, without what only the server or its group sets. */
function sent(stored: Product | undefined, change: Partial<Product>) {
  const {
    optionGroups,
    portionsLeft: _left,
    photo: _photo,
    groupAvailability: _groupWindows,
    ...rest
  } = { ...(stored as Product), ...change };
  return { ...rest, optionGroupIds: optionGroups.map((group) => group.id) };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function serve(count = 2) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? sentBody(init) : undefined });
    if (url.includes('/product/products')) return { body: { products, count } };
    if (method === 'PUT') return { body: { products: [] } };
    if (method === 'DELETE') return { status: 204 };
    return undefined;
  });
  return calls;
}

const render = (role: 'MANAGER' | 'SHOP_ASSISTANT', path = '/dashboard/edit-product') =>
  renderWithProviders(
    <>
      <EditProductScreen />
      <Location />
    </>,
    { user: { ...staffUser, role }, path },
  );

describe('EditProductScreen', () => {
  it('asks for the first page sorted by group and lists name, category, group and orderable', async () => {
    const calls = serve();
    render('MANAGER');
    const table = await screen.findByRole('table', { name: 'Termékek' });
    expect(calls.find((call) => call.url.includes('/product/products'))?.url).toBe(
      '/api/product/products?pageNo=0&pageSize=10&sortBy=group&ascending=true',
    );
    expect(within(table).getByText('Étel 1')).toBeInTheDocument();
    expect(within(table).getByText('Desszertek')).toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Étel 2 rendelhető' })).not.toBeChecked();
    expect(within(table).getByRole('button', { name: 'Törlés: Étel 1' })).toBeInTheDocument();
  });

  it('sends an out-of-range page to the path without a page', async () => {
    serve(12);
    render('MANAGER', '/dashboard/edit-product?page=5&sort=name');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        '/dashboard/edit-product?sort=name',
      ),
    );
  });

  it('lets a shop assistant switch a product off, without delete and with only the orderable choice', async () => {
    const user = userEvent.setup();
    const calls = serve();
    render('SHOP_ASSISTANT');
    const table = await screen.findByRole('table', { name: 'Termékek' });
    expect(within(table).queryByRole('button', { name: /^Törlés:/ })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('switch', { name: 'Étel 1 rendelhető' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(sent(products[0], { orderable: false })),
    );

    await user.click(within(table).getByRole('button', { name: 'Szerkesztés: Étel 2' }));
    const panel = screen.getByRole('region', { name: 'Szerkesztés: Étel 2' });
    expect(panel.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: /Rendelhető/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Bezárás: Étel 2' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Szerkesztés: Étel 2' })).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Mégse' }));
    expect(screen.queryByRole('region', { name: 'Szerkesztés: Étel 2' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Szerkesztés: Étel 2' })).toHaveFocus();
  });

  it('lets a shop assistant mark a dish sold out today from the list', async () => {
    const user = userEvent.setup();
    const calls = serve();
    render('SHOP_ASSISTANT');
    const table = await screen.findByRole('table', { name: 'Termékek' });
    const soldOut = within(table).getByRole('switch', { name: 'Étel 2 ma elfogyott' });
    expect(soldOut).not.toBeChecked();
    await user.click(soldOut);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(sent(products[1], { soldOutToday: true })),
    );
  });

  it('deletes a product only after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = serve();
    render('MANAGER');
    await user.click(await screen.findByRole('button', { name: 'Törlés: Étel 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Termék törlése' });
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Törlés: Étel 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Törlés' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/product/2'));
  });
});
