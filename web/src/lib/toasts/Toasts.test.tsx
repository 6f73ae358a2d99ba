import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { notify } from './store.ts';
import { Toasts } from './Toasts.tsx';

describe('the toast stack', () => {
  it('announces errors as alerts and the rest as status messages, each closable', async () => {
    renderWithProviders(<Toasts />);
    act(() => {
      notify({ kind: 'error', messageKey: 'toast.serverError' });
      notify({ kind: 'success', messageKey: 'cart.added', values: { name: 'Gulyásleves' } });
    });
    expect(within(screen.getByRole('alert')).getByText(/Szerverhiba!/)).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(within(status).getByText('Gulyásleves a kosárba került')).toBeInTheDocument();

    await userEvent.click(within(status).getByRole('button', { name: 'Értesítés bezárása' }));
    expect(within(status).queryByText('Gulyásleves a kosárba került')).not.toBeInTheDocument();
  });
});
