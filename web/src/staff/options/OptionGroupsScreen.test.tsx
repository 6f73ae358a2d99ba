import { optionGroupInput } from '@konyha/domain/testing/option-group.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { OptionGroupsScreen } from './OptionGroupsScreen.tsx';
import { extras, sides } from './testing.ts';

type Sent = { url: string; method: string; body?: unknown };

/** The API with two groups; `refuse` answers the saves instead of storing them. */
function serve(refuse?: { status: number; body: unknown }) {
  const calls: Sent[] = [];
  stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? sentBody(init) : undefined });
    if (method === 'GET' && url === '/api/product/option-groups')
      return { body: { optionGroups: [sides, extras] } };
    if (method === 'GET') return undefined;
    if (refuse) return refuse;
    if (url === '/api/product/options/11')
      return {
        body: {
          optionGroups: [{ ...sides, options: sides.options.map((o) => ({ ...o, available: o.id !== 11 })) }],
        },
      };
    return { status: method === 'POST' ? 201 : 200, body: { optionGroups: [{ ...sides, id: 9 }] } };
  });
  return calls;
}

const render = (role: 'MANAGER' | 'SHOP_ASSISTANT') =>
  renderWithProviders(<OptionGroupsScreen />, {
    user: { ...staffUser, role },
    path: '/dashboard/option-groups',
  });

const saved = (calls: Sent[], method: string) => calls.find((call) => call.method === method);

describe('OptionGroupsScreen', () => {
  it('adds a group with its options as the server expects them', async () => {
    const user = userEvent.setup();
    const calls = serve();
    render('MANAGER');
    await user.click(await screen.findByRole('button', { name: 'Új csoport' }));
    const editor = screen.getByRole('region', { name: 'Új csoport' });
    expect(screen.getByRole('heading', { name: 'Új csoport' })).toHaveFocus();
    await user.type(within(editor).getByRole('textbox', { name: /A csoport neve/ }), 'Szószok');
    await user.type(within(editor).getByRole('textbox', { name: /A csoport angol neve/ }), 'Sauces');
    await user.clear(within(editor).getByRole('textbox', { name: /Legfeljebb/ }));
    await user.type(within(editor).getByRole('textbox', { name: /Legfeljebb/ }), '2');
    const first = within(editor).getByRole('group', { name: '1. opció' });
    await user.type(within(first).getByRole('textbox', { name: /^Név/ }), 'Tartár');
    await user.type(within(first).getByRole('textbox', { name: /^Angol név/ }), 'Tartar');
    await user.clear(within(first).getByRole('textbox', { name: /Felár/ }));
    await user.type(within(first).getByRole('textbox', { name: /Felár/ }), '250');
    await user.click(within(editor).getByRole('button', { name: 'Opció hozzáadása' }));
    const second = within(editor).getByRole('group', { name: '2. opció' });
    await user.type(within(second).getByRole('textbox', { name: /^Név/ }), 'Fokhagymás');
    await user.type(within(second).getByRole('textbox', { name: /^Angol név/ }), 'Garlic');
    await user.click(within(second).getByRole('checkbox', { name: 'Alapértelmezett' }));
    await user.click(within(editor).getByRole('button', { name: 'Mentés' }));

    await waitFor(() =>
      expect(saved(calls, 'POST')).toEqual({
        url: '/api/product/option-groups',
        method: 'POST',
        body: {
          name: 'Szószok',
          nameEnglish: 'Sauces',
          required: false,
          min: 0,
          max: 2,
          options: [
            { name: 'Tartár', nameEnglish: 'Tartar', price: 250, isDefault: false },
            { name: 'Fokhagymás', nameEnglish: 'Garlic', price: 0, isDefault: true },
          ],
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Új csoport' })).not.toBeInTheDocument());
  });

  it('saves an edited group with the options keeping their ids in their new order', async () => {
    const user = userEvent.setup();
    const calls = serve();
    render('MANAGER');
    await user.click(await screen.findByRole('button', { name: 'Szerkesztés: Köret választás' }));
    const editor = screen.getByRole('region', { name: 'Szerkesztés: Köret választás' });
    await user.click(within(editor).getByRole('button', { name: 'Le: 1. opció: Hasábburgonya' }));
    expect(within(editor).getByRole('button', { name: 'Le: 2. opció: Hasábburgonya' })).toHaveFocus();
    await user.click(within(editor).getByRole('button', { name: 'Opció törlése: 3. opció: Burgonyapüré' }));
    await user.click(within(editor).getByRole('button', { name: 'Mentés' }));

    await waitFor(() => expect(saved(calls, 'PUT')?.url).toBe('/api/product/option-groups/1'));
    // The group as it was (name, min, max), its options reordered and one deleted.
    expect(saved(calls, 'PUT')?.body).toEqual({
      ...optionGroupInput(sides),
      options: [
        { id: 12, name: 'Rizs', nameEnglish: 'Rice', price: 0, isDefault: false },
        { id: 11, name: 'Hasábburgonya', nameEnglish: 'Fries', price: 0, isDefault: true },
      ],
    });
  });

  it("shows the server's refusal at the option's field", async () => {
    const user = userEvent.setup();
    serve({
      status: 400,
      body: { errorType: 'VALIDATION_ERROR', field: 'options.1.name', message: 'duplicate' },
    });
    render('MANAGER');
    await user.click(await screen.findByRole('button', { name: 'Szerkesztés: Köret választás' }));
    const editor = screen.getByRole('region', { name: 'Szerkesztés: Köret választás' });
    await user.click(within(editor).getByRole('button', { name: 'Mentés' }));

    const name = within(within(editor).getByRole('group', { name: '2. opció: Rizs' })).getByRole('textbox', {
      name: /^Név/,
    });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Kétszer szerepel'));
    expect(name).toHaveFocus();
    expect(editor).toBeInTheDocument();
  });

  it('lets a shop assistant switch fries off, but not edit or add a group', async () => {
    const user = userEvent.setup();
    const calls = serve();
    render('SHOP_ASSISTANT');
    const fries = await screen.findByRole('switch', { name: 'Hasábburgonya elérhető' });
    expect(fries).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Burgonyapüré elérhető' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /^Szerkesztés/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Új csoport' })).not.toBeInTheDocument();

    await user.click(fries);
    await waitFor(() =>
      expect(saved(calls, 'PUT')).toEqual({
        url: '/api/product/options/11',
        method: 'PUT',
        body: { available: false },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Hasábburgonya elérhető' })).not.toBeChecked(),
    );
  });
});
