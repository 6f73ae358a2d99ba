import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { type SessionUser, useSessionActions } from '../../../app/session.ts';
import { notify, notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { useErrorText } from '../../../components/form/errorText.ts';
import { Field, InputField } from '../../../components/form/Field.tsx';
import form from '../../../components/form/form.module.css';
import { withoutLetters } from '../../../components/form/values.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../../account/accountToast.ts';
import { updateProfile } from '../api/profile.ts';

type Values = { name: string; phone: string };

/** My data (SPEC §2, §5): name and phone can change; the e-mail is shown read-only (immutable.email). */
export function MyDataForm({ user }: { user: SessionUser }) {
  const { t } = useFeatureTranslation('account');
  const errorText = useErrorText('account');
  const { refreshUser } = useSessionActions();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues: { name: user.name, phone: user.phone },
  });

  const submit = handleSubmit(async (changes) => {
    try {
      const saved = await updateProfile(changes);
      await refreshUser(saved);
      reset({ name: saved.name, phone: saved.phone });
      notify(accountToast('success', 'profile.saved', 'short'));
    } catch {
      notifyServerError();
    }
  });

  return (
    <form className={form.card} onSubmit={submit} noValidate aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">{t('profile.myDataHeading')}</h2>
      <Field label={t('fields.email')} hint={t('immutable.email')}>
        {(control) => <input {...control} value={user.email} readOnly type="email" />}
      </Field>
      <InputField
        label={t('fields.name')}
        errorText={errorText(errors.name?.message)}
        {...register('name')}
        autoComplete="name"
        maxLength={100}
      />
      <InputField
        label={t('fields.phone')}
        errorText={errorText(errors.phone?.message)}
        {...register('phone')}
        filter={withoutLetters}
        type="tel"
        autoComplete="tel"
        maxLength={25}
      />
      <div className={form.actions}>
        <button
          type="submit"
          className={`${button.button} ${button.primary}`}
          disabled={isSubmitting || !isDirty}
        >
          {t('profile.save')}
        </button>
      </div>
    </form>
  );
}
