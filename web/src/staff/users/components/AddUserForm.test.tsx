import type { Role } from '@konyha/domain/users/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { sentBody, stubApi } from '../../shared/testApi.ts';
import { AddUserForm } from './AddUserForm.tsx';

const offered = (creator: Role) => {
  const view = renderWithProviders(<AddUserForm creator={creator} />);
  const roles = within(screen.getByRole('combobox', { name: /Szerepkör/ }))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));
  view.unmount();
  return roles;
};

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'uj@example.com') {
  await user.type(screen.getByRole('textbox', { name: /Név/ }), 'Új Ottó');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), email);
  await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '+36 30 123 4567');
  await user.type(screen.getByLabelText(/^Jelszó \*/), 'Titok1234');
  await user.type(screen.getByLabelText(/Jelszó megerősítése/), 'Titok1234');
}

describe('AddUserForm', () => {
  it('offers the roles the creator may give', () => {
    expect(offered('ADMIN')).toEqual(['CUSTOMER', 'SHOP_ASSISTANT', 'MANAGER', 'ADMIN']);
    expect(offered('MANAGER')).toEqual(['SHOP_ASSISTANT']);
    expect(offered('SHOP_ASSISTANT')).toEqual(['CUSTOMER']);
  });

  it('checks the e-mail on blur and blocks the submit while it is wrong', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddUserForm creator="SHOP_ASSISTANT" />);
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'nem-email');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Érvénytelen e-mail-cím');
    expect(screen.getByRole('button', { name: 'Felhasználó hozzáadása' })).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'jo@example.com');
    expect(screen.getByRole('button', { name: 'Felhasználó hozzáadása' })).toBeEnabled();
  });

  it('asks for a strong password and a matching confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddUserForm creator="ADMIN" />);
    const password = screen.getByLabelText(/^Jelszó \*/);
    await user.type(password, 'gyenge');
    await user.tab();
    expect(password).toHaveAccessibleDescription(/Legalább 8 karakter/);
    await user.clear(password);
    await user.type(password, 'Eros12345');
    const confirm = screen.getByLabelText(/Jelszó megerősítése/);
    await user.type(confirm, 'Eros123456');
    await user.tab();
    expect(confirm).toHaveAccessibleDescription('A jelszavak nem egyeznek');
    expect(screen.getByRole('button', { name: 'Felhasználó hozzáadása' })).toBeDisabled();
  });

  it('sends the user in the UI language, then empties the form; a taken e-mail shows on the field', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi((url, init) => {
      if (!url.endsWith('/user/add')) return undefined;
      sent.push(sentBody(init));
      return sent.length === 1
        ? { status: 201, body: { users: [] } }
        : { status: 409, body: { errorType: 'EMAIL_TAKEN', message: 'taken' } };
    });
    renderWithProviders(<AddUserForm creator="SHOP_ASSISTANT" />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Új Ottó');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'uj@example.com');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+36 30 123 4567abc');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+36 30 123 4567');
    await user.type(screen.getByLabelText(/^Password \*/), 'Titok1234');
    await user.type(screen.getByLabelText(/Confirm password/), 'Titok1234');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          name: 'Új Ottó',
          email: 'uj@example.com',
          phone: '+36 30 123 4567',
          role: 'CUSTOMER',
          password: 'Titok1234',
          language: 'en',
        },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue(''));

    await i18n.changeLanguage('hu');
    await fill(user, 'foglalt@example.com');
    await user.click(screen.getByRole('button', { name: 'Felhasználó hozzáadása' }));
    expect(await screen.findByText('Ez az e-mail-cím már foglalt')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'Ez az e-mail-cím már foglalt',
    );
  });
});
