import { aCustomer, aSavedAddress, aStaffMember } from '@konyha/domain/testing/customer.fixture';
import type { User } from '@konyha/domain/users/user.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToasts } from '../../../lib/toasts/store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { sentBody, stubApi } from '../../shared/testApi.ts';
import { UsersTable } from './UsersTable.tsx';

const users: User[] = [
  aStaffMember({
    id: 1,
    registrationDate: '2026-03-01T09:05:00.000Z',
    name: 'Admin Ádám',
    email: 'admin@example.com',
    phone: '+36 1 234 5678',
    role: 'ADMIN',
  }),
  aCustomer({
    id: 5,
    registrationDate: '2026-07-10T22:30:00.000Z',
    name: 'Vevő Vera',
    email: 'vera@example.com',
    phone: '+36 30 111 2222',
    addresses: [aSavedAddress({ id: 9, street: 'Pozsonyi út 24.' })],
  }),
];

function ToastTexts() {
  return <output>{useToasts().map((toast) => toast.messageKey)}</output>;
}

describe('UsersTable', () => {
  it("shows the admin's own role as plain text and the others' as a dropdown that saves", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi((url, init) => {
      if (url.endsWith('/user/update-other-user')) {
        sent.push(sentBody(init));
        return { body: { users: [{ ...users[1], role: 'SHOP_ASSISTANT' }] } };
      }
      return undefined;
    });
    renderWithProviders(
      <>
        <UsersTable users={users} ownId={1} />
        <ToastTexts />
      </>,
    );
    const [, own, other] = screen.getAllByRole('row');
    expect(within(own as HTMLElement).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(own as HTMLElement).getByText('Adminisztrátor')).toBeInTheDocument();
    // Budapest time, whatever the test machine's zone (summer time: UTC+2).
    expect(within(other as HTMLElement).getByText('2026-07-11 00:30')).toBeInTheDocument();

    const role = within(other as HTMLElement).getByRole('combobox', { name: 'Vevő Vera szerepköre' });
    expect(role).toHaveValue('CUSTOMER');
    await user.selectOptions(role, 'Eladó');
    await waitFor(() => expect(sent).toEqual([{ id: 5, role: 'SHOP_ASSISTANT' }]));
    expect(await screen.findByText('staff:toast.modified')).toBeInTheDocument();
  });

  it('shows the server error when a role change fails', async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 500, body: { errorType: 'SERVER_ERROR', message: 'boom' } }));
    renderWithProviders(
      <>
        <UsersTable users={users} ownId={1} />
        <ToastTexts />
      </>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vevő Vera szerepköre' }), 'Menedzser');
    expect(await screen.findByText('toast.serverError')).toBeInTheDocument();
  });

  it('opens a details row with the phone and the saved addresses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UsersTable users={users} ownId={1} />);
    const details = screen.getByRole('button', { name: 'Részletek: Vevő Vera' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('+36 30 111 2222')).toBeInTheDocument();
    const addresses = screen.getByRole('table', { name: 'Mentett címek' });
    expect(within(addresses).getByRole('row', { name: '1136 Budapest Pozsonyi út 24.' })).toBeInTheDocument();
  });

  it('lets the admin switch off the two-factor login of a staff member who lost the phone', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    stubApi((url, init) => {
      calls.push(`${init?.method} ${url}`);
      return { body: {} };
    });
    const staff: User = { ...(users[1] as User), id: 7, name: 'Menedzser Marci', role: 'MANAGER' };
    renderWithProviders(
      <>
        <UsersTable users={[...users, staff]} ownId={1} />
        <ToastTexts />
      </>,
    );
    // Customers have no two-factor login, and the admin's own is switched off on the security tab.
    for (const name of ['Admin Ádám', 'Vevő Vera'])
      await user.click(screen.getByRole('button', { name: `Részletek: ${name}` }));
    expect(screen.queryByRole('button', { name: 'Kétlépcsős belépés kikapcsolása' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Részletek: Menedzser Marci' }));
    await user.click(screen.getByRole('button', { name: 'Kétlépcsős belépés kikapcsolása' }));
    await waitFor(() => expect(calls).toEqual(['DELETE /api/user/two-factor/7']));
    expect(await screen.findByText('staff:toast.twoFactorReset')).toBeInTheDocument();
  });
});
