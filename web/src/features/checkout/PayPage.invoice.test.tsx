import { aSavedAddress } from '@konyha/domain/testing/customer.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { atTime, fillGuest, openForm, openNow, serveApiOrder } from '../../test/payForm.ts';
import { customerUser } from '../../test/render.tsx';
import { callsTo } from '../../test/shopApi.ts';

await import('./PayPage.tsx');

const company = {
  companyName: 'Példa Kft.',
  taxNumber: '10773381-2-44',
  billingAddress: { zipCode: '1134', city: 'Budapest', street: 'Váci út 12.' },
};
const placed = { orderId: 9, statusUrl: 'http://localhost:8080/order-status/Inv01ce' };

const invoiceBox = () => screen.getByRole('checkbox', { name: 'Céges számlát kérek' });
const billing = () => within(screen.getByRole('group', { name: 'Számlázási cím' }));
const send = () => userEvent.click(screen.getByRole('button', { name: 'Rendelés elküldése' }));

describe('a company invoice in the pay form', () => {
  it('opens the company fields with the box and sends them as the invoice, the delivery address copied', async () => {
    atTime(openNow);
    const { api, router } = await openForm();
    serveApiOrder(api, Promise.resolve(placed));
    await fillGuest();
    expect(screen.queryByLabelText('Cégnév')).not.toBeInTheDocument();
    await userEvent.click(invoiceBox());
    await userEvent.type(screen.getByLabelText('Cégnév'), 'Példa Kft.');
    await userEvent.type(screen.getByLabelText('Adószám'), '10773381-2-44');
    await userEvent.click(screen.getByRole('button', { name: 'Ugyanaz, mint a szállítási cím' }));
    expect(billing().getByLabelText('Utca, házszám')).toHaveValue('Váci út 12.');
    // A guest has no profile to save to.
    expect(screen.queryByRole('checkbox', { name: /profilomba/ })).not.toBeInTheDocument();
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-status/Inv01ce'));
    expect(callsTo(api, 'POST /api/order/add')[0]?.body.invoice).toEqual(company);
  });

  it('tells the format of the tax number and checks its check digit as it is typed', async () => {
    atTime(openNow);
    await openForm();
    await userEvent.click(invoiceBox());
    const taxNumber = screen.getByLabelText('Adószám');
    expect(taxNumber).toHaveAccessibleDescription(/12345678-1-23.*HU12345678/);
    await userEvent.type(taxNumber, '1077338');
    expect(taxNumber).not.toHaveAttribute('aria-invalid');
    await userEvent.type(taxNumber, '2-2-44');
    await waitFor(() => expect(taxNumber).toHaveAccessibleDescription(/Ez nem érvényes adószám/));
    await userEvent.clear(taxNumber);
    await userEvent.type(taxNumber, 'hu10773381');
    await waitFor(() => expect(taxNumber).not.toHaveAttribute('aria-invalid'));
  });

  it('keeps the order from going while a company detail is missing, and sends no invoice once unticked', async () => {
    atTime(openNow);
    const { api, router } = await openForm();
    serveApiOrder(api, Promise.resolve(placed));
    await fillGuest();
    await userEvent.click(invoiceBox());
    await userEvent.type(screen.getByLabelText('Cégnév'), 'Példa Kft.');
    await send();
    expect(await screen.findByLabelText('Adószám')).toHaveAccessibleDescription(/Kötelező/);
    expect(billing().getByLabelText('Irányítószám')).toHaveAccessibleDescription('Kötelező mező');
    expect(callsTo(api, 'POST /api/order/add')).toHaveLength(0);

    await userEvent.click(invoiceBox());
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-status/Inv01ce'));
    expect(callsTo(api, 'POST /api/order/add')[0]?.body).not.toHaveProperty('invoice');
  });

  it("shows the server's refusal of the tax number at its field", async () => {
    atTime(openNow);
    const { api } = await openForm();
    const refusal = {
      errorType: 'VALIDATION_ERROR',
      field: 'invoice.taxNumber',
      message: 'invoice.taxNumber: taxNumberCheckDigit',
    };
    serveApiOrder(api, Promise.resolve({ status: 400, body: refusal }));
    await fillGuest();
    await userEvent.click(invoiceBox());
    await userEvent.type(screen.getByLabelText('Cégnév'), company.companyName);
    await userEvent.type(screen.getByLabelText('Adószám'), company.taxNumber);
    await userEvent.click(screen.getByRole('button', { name: 'Ugyanaz, mint a szállítási cím' }));
    await send();
    await waitFor(() =>
      expect(screen.getByLabelText('Adószám')).toHaveAccessibleDescription(/Ez nem érvényes adószám/),
    );
    expect(screen.getByLabelText('Adószám')).toHaveFocus();
  });

  it("fills in a customer's saved company and saves the details typed to the profile when asked", async () => {
    atTime(openNow);
    const office = aSavedAddress({ id: 6, zipCode: '1134', street: 'Váci út 1.' });
    const customer = { ...customerUser, addresses: [office], company };
    const { api, router } = await openForm(customer, {
      'PUT /api/user/company': (body) => ({ users: [{ ...customer, ...(body as object) }] }),
    });
    serveApiOrder(api, Promise.resolve(placed));
    await waitFor(() => expect(screen.getByLabelText('Utca')).toHaveValue('Váci út'));
    await userEvent.click(invoiceBox());
    expect(screen.getByLabelText('Cégnév')).toHaveValue('Példa Kft.');
    expect(billing().getByLabelText('Település')).toHaveValue('Budapest');
    const name = screen.getByLabelText('Cégnév');
    await userEvent.clear(name);
    await userEvent.type(name, 'Új Név Bt.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cégadataim mentése a profilomba' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Elfogadom/ }));
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-status/Inv01ce'));
    const changed = { ...company, companyName: 'Új Név Bt.' };
    expect(callsTo(api, 'POST /api/order/add')[0]?.body.invoice).toEqual(changed);
    expect(callsTo(api, 'PUT /api/user/company').map((call) => call.body)).toEqual([{ company: changed }]);
  });
});
