import { can } from '@konyha/domain/users/capabilities';
import { isStaff, type Role } from '@konyha/domain/users/roles';
import type { TwoFactorStatus } from '@konyha/domain/users/two-factor.schemas';
import { verifyPassword } from '../../crypto/password.ts';
import { AppError, LoginRefused, notFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { type CodeCheck, type CodeCheckDeps, createCodeCheck } from './two-factor.code-check.ts';
import { enrolmentOf, newRecoveryCodes, newSecret, stepOfCode } from './two-factor.codes.ts';
import * as repo from './two-factor.repository.ts';

const wrongCodeMessage = 'The two-factor code is wrong or already used';
const wrongCode = () => new AppError('WRONG_TWO_FACTOR_CODE', wrongCodeMessage, 'code');

/** MANAGER and ADMIN may always switch it on; every staff role once an ADMIN requires it. */
function mayEnrol(role: Role, required: boolean) {
  return can(role, 'enrolTwoFactor') || (required && isStaff(role));
}

/**
 * The second step of a login for a user with two-factor on (POST /user/login with `code`): without a code the
 * answer is 401 TWO_FACTOR_REQUIRED, so the web asks for one; a wrong or replayed one is 401 WRONG_TWO_FACTOR_CODE;
 * too many wrong ones for the account lock its code check (429 TWO_FACTOR_LOCKED, see `createCodeCheck`).
 */
export async function checkLoginCode(
  check: CodeCheck,
  user: {
    id: number;
    email: string;
    name: string;
    language: string;
    totpSecret: string | null;
    totpLastStep: number | null;
  },
  code: string | undefined,
) {
  if (!user.totpSecret) return;
  if (!code) throw new AppError('TWO_FACTOR_REQUIRED', 'Enter the code of your authenticator app', 'code');
  const owner = { ...user, secret: user.totpSecret, lastStep: user.totpLastStep };
  if (!(await check(owner, code))) throw new LoginRefused('WRONG_TWO_FACTOR_CODE', wrongCodeMessage, 'code');
}

/** Enrolment, switching off, the ADMIN's reset for a lost phone, and the ADMIN's requirement (issue 10). */
export function createTwoFactorService({ settings, ...deps }: CodeCheckDeps & { settings: SettingsService }) {
  const { database, clock } = deps;
  const db = database.db;
  const checkCode = createCodeCheck(deps);
  const isRequired = async () => (await settings.read()).twoFactorRequired;

  async function stateOf(userId: number) {
    const state = await repo.findTwoFactorState(db, userId);
    if (!state) throw notFound('User');
    return state;
  }

  return {
    async status(auth: AuthUser): Promise<TwoFactorStatus> {
      const [state, required] = await Promise.all([stateOf(auth.id), isRequired()]);
      const enabled = state.enabledAt !== null;
      return {
        enabled,
        available: mayEnrol(state.role, required),
        setupRequired: required && isStaff(state.role) && !enabled,
        recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, auth.id) : 0,
      };
    },

    /** Makes a new pending secret (replacing an unconfirmed one) and answers it as text, URI and QR code. */
    async setup(auth: AuthUser) {
      const state = await stateOf(auth.id);
      if (!mayEnrol(state.role, await isRequired()))
        throw new AppError('FORBIDDEN', 'Two-factor login is for staff accounts');
      if (state.enabledAt) throw new AppError('CONFLICT', 'Two-factor login is already on');
      const secret = newSecret();
      await repo.setPendingSecret(db, auth.id, secret);
      return enrolmentOf(secret, state.email);
    },

    /** The first code proves the app has the secret: two-factor goes on and the recovery codes are shown once. */
    async confirm(auth: AuthUser, code: string) {
      const state = await stateOf(auth.id);
      if (state.enabledAt) throw new AppError('CONFLICT', 'Two-factor login is already on');
      if (!state.pendingSecret) throw new AppError('CONFLICT', 'Start the two-factor setup first');
      const now = clock();
      const step = stepOfCode(state.pendingSecret, code, now);
      if (step === null) throw wrongCode();
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        if (!(await repo.enable(tx, auth.id, state.pendingSecret as string, step, now)))
          throw new AppError('CONFLICT', 'The setup changed meanwhile; start it again');
        await repo.replaceRecoveryCodes(tx, auth.id, codes.hashes);
      });
      return { recoveryCodes: codes.shown };
    },

    /** Switching off needs the password and a current code (or a recovery code), not just an open session. */
    async disable(auth: AuthUser, password: string, code: string) {
      const state = await stateOf(auth.id);
      if (!state.secret) throw new AppError('CONFLICT', 'Two-factor login is not on');
      if (!(await verifyPassword(state.passwordHash, password)))
        throw new AppError('WRONG_PASSWORD', 'The password is wrong', 'password');
      if (!(await checkCode({ ...state, secret: state.secret }, code))) throw wrongCode();
      await db.transaction((tx) => repo.disable(tx, auth.id));
    },

    /** An ADMIN switches it off for a staff member who lost the phone and the recovery codes. */
    async resetFor(auth: AuthUser, userId: number) {
      if (userId === auth.id)
        throw new AppError('FORBIDDEN', 'Switch your own two-factor login off on your security tab');
      await stateOf(userId);
      await db.transaction((tx) => repo.disable(tx, userId));
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
