import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerUser, renderApp, staffUser } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stubApi.ts';

const status = (values: object) => ({
  body: { enabled: false, available: true, setupRequired: false, recoveryCodesLeft: 0, ...values },
});
const codes = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKMN-PQ${String(i).padStart(2, '0')}`);

describe('the security tab', () => {
  it('enrols: QR code with a text alternative, the key as text, a first code, then the codes shown once', async () => {
    const sent = stubApi({
      'GET /api/user/two-factor': status({}),
      'POST /api/user/two-factor/setup': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /api/user/two-factor/confirm': { body: { recoveryCodes: codes } },
    });
    renderApp('/profile/security', { user: staffUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Kétlépcsős belépés bekapcsolása' }));

    const setup = await screen.findByRole('form', { name: 'A hitelesítő alkalmazás beállítása' });
    expect(within(setup).getByRole('img', { name: /QR-kód/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(within(setup).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await userEvent.type(within(setup).getByLabelText('Az alkalmazás kódja'), '123456{Enter}');

    const shown = await screen.findByRole('region', { name: 'A helyreállító kódjaid' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(within(shown).getByText(/csak most látod őket/)).toBeVisible();
    expect(within(shown).getByRole('link', { name: 'Letöltés fájlként' })).toHaveAttribute(
      'download',
      'konyha-recovery-codes.txt',
    );
    const confirm = sent.mock.calls.find(([url]) => url === '/api/user/two-factor/confirm');
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ code: '123456' });
  }, 15_000);

  it('says when an ADMIN requires it, and has no tab for customers', async () => {
    stubApi({ 'GET /api/user/two-factor': status({ setupRequired: true }) });
    renderApp('/profile/security', { user: { ...staffUser, role: 'SHOP_ASSISTANT' } });
    expect(await screen.findByText(/előírta a kétlépcsős belépést/)).toBeVisible();

    const { router } = renderApp('/profile/security', { user: customerUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('is where the dashboard sends staff who must enrol first', async () => {
    stubApi({ 'GET /api/user/two-factor': status({ setupRequired: true }) });
    const { router } = renderApp('/dashboard/current-orders', { user: staffUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/security'), { timeout: 8000 });
  }, 15_000);
});
