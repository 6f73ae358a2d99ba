import { zodResolver } from '@hookform/resolvers/zod';
import type { Role } from '@konyha/domain/users/roles';
import { rolesCreatableBy, staffNewUserSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SubmitButton } from '../../../components/form/Form.tsx';
import { FormField } from '../../../components/form/FormInput.tsx';
import styles from '../../../components/form/form.module.css';
import { PasswordPair } from '../../../components/form/PasswordPair.tsx';
import { EmailInput, NameInput, PhoneInput } from '../../../components/form/presets.tsx';
import { showRefusal } from '../../../components/form/refusal.ts';
import { useLanguage } from '../../../i18n/i18n.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';
import { useValidationText } from '../../shared/validation.ts';
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
  const { t } = useTranslation('staff');
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
  const { errors } = form.formState;
  const blocked = Boolean(errors.email || errors.password || errors.confirmPassword);

  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...user }) => {
    try {
      await addUser.mutateAsync({ ...user, language });
      form.reset(empty);
      notifyStaff('success', 'user.verificationSent', 'longest');
    } catch (failure) {
      if (!showRefusal(form, failure, { EMAIL_TAKEN: ['email', 'emailExists'] })) notifyServerError();
    }
  });

  return (
    <Form form={form} errorText={useValidationText()} onSubmit={submit} className={styles.panel}>
      <NameInput label={t('user.name')} required autoComplete="off" />
      <EmailInput label={t('user.email')} required autoComplete="off" />
      <PhoneInput label={t('user.phone')} required autoComplete="off" filter={phoneCharacters} />
      <FormField name="role" label={t('user.role')} required>
        {(control) => (
          <select {...control} {...form.register('role')}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <PasswordPair labels={{ password: t('user.password'), confirm: t('user.confirmPassword') }} required />
      <p className={styles.note}>{t('user.passwordHint')}</p>
      <div className={styles.actions}>
        <SubmitButton blocked={blocked}>{t('user.add')}</SubmitButton>
      </div>
    </Form>
  );
}
