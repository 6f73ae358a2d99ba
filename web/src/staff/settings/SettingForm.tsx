import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import buttonStyles from '../../components/button.module.css';
import { Form } from '../../components/form/Form.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import formStyles from '../../components/form/form.module.css';
import { digitsOnly } from '../../components/form/values.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import screen from '../shared/screen.module.css';
import { type Setting, settingQuery } from './settings.ts';

const schemaFor = (max: number) =>
  z.object({
    value: z
      .string()
      .min(1, 'required')
      .regex(/^\d+$/, 'digitsOnly')
      .refine((v) => Number(v) <= max, 'tooLarge'),
  });
type Values = z.infer<ReturnType<typeof schemaFor>>;

/** Shows a number setting and sets a new one: the delivery time and the minimum order price (SPEC §2, §5). */
export function SettingForm({ setting }: { setting: Setting }) {
  const { t } = useTranslation('staff');
  const client = useQueryClient();
  const id = useId();
  const current = useQuery(settingQuery(setting));
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(setting.max)),
    defaultValues: { value: '' },
  });
  const save = useMutation({
    mutationFn: setting.save,
    onSuccess: (value) => {
      client.setQueryData(setting.queryKey, value);
      client.invalidateQueries({ queryKey: setting.queryKey });
      form.reset();
      notifyStaff('success', 'settings.saved', 'short');
    },
    onError: () => notifyServerError(),
  });
  useDocumentTitle(t(setting.title));

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t(setting.title)}</h1>
      {current.data === undefined ? (
        current.isError ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : (
          <Spinner label={t('loading')} />
        )
      ) : (
        <p className={screen.current}>{t(`settings.${setting.name}.current`, { value: current.data })}</p>
      )}
      <Form
        form={form}
        errorText={(message) =>
          message && t(`settings.errors.${message}` as ParseKeys<'staff'>, { max: setting.max })
        }
        className={formStyles.inline}
        onSubmit={form.handleSubmit(({ value }) => save.mutate(Number(value)))}
      >
        <FormInput
          name="value"
          label={t(`settings.${setting.name}.label`)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          aria-required
          filter={digitsOnly}
        />
        <button
          type="submit"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          disabled={save.isPending}
        >
          {t('settings.save')}
        </button>
      </Form>
    </section>
  );
}
