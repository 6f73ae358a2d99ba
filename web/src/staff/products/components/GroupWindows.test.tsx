import { aProduct } from '@konyha/domain/testing/product.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, staffUser } from '../../../test/render.tsx';
import { sentBody, stubApi } from '../../shared/testApi.ts';
import { EditProductScreen } from '../EditProductScreen.tsx';

const breakfast = [{ days: ['SATURDAY', 'SUNDAY'], from: '08:00', to: '11:00' }];

function serve(refuse = false) {
  const puts: { url: string; body: unknown }[] = [];
  stubApi((url, init) => {
    if (url.includes('/product/products')) return { body: { products: [aProduct({ id: 1 })], count: 1 } };
    if (url === '/api/product/group-availability')
      return { body: { groups: [{ group: 'SOUP', availability: breakfast }] } };
    if (init?.method === 'PUT' && url.startsWith('/api/product/group-availability/')) {
      puts.push({ url, body: sentBody(init) });
      return refuse
        ? {
            status: 400,
            body: {
              errorType: 'VALIDATION_ERROR',
              message: 'availability.0.from: invalidTime',
              field: 'availability.0.from',
            },
          }
        : { body: { group: 'SOUP', availability: [] } };
    }
    return undefined;
  });
  return puts;
}

const render = (role: 'MANAGER' | 'SHOP_ASSISTANT') =>
  renderWithProviders(<EditProductScreen />, {
    user: { ...staffUser, role },
    path: '/dashboard/edit-product',
  });

const section = () => screen.findByRole('region', { name: 'Csoportok időablakai' });

describe('a menu group’s windows on the products screen', () => {
  it('shows a group’s saved windows and saves the group’s new ones with the same editor', async () => {
    const user = userEvent.setup();
    const puts = serve();
    render('MANAGER');
    const groups = await section();
    await user.selectOptions(within(groups).getByRole('combobox', { name: 'Csoport' }), 'Levesek');
    const window = await within(groups).findByRole('group', { name: '1. időablak' });
    expect(within(window).getByRole('checkbox', { name: 'Vasárnap' })).toBeChecked();
    expect(within(window).getByLabelText(/^Vége/)).toHaveValue('11:00');

    await user.click(within(groups).getByRole('button', { name: 'Törlés: 1. időablak' }));
    expect(within(groups).getByText('Nincs időablak: mindig rendelhető.')).toBeInTheDocument();
    await user.click(within(groups).getByRole('button', { name: 'Mentés' }));
    await waitFor(() =>
      expect(puts).toEqual([{ url: '/api/product/group-availability/SOUP', body: { availability: [] } }]),
    );
  });

  it('starts a group without windows empty, and shows the server’s refusal at the field it names', async () => {
    const user = userEvent.setup();
    const puts = serve(true);
    render('MANAGER');
    const groups = await section();
    await user.selectOptions(within(groups).getByRole('combobox', { name: 'Csoport' }), 'Desszertek');
    expect(within(groups).getByText('Nincs időablak: mindig rendelhető.')).toBeInTheDocument();
    await user.click(within(groups).getByRole('button', { name: 'Időablak hozzáadása' }));
    await user.click(within(groups).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.url).toBe('/api/product/group-availability/DESSERT');
    const from = within(groups).getByLabelText(/^Kezdete/);
    await waitFor(() => expect(from).toHaveAccessibleDescription('Érvénytelen időpont'));
    expect(from).toHaveFocus();
  });

  it('is not there for a shop assistant', async () => {
    serve();
    render('SHOP_ASSISTANT');
    await screen.findByRole('table', { name: 'Termékek' });
    expect(screen.queryByRole('region', { name: 'Csoportok időablakai' })).not.toBeInTheDocument();
  });
});
