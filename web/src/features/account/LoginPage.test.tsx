import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerUser, renderApp, staffUser } from '../../test/render.tsx';
import { stubApi } from '../../test/stubApi.ts';

const loginForm = async () => within(await screen.findByRole('form', { name: 'Bejelentkezés' }));
const signUpForm = async () => within(await screen.findByRole('form', { name: 'Regisztráció' }));

async function logInWith(email: string, password: string) {
  const form = await loginForm();
  await userEvent.type(form.getByLabelText('E-mail-cím'), email);
  await userEvent.type(form.getByLabelText('Jelszó'), password);
  await userEvent.click(form.getByRole('button', { name: 'Bejelentkezés' }));
}

const refused = (errorType: string, status = 401) => ({
  'POST /api/user/login': { status, body: { errorType, message: 'x' } },
});

describe('the login', () => {
  it.each([
    ['INCORRECT_USER', 'Hibás e-mail-cím vagy jelszó!'],
    ['DISABLED_USER', 'Az e-mail-címed még nincs megerősítve.'],
  ])('says why %s was refused', async (errorType, text) => {
    stubApi(refused(errorType));
    renderApp('/login');
    await logInWith('anna@example.com', 'Secret123');
    expect(await (await loginForm()).findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the server-error toast for other failures', async () => {
    stubApi(refused('TOO_MANY_REQUESTS', 429));
    renderApp('/login');
    await logInWith('anna@example.com', 'Secret123');
    expect(await screen.findByText(/Szerverhiba!/)).toBeVisible();
  });

  it.each([
    [customerUser, '/profile'],
    [staffUser, '/dashboard'],
  ])(
    'stores the token and moves on',
    async (user, target) => {
      stubApi({
        'POST /api/user/login': { body: { token: 'fresh' } },
        'GET /api/user/activeuser': { body: { users: [user] } },
      });
      const { router } = renderApp('/login');
      await logInWith(user.email, 'Secret123');
      await waitFor(() => expect(router.state.location.pathname).toBe(target), { timeout: 8000 });
      expect(JSON.parse(localStorage.getItem('konyha.session') ?? '{}')).toMatchObject({ token: 'fresh' });
    },
    15_000,
  );

  it('sends a logged-in visitor to the profile', async () => {
    const { router } = renderApp('/login', { user: customerUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('asks for the required fields on an empty submit', async () => {
    renderApp('/login');
    const form = await loginForm();
    await userEvent.click(form.getByRole('button', { name: 'Bejelentkezés' }));
    expect(form.getByLabelText('E-mail-cím')).toHaveAccessibleDescription('Kötelező mező');
    expect(form.getByLabelText('Jelszó')).toHaveAccessibleDescription('Kötelező mező');
  });
});

describe('the login with two-factor on', () => {
  const codeForm = async () => within(await screen.findByRole('form', { name: 'Kétlépcsős belépés' }));

  it('asks for the code and sends it with the e-mail and password again', async () => {
    const fetchMock = stubApi(refused('TWO_FACTOR_REQUIRED'));
    renderApp('/login');
    await logInWith(staffUser.email, 'Secret123');
    const form = await codeForm();
    // The code field takes the focus, so the keyboard goes on where it was.
    await waitFor(() => expect(form.getByLabelText('Kód')).toHaveFocus());
    stubApi({
      'POST /api/user/login': { body: { token: 'with-code' } },
      'GET /api/user/activeuser': { body: { users: [staffUser] } },
    });
    const sent = vi.mocked(fetch);
    await userEvent.type(form.getByLabelText('Kód'), '123456{Enter}');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('konyha.session') ?? '{}')).toMatchObject({
        token: 'with-code',
      }),
    );
    const [, init] = sent.mock.calls.find(([url]) => String(url) === '/api/user/login') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: staffUser.email,
      password: 'Secret123',
      code: '123456',
    });
    // The first stub answered the first login only (the page's other reads, e.g. the footer's hours, aside).
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/user/login')).toHaveLength(1);
  }, 15_000);

  it('says so on the code field when the code is wrong, and keeps the step', async () => {
    stubApi(refused('TWO_FACTOR_REQUIRED'));
    renderApp('/login');
    await logInWith(staffUser.email, 'Secret123');
    const form = await codeForm();
    stubApi(refused('WRONG_TWO_FACTOR_CODE'));
    await userEvent.type(form.getByLabelText('Kód'), '000000');
    await userEvent.click(form.getByRole('button', { name: 'Belépés' }));
    await waitFor(() =>
      expect(form.getByLabelText('Kód')).toHaveAccessibleDescription(/Hibás vagy már felhasznált kód/),
    );
    expect(form.getByLabelText('Kód')).toHaveFocus();
  });

  it("says on the code field that the account's code check is locked after too many wrong codes", async () => {
    stubApi(refused('TWO_FACTOR_REQUIRED'));
    renderApp('/login');
    await logInWith(staffUser.email, 'Secret123');
    const form = await codeForm();
    stubApi(refused('TWO_FACTOR_LOCKED', 429));
    await userEvent.type(form.getByLabelText('Kód'), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Belépés' }));
    await waitFor(() => expect(form.getByLabelText('Kód')).toHaveAccessibleDescription(/15 percre zároltuk/));
  });

  it('asks for a code on an empty submit and goes back to a filled-in login form', async () => {
    stubApi(refused('TWO_FACTOR_REQUIRED'));
    renderApp('/login');
    await logInWith(staffUser.email, 'Secret123');
    const form = await codeForm();
    await userEvent.click(form.getByRole('button', { name: 'Belépés' }));
    expect(form.getByLabelText('Kód')).toHaveAccessibleDescription(/Kötelező mező/);
    await userEvent.click(form.getByRole('button', { name: 'Vissza' }));
    expect((await loginForm()).getByLabelText('E-mail-cím')).toHaveValue(staffUser.email);
  });
});

describe('the sign-up', () => {
  it('checks the e-mail on blur and blocks the submit while it is wrong', async () => {
    renderApp('/login');
    const form = await signUpForm();
    await userEvent.type(form.getByLabelText('E-mail-cím'), 'not-an-address');
    await userEvent.tab();
    expect(form.getByLabelText('E-mail-cím')).toHaveAccessibleDescription('Érvénytelen e-mail-cím');
    expect(form.getByRole('button', { name: 'Regisztrálok' })).toBeDisabled();
    await userEvent.type(form.getByLabelText('E-mail-cím'), '@example.com');
    expect(form.getByRole('button', { name: 'Regisztrálok' })).toBeEnabled();
  });

  it('blocks the submit while the password is weak, and checks the confirmation', async () => {
    renderApp('/login');
    const form = await signUpForm();
    await userEvent.type(form.getByLabelText('Jelszó'), 'short');
    await userEvent.type(form.getByLabelText('Jelszó megerősítése'), 'other');
    await userEvent.tab();
    expect(form.getByLabelText('Jelszó')).toHaveAccessibleDescription(
      /Legalább 8 karakter.*legalább 8 karakter/is,
    );
    expect(form.getByLabelText('Jelszó megerősítése')).toHaveAccessibleDescription(
      'A jelszavak nem egyeznek',
    );
    expect(form.getByRole('button', { name: 'Regisztrálok' })).toBeDisabled();
  });

  async function fillSignUp() {
    const form = await signUpForm();
    await userEvent.type(form.getByLabelText('Név'), 'Szabó Péter');
    await userEvent.type(form.getByLabelText('E-mail-cím'), 'peter@example.com');
    await userEvent.type(form.getByLabelText('Telefonszám'), '+36 20 abc765 4321');
    await userEvent.type(form.getByLabelText('Jelszó'), 'Secret123');
    await userEvent.type(form.getByLabelText('Jelszó megerősítése'), 'Secret123');
    await userEvent.click(form.getByRole('button', { name: 'Regisztrálok' }));
    return form;
  }

  it('signs up in the UI language, then thanks for 10 s and empties the form', async () => {
    const api = stubApi({ 'POST /api/user/registrate': { status: 201, body: {} } });
    renderApp('/login');
    const form = await fillSignUp();
    expect(await screen.findByText(/Sikeres regisztráció!/)).toBeVisible();
    const [, sent] = api.mock.calls.find(([url]) => String(url) === '/api/user/registrate') ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({
      name: 'Szabó Péter',
      email: 'peter@example.com',
      phone: '+36 20 765 4321',
      password: 'Secret123',
      language: 'hu',
    });
    expect(form.getByLabelText('Név')).toHaveValue('');
  });

  it('says when the e-mail address is taken', async () => {
    stubApi({
      'POST /api/user/registrate': { status: 409, body: { errorType: 'EMAIL_TAKEN', message: 'x' } },
    });
    renderApp('/login');
    const form = await fillSignUp();
    await waitFor(() =>
      expect(form.getByLabelText('E-mail-cím')).toHaveAccessibleDescription(
        'Ezzel az e-mail-címmel már regisztráltak',
      ),
    );
    expect(form.getByRole('button', { name: 'Regisztrálok' })).toBeDisabled();
  });
});
