import { aSavedAddress } from '@konyha/domain/testing/customer.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerUser, renderApp } from '../../test/render.tsx';
import { stubApi } from '../../test/stubApi.ts';

const delivery = {
  'GET /api/shipping-cost/shipping-costs': { body: [{ zipCode: '1136', cost: 490 }] },
  'GET /api/streets/1136': { body: ['Hollán Ernő utca', 'Pannónia utca'] },
};

/** Fills the new-address form with Pannónia utca 12., 1136 (and `details`, by label) and saves it; answers the form. */
/** Opens the new-address form with the server refusing the address at `field`. */
function openNewAddressRefusing(field: string, message: string) {
  stubApi({
    ...delivery,
    'POST /api/user/address': { status: 400, body: { errorType: 'VALIDATION_ERROR', field, message } },
  });
  renderApp('/profile/addresses/new', { user: customerUser });
}

async function saveNewAddress(details: Record<string, string> = {}) {
  const form = within(await screen.findByRole('form', { name: 'Új cím' }));
  await waitFor(() => expect(form.getByRole('option', { name: '1136' })).toBeInTheDocument());
  await userEvent.selectOptions(form.getByLabelText('Irányítószám'), '1136');
  await waitFor(() => expect(form.getByRole('option', { name: 'Pannónia utca' })).toBeInTheDocument());
  await userEvent.selectOptions(form.getByLabelText('Utca'), 'Pannónia utca');
  await userEvent.type(form.getByLabelText('Házszám'), '12.');
  for (const [label, text] of Object.entries(details)) await userEvent.type(form.getByLabelText(label), text);
  await userEvent.click(form.getByRole('button', { name: 'Cím mentése' }));
  return form;
}

describe('the profile', () => {
  it('marks the current tab', async () => {
    renderApp('/profile/addresses', { user: customerUser });
    const tabs = within(await screen.findByRole('navigation', { name: 'Profil menü' }));
    expect(tabs.getByRole('link', { name: 'Címeim' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Adataim' })).not.toHaveAttribute('aria-current');
  });

  it('shows the add-address form below the list only at /profile/addresses/new', async () => {
    stubApi(delivery);
    renderApp('/profile/addresses/new', { user: customerUser });
    const saved = await screen.findByText('1136 Budapest, Hollán Ernő utca 7.');
    const form = screen.getByRole('form', { name: 'Új cím' });
    expect(saved.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(['/profile/addresses/edit', '/profile/addresses/1'])(
    'sends %s back to the address list',
    async (path) => {
      const { router } = renderApp(path, { user: customerUser });
      await waitFor(() => expect(router.state.location.pathname).toBe('/profile/addresses'));
      expect(await screen.findByRole('link', { name: 'Új cím hozzáadása' })).toBeVisible();
      expect(screen.queryByRole('form', { name: 'Új cím' })).not.toBeInTheDocument();
    },
  );

  it('adds an address with the house number joined to the street, and its floor, door, doorbell and note', async () => {
    const saved = aSavedAddress({
      id: 40,
      street: 'Pannónia utca 12.',
      floor: '2.',
      door: '5',
      doorbell: '25',
      courierNote: 'A kapu a sarkon túl van',
    });
    const { id: _id, ...sent } = saved;
    const api = stubApi({
      ...delivery,
      'POST /api/user/address': {
        body: { users: [{ ...customerUser, addresses: [...customerUser.addresses, saved] }] },
      },
    });
    const { router } = renderApp('/profile/addresses/new', { user: customerUser });
    await saveNewAddress({
      Emelet: '2.',
      Ajtó: '5',
      'Kapucsengő vagy kaputelefon-kód': '25',
      'Megjegyzés a futárnak': 'A kapu a sarkon túl van',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/addresses'));
    const item = (await screen.findByText('1136 Budapest, Pannónia utca 12.')).closest('li') as HTMLElement;
    expect(within(item).getByText('Kapucsengő vagy kaputelefon-kód')).toBeVisible();
    expect(within(item).getByText('25')).toBeVisible();
    expect(within(item).getByText('A kapu a sarkon túl van')).toBeVisible();
    // The older address has no details, so it shows none.
    const older = screen.getByText('1136 Budapest, Hollán Ernő utca 7.').closest('li') as HTMLElement;
    expect(within(older).queryByText('Emelet')).not.toBeInTheDocument();
    const post = api.mock.calls.find(([url]) => url === '/api/user/address');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual(sent);
  });

  it('shows a refused address field on its input', async () => {
    openNewAddressRefusing('zipCode', 'x');
    const form = await saveNewAddress();
    await waitFor(() =>
      expect(form.getByLabelText('Irányítószám')).toHaveAccessibleDescription(
        'Erre az irányítószámra nem szállítunk',
      ),
    );
  });

  it("shows the server's refusal of the courier's note on its input", async () => {
    openNewAddressRefusing('courierNote', 'tooLong');
    const form = await saveNewAddress({ 'Megjegyzés a futárnak': 'Hátul' });
    await waitFor(() =>
      expect(form.getByLabelText('Megjegyzés a futárnak')).toHaveAccessibleDescription(/Túl hosszú/),
    );
    expect(form.getByLabelText('Megjegyzés a futárnak')).toHaveFocus();
  });

  it('shows a wrong current password on its field', async () => {
    stubApi({
      'PUT /api/user/password': {
        status: 400,
        body: { errorType: 'WRONG_PASSWORD', field: 'currentPassword', message: 'x' },
      },
    });
    renderApp('/profile', { user: customerUser });
    const form = within(await screen.findByRole('form', { name: 'Jelszó módosítása' }));
    expect(screen.getByLabelText('E-mail-cím')).toHaveAttribute('readonly');
    await userEvent.type(form.getByLabelText('Jelenlegi jelszó'), 'Wrong1234');
    await userEvent.type(form.getByLabelText('Új jelszó'), 'Secret123');
    await userEvent.type(form.getByLabelText('Jelszó megerősítése'), 'Secret123');
    await userEvent.click(form.getByRole('button', { name: 'Jelszó módosítása' }));
    await waitFor(() =>
      expect(form.getByLabelText('Jelenlegi jelszó')).toHaveAccessibleDescription('Hibás jelenlegi jelszó'),
    );
  });
});
