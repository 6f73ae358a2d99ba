import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AlertSettings,
  type AlertSettingsInput,
  alertSettingsSchema,
} from '@konyha/domain/orders/order-decisions.schemas';
import { can } from '@konyha/domain/users/capabilities';
import { useQuery } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { Suspense, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SubmitButton } from '../../components/form/Form.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import formStyles from '../../components/form/form.module.css';
import { digitsOnly } from '../../components/form/values.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { DeviceNotifications } from '../push/index.ts';
import { alertSettingsQuery } from '../shared/api/alerts.ts';
import { useSaveAlertSettings } from './api/alerts.ts';

const shape = alertSettingsSchema.shape;
const bounds = (schema: z.ZodNumber) => ({ min: schema.minValue ?? 0, max: schema.maxValue ?? 0 });

/** A whole number typed as text, within the domain's bounds; its errors carry the bound ("tooLarge:300"). */
const wholeNumber = ({ min, max }: { min: number; max: number }) =>
  z
    .string()
    .min(1, 'required')
    .regex(/^\d+$/, 'digitsOnly')
    .refine((v) => Number(v) >= min, `tooSmall:${min}`)
    .refine((v) => Number(v) <= max, `tooLarge:${max}`);
/** Empty: the step is off. */
const optionalNumber = (schema: z.ZodNullable<z.ZodNumber>) =>
  z.literal('').or(wholeNumber(bounds(schema.unwrap())));

/** The steps a manager may leave off (empty). */
const optional: readonly string[] = ['pauseAfterMinutes', 'autoRejectAfterMinutes'];
const formSchema = z
  .object({
    ringEverySeconds: wholeNumber(bounds(shape.ringEverySeconds)),
    pushAfterSeconds: wholeNumber(bounds(shape.pushAfterSeconds)),
    managersAfterMinutes: wholeNumber(bounds(shape.managersAfterMinutes)),
    pauseAfterMinutes: optionalNumber(shape.pauseAfterMinutes),
    pauseForMinutes: wholeNumber(bounds(shape.pauseForMinutes)),
    autoRejectAfterMinutes: optionalNumber(shape.autoRejectAfterMinutes),
    preOrderAlertMinutes: wholeNumber(bounds(shape.preOrderAlertMinutes)),
  })
  // The ladder climbs: the pause comes after the managers were told, as the server requires too.
  .refine(
    (v) => v.pauseAfterMinutes === '' || Number(v.pauseAfterMinutes) >= Number(v.managersAfterMinutes),
    { path: ['pauseAfterMinutes'], message: 'pauseBeforeManagers' },
  );
type Values = z.infer<typeof formSchema>;

const toValues = (settings: AlertSettings): Values => ({
  ringEverySeconds: String(settings.ringEverySeconds),
  pushAfterSeconds: String(settings.pushAfterSeconds),
  managersAfterMinutes: String(settings.managersAfterMinutes),
  pauseAfterMinutes: settings.pauseAfterMinutes === null ? '' : String(settings.pauseAfterMinutes),
  pauseForMinutes: String(settings.pauseForMinutes),
  autoRejectAfterMinutes:
    settings.autoRejectAfterMinutes === null ? '' : String(settings.autoRejectAfterMinutes),
  preOrderAlertMinutes: String(settings.preOrderAlertMinutes),
});
const orNull = (value: string) => (value === '' ? null : Number(value));
const toSettings = (values: Values): AlertSettingsInput => ({
  ringEverySeconds: Number(values.ringEverySeconds),
  pushAfterSeconds: Number(values.pushAfterSeconds),
  managersAfterMinutes: Number(values.managersAfterMinutes),
  pauseAfterMinutes: orNull(values.pauseAfterMinutes),
  pauseForMinutes: Number(values.pauseForMinutes),
  autoRejectAfterMinutes: orNull(values.autoRejectAfterMinutes),
  preOrderAlertMinutes: Number(values.preOrderAlertMinutes),
});

/**
 * How the dashboards keep an order from being missed (issues 12 and 32): the escalation ladder, each step a field
 * with one sentence saying what happens (ring on the dashboards, push to every device, managers told, ordering
 * paused and the order rejected), the optional automatic rejection, when a pre-order rings again; and this device's
 * notifications. Every staff role reads the settings; ADMIN and MANAGER change them.
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
      required={!optional.includes(name)}
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
          <fieldset className={formStyles.fieldset}>
            <legend>{t('settings.alerts.ladder')}</legend>
            {input('ringEverySeconds', t('settings.alerts.ringHint'))}
            {input('pushAfterSeconds', t('settings.alerts.pushHint'))}
            {input('managersAfterMinutes', t('settings.alerts.managersHint'))}
            {input('pauseAfterMinutes', t('settings.alerts.pauseHint'))}
            {input('pauseForMinutes')}
          </fieldset>
          {input('autoRejectAfterMinutes', t('settings.alerts.autoRejectHint'))}
          {input('preOrderAlertMinutes')}
          {mayChange ? <SubmitButton>{t('settings.save')}</SubmitButton> : null}
        </Form>
      )}
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <DeviceNotifications />
      </Suspense>
    </section>
  );
}
