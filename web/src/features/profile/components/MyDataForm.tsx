import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema } from '@konyha/domain/users/user.schemas';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/Field.tsx';
import { FormCard, SubmitButton } from '../../../components/form/Form.tsx';
import styles from '../../../components/form/form.module.css';
import { NameInput, PhoneInput } from '../../../components/form/presets.tsx';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { type SessionUser, useSessionActions } from '../../../lib/session.ts';
import { accountToast } from '../../../lib/toasts/accountToast.ts';
import { notify, notifyServerError } from '../../../lib/toasts/store.ts';
import { updateProfile } from '../api/profile.ts';

type Values = { name: string; phone: string };

/** My data (SPEC §2, §5): name and phone can change; the e-mail is shown read-only (immutable.email). */
export function MyDataForm({ user }: { user: SessionUser }) {
  const { t } = useFeatureTranslation('account');
  const { refreshUser } = useSessionActions();
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues: { name: user.name, phone: user.phone },
  });

  const submit = form.handleSubmit(async (changes) => {
    try {
      const saved = await updateProfile(changes);
      await refreshUser(saved);
      form.reset({ name: saved.name, phone: saved.phone });
      notify(accountToast('success', 'profile.saved', 'short'));
    } catch {
      notifyServerError();
    }
  });

  return (
    <FormCard form={form} texts="account" onSubmit={submit} heading={t('profile.myDataHeading')}>
      <Field label={t('fields.email')} hint={t('immutable.email')}>
        {(control) => <input {...control} value={user.email} readOnly type="email" />}
      </Field>
      <NameInput label={t('fields.name')} />
      <PhoneInput label={t('fields.phone')} />
      <div className={styles.actions}>
        <SubmitButton blocked={!form.formState.isDirty}>{t('profile.save')}</SubmitButton>
      </div>
    </FormCard>
  );
}
