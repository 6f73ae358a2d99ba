import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerUser, renderApp } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stubApi.ts';

const company = {
  companyName: 'Példa Kft.',
  taxNumber: '10773381-2-44',
  billingAddress: { zipCode: '1134', city: 'Budapest', street: 'Váci út 12.' },
};
const answer = (saved: typeof company | null) => ({ body: { users: [{ ...customerUser, company: saved }] } });
const sentBody = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls
    .filter(([url, init]) => url === '/api/user/company' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

async function openTab(user = customerUser) {
  renderApp('/profile/company', { user });
  return within(await screen.findByRole('form', { name: 'Cégadatok számlához' }));
}

describe('company details in the profile', () => {
  it('has a tab of its own', async () => {
    renderApp('/profile', { user: customerUser });
    const tabs = within(await screen.findByRole('navigation', { name: 'Profil menü' }));
    await userEvent.click(tabs.getByRole('link', { name: 'Cégadatok' }));
    expect(tabs.getByRole('link', { name: 'Cégadatok' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText(/Még nincsenek mentett cégadataid\./)).toBeVisible();
  });

  it('saves the company details typed', async () => {
    const api = stubApi({ 'PUT /api/user/company': answer(company) });
    const form = await openTab();
    expect(form.queryByRole('button', { name: 'Cégadatok törlése' })).not.toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Cégnév'), company.companyName);
    await userEvent.type(form.getByLabelText('Adószám'), company.taxNumber);
    const billing = within(form.getByRole('group', { name: 'Számlázási cím' }));
    await userEvent.type(billing.getByLabelText('Irányítószám'), '1134');
    await userEvent.type(billing.getByLabelText('Település'), 'Budapest');
    await userEvent.type(billing.getByLabelText('Utca, házszám'), 'Váci út 12.');
    await userEvent.click(form.getByRole('button', { name: 'Cégadatok mentése' }));
    await waitFor(() => expect(sentBody(api)).toEqual([{ company }]));
    expect(await form.findByRole('button', { name: 'Cégadatok törlése' })).toBeVisible();
  });

  it('refuses a tax number with a wrong check digit before sending anything', async () => {
    const api = stubApi({});
    const form = await openTab({ ...customerUser, company });
    const taxNumber = form.getByLabelText('Adószám');
    await userEvent.clear(taxNumber);
    await userEvent.type(taxNumber, 'HU10773382');
    await userEvent.click(form.getByRole('button', { name: 'Cégadatok mentése' }));
    await waitFor(() => expect(taxNumber).toHaveAccessibleDescription(/Ez nem érvényes adószám/));
    expect(sentBody(api)).toEqual([]);
  });

  it('shows saved details, changes them, and removes them', async () => {
    const changed = { ...company, companyName: 'Másik Bt.' };
    const api = stubApi({ 'PUT /api/user/company': answer(changed) });
    const form = await openTab({ ...customerUser, company });
    expect(form.getByLabelText('Cégnév')).toHaveValue('Példa Kft.');
    expect(form.getByLabelText('Adószám')).toHaveValue('10773381-2-44');
    const save = form.getByRole('button', { name: 'Cégadatok mentése' });
    expect(save).toBeDisabled();
    await userEvent.clear(form.getByLabelText('Cégnév'));
    await userEvent.type(form.getByLabelText('Cégnév'), 'Másik Bt.');
    await userEvent.click(save);
    await waitFor(() => expect(sentBody(api)).toEqual([{ company: changed }]));

    stubApi({ 'PUT /api/user/company': answer(null) });
    await userEvent.click(form.getByRole('button', { name: 'Cégadatok törlése' }));
    await waitFor(() => expect(form.getByLabelText('Cégnév')).toHaveValue(''));
    expect(form.queryByRole('button', { name: 'Cégadatok törlése' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal at its field", async () => {
    stubApi({
      'PUT /api/user/company': {
        status: 400,
        body: {
          errorType: 'VALIDATION_ERROR',
          field: 'company.billingAddress.zipCode',
          message: 'company.billingAddress.zipCode: zipInvalid',
        },
      },
    });
    const form = await openTab({ ...customerUser, company });
    await userEvent.type(form.getByLabelText('Cégnév'), ' 2');
    await userEvent.click(form.getByRole('button', { name: 'Cégadatok mentése' }));
    const zip = within(form.getByRole('group', { name: 'Számlázási cím' })).getByLabelText('Irányítószám');
    await waitFor(() => expect(zip).toHaveAccessibleDescription('Érvénytelen irányítószám'));
    expect(zip).toHaveFocus();
  });
});
