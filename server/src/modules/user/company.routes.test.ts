import { describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../test/factories.ts';
import { useUserApp } from '../../../test/user-app.ts';

const accounts = useUserApp();
const { inject } = accounts;

const company = {
  companyName: 'Példa Kft.',
  taxNumber: '10773381-2-44',
  billingAddress: { zipCode: '1134', city: 'Budapest', street: 'Váci út 12.' },
};

describe('company details in the profile (PUT /api/user/company)', () => {
  it('saves them, shows them on the account, changes and removes them', async () => {
    const { token } = await loggedInUser(accounts.app, accounts.db);
    expect((await inject('GET', '/api/user/activeuser', { token })).json().users[0].company).toBeNull();

    const saved = await inject('PUT', '/api/user/company', { token, payload: { company } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().users[0].company).toEqual(company);
    expect((await inject('GET', '/api/user/activeuser', { token })).json().users[0].company).toEqual(company);

    const changed = await inject('PUT', '/api/user/company', {
      token,
      payload: { company: { ...company, companyName: 'Másik Bt.', taxNumber: ' hu 1062 5790 ' } },
    });
    expect(changed.json().users[0].company).toMatchObject({
      companyName: 'Másik Bt.',
      taxNumber: 'HU10625790',
    });

    const removed = await inject('PUT', '/api/user/company', { token, payload: { company: null } });
    expect(removed.json().users[0].company).toBeNull();
    expect((await inject('GET', '/api/user/activeuser', { token })).json().users[0].company).toBeNull();
  });

  it('keeps them to the account that saved them', async () => {
    const anna = await loggedInUser(accounts.app, accounts.db);
    const bela = await loggedInUser(accounts.app, accounts.db);
    await inject('PUT', '/api/user/company', { token: anna.token, payload: { company } });
    expect(
      (await inject('GET', '/api/user/activeuser', { token: bela.token })).json().users[0].company,
    ).toBeNull();
  });

  it('refuses a tax number with a wrong check digit, naming the field, and keeps the saved details', async () => {
    const { token } = await loggedInUser(accounts.app, accounts.db);
    await inject('PUT', '/api/user/company', { token, payload: { company } });
    const wrong = await inject('PUT', '/api/user/company', {
      token,
      payload: { company: { ...company, taxNumber: '10773382-2-44' } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'company.taxNumber',
      message: expect.stringContaining('taxNumberCheckDigit'),
    });
    expect((await inject('GET', '/api/user/activeuser', { token })).json().users[0].company).toEqual(company);
  });

  it('refuses a missing company name or billing zip code, and a body without `company`', async () => {
    const { token } = await loggedInUser(accounts.app, accounts.db);
    const noName = await inject('PUT', '/api/user/company', {
      token,
      payload: { company: { ...company, companyName: '  ' } },
    });
    expect(noName.json()).toMatchObject({
      field: 'company.companyName',
      message: expect.stringContaining('required'),
    });
    const badZip = await inject('PUT', '/api/user/company', {
      token,
      payload: { company: { ...company, billingAddress: { ...company.billingAddress, zipCode: '113' } } },
    });
    expect(badZip.json()).toMatchObject({
      field: 'company.billingAddress.zipCode',
      message: expect.stringContaining('zipInvalid'),
    });
    expect((await inject('PUT', '/api/user/company', { token, payload: {} })).statusCode).toBe(400);
  });

  it('is for logged-in users only', async () => {
    expect((await inject('PUT', '/api/user/company', { payload: { company } })).statusCode).toBe(401);
  });
});
