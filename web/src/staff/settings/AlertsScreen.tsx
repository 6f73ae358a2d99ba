import { zodResolver } from '@hookform/resolvers/zod';
import { type AlertSettings, alertSettingsSchema } from '@konyha/domain/orders/order-decisions.schemas';
import { can } from '@konyha/domain/users/capabilities';
import { useQuery } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SubmitButton } from '../../components/form/Form.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import { digitsOnly } from '../../components/form/values.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { alertSettingsQuery } from '../shared/api/alerts.ts';
import { useSaveAlertSettings } from './api/alerts.ts';

const { ringEverySeconds, escalateAfterMinutes, autoRejectAfterMinutes, preOrderAlertMinutes } =
  alertSettingsSchema.shape;
const bounds = (schema: z.ZodNumber) => ({ min: schema.minValue ?? 0, max: schema.maxValue ?? 0 });

/** A whole number typed as text, within the domain's bounds; its errors carry the bound ("tooLarge:300"). */
const wholeNumber = ({ min, max }: { min: number; max: number }) =>
  z
    .string()
    .min(1, 'required')
    .regex(/^\d+$/, 'digitsOnly')
    .refine((v) => Number(v) >= min, `tooSmall:${min}`)
    .refine((v) => Number(v) <= max, `tooLarge:${max}`);

const fields = {
  ringEverySeconds: bounds(ringEverySeconds),
  escalateAfterMinutes: bounds(escalateAfterMinutes),
  preOrderAlertMinutes: bounds(preOrderAlertMinutes),
  autoRejectAfterMinutes: bounds(autoRejectAfterMinutes.unwrap()),
};
const formSchema = z.object({
  ringEverySeconds: wholeNumber(fields.ringEverySeconds),
  escalateAfterMinutes: wholeNumber(fields.escalateAfterMinutes),
  preOrderAlertMinutes: wholeNumber(fields.preOrderAlertMinutes),
  // Empty: automatic rejection is off.
  autoRejectAfterMinutes: z.literal('').or(wholeNumber(fields.autoRejectAfterMinutes)),
});
type Values = z.infer<typeof formSchema>;

const toValues = (settings: AlertSettings): Values => ({
  ringEverySeconds: String(settings.ringEverySeconds),
  escalateAfterMinutes: String(settings.escalateAfterMinutes),
  preOrderAlertMinutes: String(settings.preOrderAlertMinutes),
  autoRejectAfterMinutes:
    settings.autoRejectAfterMinutes === null ? '' : String(settings.autoRejectAfterMinutes),
});
const toSettings = (values: Values): AlertSettings => ({
  ringEverySeconds: Number(values.ringEverySeconds),
  escalateAfterMinutes: Number(values.escalateAfterMinutes),
  preOrderAlertMinutes: Number(values.preOrderAlertMinutes),
  autoRejectAfterMinutes: values.autoRejectAfterMinutes === '' ? null : Number(values.autoRejectAfterMinutes),
});

/**
 * How the dashboards keep an order from being missed (issue 12): ringing interval, when an order is overdue, the
 * optional automatic rejection, when a pre-order rings again. Every staff role reads them; ADMIN and MANAGER change.
 */
export function AlertsScreen() {
  const { t } = useTranslation('staff');
  const { user } = useSession();
  const id = useId();
  const current = useQuery(alertSettingsQuery);
  const save = useSaveAlertSettings();
  const mayChange = Boolean(user && can(user.role, 'setAlerts'));
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    ...(current.data ? { values: toValues(current.data) } : {}),
  });
  useDocumentTitle(t('nav.alerts'));

  const errorText = (message: string | undefined) => {
    if (!message) return undefined;
    const [key, bound] = message.split(':');
    return t(`settings.errors.${key}` as ParseKeys<'staff'>, { min: bound, max: bound });
  };
  const input = (name: keyof Values, hint?: string) => (
    <FormInput
      name={name}
      label={t(`settings.alerts.${name}`)}
      hint={hint}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      required={name !== 'autoRejectAfterMinutes'}
      readOnly={!mayChange}
      filter={digitsOnly}
    />
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('nav.alerts')}</h1>
      <p>{t('settings.alerts.intro')}</p>
      {current.data === undefined ? (
        current.isError ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : (
          <Spinner label={t('loading')} />
        )
      ) : (
        <Form
          form={form}
          errorText={errorText}
          onSubmit={form.handleSubmit(async (values) => {
            await save.mutateAsync(toSettings(values)).catch(() => undefined);
          })}
        >
          {input('ringEverySeconds')}
          {input('escalateAfterMinutes')}
          {input('autoRejectAfterMinutes', t('settings.alerts.autoRejectHint'))}
          {input('preOrderAlertMinutes')}
          {mayChange ? <SubmitButton>{t('settings.save')}</SubmitButton> : null}
        </Form>
      )}
    </section>
  );
}
