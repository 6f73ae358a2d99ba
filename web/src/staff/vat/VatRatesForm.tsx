import { zodResolver } from '@hookform/resolvers/zod';
import type { VatSettings } from '@konyha/domain/accounting/exports.schemas';
import { type FormEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '../../components/form/Form.tsx';
import { FormField } from '../../components/form/FormInput.tsx';
import formStyles from '../../components/form/form.module.css';
import { showFieldRefusal } from '../../components/form/refusal.ts';
import { numberOrUndefined } from '../../components/form/values.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { useSaveVatSettings } from './api.ts';
import { RatesField } from './RatesField.tsx';
import { type VatFormValues, vatFormSchema } from './rates.ts';
import styles from './vat.module.css';

/** Where a refused field shows: a single rate's refusal ("rates.1") at the list, the screen has no field per rate. */
const fieldOf = (path: string) =>
  path === 'deliveryRate' ? path : /^rates(\.\d+)?$/.test(path) ? ('rates' as const) : undefined;

/** The text of a message key; `inUse` names the removed rates some product still has. */
function useVatErrorText(inUse: readonly number[]) {
  const { t, i18n } = useTranslation('staff');
  const percent = (rate: number) => t('vat.percent', { value: rate });
  return (message: string | undefined) => {
    if (message === undefined) return undefined;
    if (message === 'inUse')
      return inUse.length > 0
        ? t('vat.errors.inUse', { rates: inUse.map(percent).join(', ') })
        : t('vat.errors.inUseSome');
    const key = i18n.exists(`staff:vat.errors.${message}`) ? message : 'invalid';
    return t(`vat.errors.${key}` as 'vat.errors.invalid');
  };
}

/**
 * Edits the rates and the delivery fee's rate and saves them at once. Removing a rate a product still has is the
 * server's to refuse (409 naming `rates`): this screen does not know the products, so it says which rates it removed.
 */
export function VatRatesForm({ saved }: { saved: VatSettings }) {
  const { t } = useTranslation('staff');
  const [inUse, setInUse] = useState<number[]>([]);
  const errorText = useVatErrorText(inUse);
  const form = useForm<VatFormValues>({
    resolver: zodResolver(vatFormSchema),
    defaultValues: { ...saved, newRate: '' },
  });
  const [rates, deliveryRate] = useWatch({ control: form.control, name: ['rates', 'deliveryRate'] });
  const save = useSaveVatSettings();

  const submit = form.handleSubmit(async ({ newRate: _typed, ...body }) => {
    try {
      form.reset({ ...(await save.mutateAsync(body)), newRate: '' });
      notifyStaff('success', 'vat.saved', 'short');
    } catch (error) {
      // A removed rate some product still has is the server's 409 naming `rates`.
      if (!showFieldRefusal(form, error, fieldOf, { also: { CONFLICT: 'inUse' } }))
        return notifyServerError();
      if (error instanceof ApiRequestError && error.code === 'CONFLICT')
        setInUse(saved.rates.filter((rate) => !body.rates.includes(rate)));
      notifyStaff('warning', 'vat.fixErrors');
    }
  });

  // A rate typed but never added would be lost without a word: it is added with its button, or cleared.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (form.getValues('newRate') === '') return submit(event);
    event.preventDefault();
    form.setError('newRate', { type: 'pending', message: 'notAdded' }, { shouldFocus: true });
  };

  return (
    <Form form={form} errorText={errorText} onSubmit={onSubmit} className={styles.form}>
      <RatesField />
      <FormField name="deliveryRate" label={t('vat.deliveryRate')} required className={styles.delivery}>
        {(control) => (
          <select
            {...control}
            {...form.register('deliveryRate', { setValueAs: numberOrUndefined })}
            // A removed delivery rate leaves the choice open rather than showing another rate as chosen.
            value={rates.includes(deliveryRate) ? String(deliveryRate) : ''}
          >
            {rates.includes(deliveryRate) ? null : (
              <option value="" disabled>
                {t('vat.choose')}
              </option>
            )}
            {rates.map((rate) => (
              <option key={rate} value={rate}>
                {t('vat.percent', { value: rate })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={formStyles.actions}>
        <SubmitButton>{t('vat.save')}</SubmitButton>
      </div>
    </Form>
  );
}
