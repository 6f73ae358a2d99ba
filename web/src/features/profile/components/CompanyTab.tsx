import { zodResolver } from '@hookform/resolvers/zod';
import { type Invoice, invoiceSchema } from '@konyha/domain/accounting/invoice.schemas';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import button from '../../../components/button.module.css';
import { CompanyFields } from '../../../components/form/CompanyFields.tsx';
import { FormCard, SubmitButton } from '../../../components/form/Form.tsx';
import form from '../../../components/form/form.module.css';
import { showFieldRefusal } from '../../../components/form/refusal.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { useSessionActions } from '../../../lib/session.ts';
import { accountToast } from '../../../lib/toasts/accountToast.ts';
import { notify, notifyServerError } from '../../../lib/toasts/store.ts';
import { saveCompany } from '../api/profile.ts';

const noCompany: Invoice = {
  companyName: '',
  taxNumber: '',
  billingAddress: { zipCode: '', city: '', street: '' },
};

/**
 * The company details for invoices (issue 17): saved here, they fill in the pay form when the customer asks for a
 * company invoice. Saved details can be changed or removed.
 */
export function CompanyTab({ company }: { company: Invoice | null }) {
  const { t } = useFeatureTranslation('account');
  const { refreshUser } = useSessionActions();
  const [removing, setRemoving] = useState(false);
  const methods = useForm<Invoice>({
    resolver: zodResolver(invoiceSchema),
    mode: 'onTouched',
    defaultValues: company ?? noCompany,
  });

  async function save(details: Invoice | null) {
    const saved = await saveCompany(details);
    await refreshUser(saved);
    methods.reset(saved.company ?? noCompany);
    notify(accountToast('success', details ? 'company.saved' : 'company.removed', 'short'));
  }

  const submit = methods.handleSubmit(async (details) => {
    try {
      await save(details);
    } catch (error) {
      // The server names a refused field "company.<path>": its path in this form after the prefix.
      const fieldOf = (path: string) => (path.replace(/^company\./, '') || undefined) as FieldPath<Invoice>;
      if (!showFieldRefusal(methods, error, fieldOf, { fallback: 'invalidValue' })) notifyServerError();
    }
  });

  async function remove() {
    setRemoving(true);
    try {
      await save(null);
    } catch {
      notifyServerError();
    } finally {
      setRemoving(false);
    }
  }

  return (
    <FormCard form={methods} texts="account" onSubmit={submit} heading={t('company.heading')}>
      <p className={form.hint}>
        {t('company.intro')}
        {company ? null : ` ${t('company.none')}`}
      </p>
      <CompanyFields prefix="" texts="account" />
      <div className={form.actions}>
        <SubmitButton blocked={!methods.formState.isDirty}>{t('company.save')}</SubmitButton>
        {company && (
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            disabled={removing}
            onClick={() => void remove()}
          >
            {t('company.remove')}
          </button>
        )}
      </div>
    </FormCard>
  );
}
