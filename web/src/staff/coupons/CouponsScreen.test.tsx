import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { CouponsScreen } from './CouponsScreen.tsx';

const coupons = [
  { id: 1, code: 'KONYHA10', discount: 10, isActive: true },
  { id: 2, code: 'NYAR20', discount: 20, isActive: false },
];

describe('CouponsScreen', () => {
  it('blocks a discount over 100 % with the message as soon as the field is left', async () => {
    const user = userEvent.setup();
    const api = stubApi((url) =>
      url.endsWith('/coupon/coupons') ? { body: { coupons, count: 2 } } : undefined,
    );
    renderWithProviders(<CouponsScreen />, { user: staffUser });
    const discount = await screen.findByRole('textbox', { name: /Kedvezmény/ });
    await user.type(screen.getByRole('textbox', { name: /Kód/ }), 'TAVASZ');
    await user.type(discount, '101');
    await user.tab();
    expect(discount).toHaveAccessibleDescription('A kedvezmény nem lehet nagyobb 100%-nál');
    const submit = screen.getByRole('button', { name: 'Kupon hozzáadása' });
    expect(submit).toBeDisabled();

    await user.clear(discount);
    await user.type(discount, '15');
    expect(submit).toBeEnabled();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('adds a coupon, active by default, and names a taken code on the code field', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    stubApi((url, init) => {
      if (url.endsWith('/coupon/coupons')) return { body: { coupons, count: 2 } };
      if (init?.method === 'POST') {
        posted.push(sentBody(init));
        return posted.length === 1
          ? { status: 201, body: { coupons: [{ id: 3, code: 'TAVASZ', discount: 15, isActive: true }] } }
          : { status: 409, body: { errorType: 'CONFLICT', message: 'exists', field: 'code' } };
      }
      return undefined;
    });
    renderWithProviders(<CouponsScreen />, { user: staffUser });
    const code = await screen.findByRole('textbox', { name: /Kód/ });
    expect(screen.getByRole('checkbox', { name: 'Aktív' })).toBeChecked();
    await user.type(code, 'tavasz');
    await user.type(screen.getByRole('textbox', { name: /Kedvezmény/ }), '15');
    await user.click(screen.getByRole('button', { name: 'Kupon hozzáadása' }));
    await waitFor(() => expect(posted).toEqual([{ code: 'TAVASZ', discount: 15, isActive: true }]));
    await waitFor(() => expect(code).toHaveValue(''));

    await user.type(code, 'KONYHA10');
    await user.type(screen.getByRole('textbox', { name: /Kedvezmény/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Kupon hozzáadása' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Ilyen kódú kupon már létezik'));
  });

  it('lists the coupons with an active switch that saves the new state', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi((url, init) => {
      if (url.endsWith('/coupon/coupons')) return { body: { coupons, count: 2 } };
      if (init?.method === 'PUT') {
        sent.push(sentBody(init));
        return { body: { coupons: [] } };
      }
      return undefined;
    });
    renderWithProviders(<CouponsScreen />, { user: staffUser });
    const table = await screen.findByRole('table', { name: 'Kuponok' });
    expect(within(table).getByText('10%')).toBeInTheDocument();
    const inactive = within(table).getByRole('switch', { name: 'NYAR20 aktív' });
    expect(inactive).not.toBeChecked();
    await user.click(inactive);
    await waitFor(() => expect(sent).toEqual([{ code: 'NYAR20', isActive: true }]));
  });
});
