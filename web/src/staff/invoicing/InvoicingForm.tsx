import { zodResolver } from '@hookform/resolvers/zod';
import {
  type InvoicingSettings,
  type InvoicingSettingsUpdate,
  invoiceMailers,
} from '@konyha/domain/invoicing/invoicing-settings.schemas';
import { useId } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form/Field.tsx';
import { Fieldset } from '../../components/form/Fieldset.tsx';
import { Form, SubmitButton, useFieldError } from '../../components/form/Form.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import formStyles from '../../components/form/form.module.css';
import { TextInput } from '../../components/form/inputs.tsx';
import { showFieldRefusal } from '../../components/form/refusal.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { useSaveInvoicingSettings } from './api.ts';
import styles from './invoicing.module.css';
import {
  fieldOfRefusal,
  type InvoicingField,
  type InvoicingFormValues,
  invoicingFormSchema,
  valuesOf,
} from './invoicingForm.ts';

/** The text of a message key under `invoicing.errors` (the domain's and the server's); an unknown one is "invalid". */
function useInvoicingErrorText() {
  const { t, i18n } = useTranslation('staff');
  return (message: string | undefined) => {
    if (message === undefined) return undefined;
    const key = i18n.exists(`staff:invoicing.errors.${message}`) ? message : 'invalid';
    return t(`invoicing.errors.${key}` as 'invoicing.errors.invalid');
  };
}

/** The number series' prefixes of the two kinds of document. */
const prefixFields = ['invoicePrefix', 'receiptPrefix'] as const;

/**
 * Edits every invoicing setting and saves them at once. The agent key is write-only: the form shows whether one is
 * kept and its last four characters, and sends a new one only when typed, so the others change without retyping it.
 */
export function InvoicingForm({ saved }: { saved: InvoicingSettings }) {
  const { t } = useTranslation('staff');
  const form = useForm<InvoicingFormValues, unknown, InvoicingSettingsUpdate>({
    resolver: zodResolver(invoicingFormSchema),
    defaultValues: valuesOf(saved),
  });
  const save = useSaveInvoicingSettings();

  const submit = form.handleSubmit(async (body) => {
    try {
      // The key typed is let go of with the answer: the field empties, and the kept key's last four say it is in.
      form.reset(valuesOf(await save.mutateAsync(body)));
      notifyStaff('success', 'invoicing.saved', 'short');
    } catch (error) {
      if (!showFieldRefusal(form, error, fieldOfRefusal)) return notifyServerError();
      notifyStaff('warning', 'invoicing.fixErrors');
    }
  });

  return (
    <Form form={form} errorText={useInvoicingErrorText()} onSubmit={submit} className={styles.form}>
      <Fieldset legend={t('invoicing.documents')} className={styles.group}>
        <Switch name="enabled" />
        <Switch name="receipts" />
        <Switch name="testMode" />
      </Fieldset>
      {prefixFields.map((name) => (
        <TextInput
          key={name}
          name={name}
          label={t(`invoicing.${name}`)}
          hint={t('invoicing.prefixHint')}
          maxLength={10}
          fieldClassName={styles.short}
        />
      ))}
      <TextInput
        name="bankAccount"
        label={t('invoicing.bankAccount')}
        hint={t('invoicing.bankAccountHint')}
        inputMode="numeric"
        maxLength={26}
        fieldClassName={styles.short}
      />
      <MailByField />
      <FormInput
        name="baseUrl"
        label={t('invoicing.baseUrl')}
        hint={t('invoicing.baseUrlHint')}
        type="url"
        autoComplete="off"
        maxLength={200}
        required
      />
      <FormInput
        name="agentKey"
        label={t('invoicing.agentKey')}
        hint={`${
          saved.agentKey.set
            ? t('invoicing.keyKept', { last4: saved.agentKey.last4 ?? '' })
            : t('invoicing.noKey')
        } ${t('invoicing.agentKeyHint')}`}
        type="password"
        // A new secret, never the staff's own login for the password manager to fill in.
        autoComplete="new-password"
        spellCheck={false}
        maxLength={200}
      />
      <div className={formStyles.actions}>
        <SubmitButton>{t('invoicing.save')}</SubmitButton>
      </div>
    </Form>
  );
}

/** A setting switched on or off, described by what it means (and by its error, should the server refuse it). */
function Switch({ name }: { name: Extract<InvoicingField, 'enabled' | 'receipts' | 'testMode'> }) {
  const { t } = useTranslation('staff');
  const { register } = useFormContext<InvoicingFormValues>();
  const errorText = useFieldError(name);
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label className={formStyles.choice}>
        <input
          type="checkbox"
          {...register(name)}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        {t(`invoicing.${name}`)}
      </label>
      <p id={`${id}-hint`} className={`${formStyles.hint} ${styles.meaning}`}>
        {t(`invoicing.${name}Hint`)}
      </p>
      <FieldError id={`${id}-error`} text={errorText} />
    </div>
  );
}

/** Who mails the PDF to the guest: Konyha's own mail, or Számlázz.hu's. */
function MailByField() {
  const { t } = useTranslation('staff');
  const { register } = useFormContext<InvoicingFormValues>();
  return (
    <Fieldset legend={t('invoicing.mailBy')} errorText={useFieldError('mailBy')} className={styles.group}>
      {invoiceMailers.map((mailer) => (
        <label key={mailer} className={formStyles.choice}>
          <input type="radio" value={mailer} {...register('mailBy')} />
          {t(`invoicing.mailers.${mailer}`)}
        </label>
      ))}
    </Fieldset>
  );
}
