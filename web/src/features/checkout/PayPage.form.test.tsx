import { aSavedAddress } from '@konyha/domain/testing/customer.fixture';
import type { User } from '@konyha/domain/users/user.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openForm } from '../../test/payForm.ts';
import { customerUser, renderApp } from '../../test/render.tsx';
import { serveApi, storeCart } from '../../test/shopApi.ts';

// Loaded before the tests, so the route's lazy import is instant and no test waits for the transform.
await import('./PayPage.tsx');

const customer = (addresses: User['addresses']): User => ({
  ...customerUser,
  phone: '+36 30 555 1234',
  registrationDate: '2026-01-01T10:00:00Z',
  addresses,
});
const home = aSavedAddress({ id: 5, zipCode: '1137', street: 'Pozsonyi út 24.' });
const office = aSavedAddress({ id: 6, zipCode: '1134', street: 'Váci út 1.' });

describe('the pay form before sending', () => {
  it('goes home with an empty cart and back to the cart below the minimum', async () => {
    serveApi();
    const { router } = renderApp('/pay');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    storeCart(1);
    await router.navigate('/pay');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('shows a logged-in customer’s details read-only with the hint and preselects the one saved address', async () => {
    await openForm(customer([home]));
    for (const [label, value] of [
      ['Név', customerUser.name],
      ['E-mail-cím', customerUser.email],
      ['Telefonszám', '+36 30 555 1234'],
    ]) {
      const input = screen.getByLabelText(label as string);
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('readonly');
      expect(input).toHaveAccessibleDescription(/profilodban módosíthatod/);
    }
    expect(screen.queryByLabelText('Mentett címeid')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Irányítószám')).toHaveValue('1137');
    await waitFor(() => expect(screen.getByLabelText('Utca')).toHaveValue('Pozsonyi út'));
    expect(screen.getByLabelText('Házszám')).toHaveValue('24.');
    expect(await screen.findByRole('option', { name: 'Kapucsengő: 12' })).toBeInTheDocument();
  });

  it('lets a customer with several saved addresses pick one', async () => {
    await openForm(customer([home, office]));
    expect(screen.getByLabelText('Irányítószám')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Mentett címeid'), '6');
    await waitFor(() => expect(screen.getByLabelText('Utca')).toHaveValue('Váci út'));
    expect(screen.getByLabelText('Irányítószám')).toHaveValue('1134');
    expect(screen.getByLabelText('Házszám')).toHaveValue('1.');
  });

  it('marks required fields on submit and the card fields with the card messages', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Online bankkártyás fizetés' }));
    await userEvent.type(screen.getByLabelText('Kártyaszám'), '4111abc');
    expect(screen.getByLabelText('Kártyaszám')).toHaveValue('4111');
    await userEvent.type(screen.getByLabelText('Biztonsági kód (CVC)'), '12');
    await userEvent.type(screen.getByLabelText('Lejárat hónapja (HH)'), '13');
    await userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));
    expect(await screen.findByLabelText('Név')).toHaveAccessibleDescription('Kötelező mező');
    expect(screen.getByLabelText('Kártyaszám')).toHaveAccessibleDescription('A kártyaszám túl rövid');
    expect(screen.getByLabelText('Biztonsági kód (CVC)')).toHaveAccessibleDescription(
      'A biztonsági kód túl rövid (3 számjegy)',
    );
    expect(screen.getByLabelText('Lejárat hónapja (HH)')).toHaveAccessibleDescription('Hibás lejárati dátum');
    expect(screen.getByRole('checkbox', { name: /^Elfogadom/ })).toHaveAccessibleDescription(
      'A rendeléshez el kell fogadnod a feltételeket',
    );
  });

  it('checks the e-mail on blur and keeps letters out of the phone', async () => {
    await openForm();
    await userEvent.type(screen.getByLabelText('E-mail-cím'), 'nem-email');
    await userEvent.tab();
    expect(screen.getByLabelText('E-mail-cím')).toHaveAccessibleDescription('Érvénytelen e-mail-cím');
    await userEvent.type(screen.getByLabelText('Telefonszám'), '+36a30b');
    expect(screen.getByLabelText('Telefonszám')).toHaveValue('+3630');
  });
});
