import { zodResolver } from '@hookform/resolvers/zod';
import type { Role } from '@konyha/domain/users/roles';
import { rolesCreatableBy, staffNewUserSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../../../app/api.ts';
import { notifyServerError } from '../../../../app/toasts/store.ts';
import buttonStyles from '../../../../components/button.module.css';
import { Field, InputField } from '../../../../components/form/Field.tsx';
import styles from '../../../../components/form/form.module.css';
import { PasswordPair } from '../../../../components/form/PasswordPair.tsx';
import { useLanguage } from '../../../../i18n/i18n.ts';
import { notifyAdmin } from '../../shared/notifyAdmin.ts';
import { validationText } from '../../shared/validation.ts';
import { useAddUser } from '../api/users.ts';

const schema = staffNewUserSchema
  .omit({ language: true })
  .extend({ confirmPassword: z.string().min(1, 'required') })
  // Compared even while other fields are wrong, so the mismatch shows as soon as the confirmation is left.
  .refine((user) => user.password === user.confirmPassword, {
    message: 'passwordsNotMatch',
    path: ['confirmPassword'],
    when: () => true,
  });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** Telephone inputs reject letters (SPEC §5): only what a phone number is written with stays. */
const phoneCharacters = (value: string) => value.replace(/[^\d\s+\-/()]/g, '');

/** Staff add a user with a role they may give (issue 6); the new user confirms by the mailed link. */
export function AddUserForm({ creator }: { creator: Role }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const addUser = useAddUser();
  const roles = rolesCreatableBy(creator);
  const empty: Values = {
    name: '',
    email: '',
    phone: '',
    role: roles[0] as Role,
    password: '',
    confirmPassword: '',
  };
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const blocked = Boolean(errors.email || errors.password || errors.confirmPassword);
  const error = (message: string | undefined) => validationText(t, message);

  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...user }) => {
    try {
      await addUser.mutateAsync({ ...user, language });
      form.reset(empty);
      notifyAdmin('success', 'user.verificationSent', 'longest');
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === 'EMAIL_TAKEN')
        form.setError('email', { message: 'emailExists' }, { shouldFocus: true });
      else notifyServerError();
    }
  });

  return (
    <form noValidate onSubmit={submit} className={styles.panel}>
      <InputField
        label={t('user.name')}
        errorText={error(errors.name?.message)}
        required
        type="text"
        autoComplete="off"
        maxLength={100}
        {...form.register('name')}
      />
      <InputField
        label={t('user.email')}
        errorText={error(errors.email?.message)}
        required
        type="email"
        autoComplete="off"
        maxLength={254}
        {...form.register('email')}
      />
      <InputField
        label={t('user.phone')}
        errorText={error(errors.phone?.message)}
        required
        type="tel"
        autoComplete="off"
        maxLength={25}
        {...form.register('phone')}
        filter={phoneCharacters}
      />
      <Field label={t('user.role')} errorText={error(errors.role?.message)} required>
        {(a11y) => (
          <select {...a11y} {...form.register('role')}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <PasswordPair
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        labels={{ password: t('user.password'), confirm: t('user.confirmPassword') }}
        errorText={{
          password: error(errors.password?.message),
          confirm: error(errors.confirmPassword?.message),
        }}
        required
      />
      <p className={styles.note}>{t('user.passwordHint')}</p>
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          disabled={isSubmitting || blocked}
        >
          {t('user.add')}
        </button>
      </div>
    </form>
  );
}
