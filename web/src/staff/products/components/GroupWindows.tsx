import { zodResolver } from '@hookform/resolvers/zod';
import { type Availability, availabilitySchema } from '@konyha/domain/menu/availability.schemas';
import { type ProductGroup, productGroups } from '@konyha/domain/menu/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../../components/form/Field.tsx';
import { Form, SubmitButton } from '../../../components/form/Form.tsx';
import formStyles from '../../../components/form/form.module.css';
import { showFieldRefusal } from '../../../components/form/refusal.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';
import { useValidationText } from '../../shared/validation.ts';
import { groupAvailabilityQuery, useSetGroupAvailability } from '../api/groupAvailability.ts';
import styles from './AvailabilityEditor.module.css';
import { AvailabilityEditor, type WindowsValues, windowFieldOf } from './AvailabilityEditor.tsx';

const windowsResolver = zodResolver(z.object({ availability: availabilitySchema }));

/**
 * A whole menu group's windows (ADMIN, MANAGER; issue 31): pick the group, edit its windows with the product form's
 * editor, save. Every dish of the group is then orderable only inside them (and inside its own, if it has any).
 */
export function GroupWindows() {
  const { t } = useTranslation('staff');
  const { t: shared } = useTranslation();
  const id = useId();
  const query = useQuery(groupAvailabilityQuery);
  const [group, setGroup] = useState<ProductGroup>(productGroups[0]);
  const windowsOf = (chosen: ProductGroup): Availability =>
    query.data?.groups.find((entry) => entry.group === chosen)?.availability ?? [];

  return (
    <section aria-labelledby={id} className={formStyles.panel}>
      <h2 id={id} className={formStyles.wide}>
        {t('product.groupWindows.title')}
      </h2>
      <p className={formStyles.note}>{t('product.groupWindows.intro')}</p>
      <Field label={t('product.groupWindows.group')}>
        {(control) => (
          <select
            {...control}
            value={group}
            onChange={(event) => setGroup(event.target.value as ProductGroup)}
          >
            {productGroups.map((value) => (
              <option key={value} value={value}>
                {shared(`menu.groups.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert" className={formStyles.note}>
          {t('product.groupWindows.loadFailed')}
        </p>
      ) : (
        // A form per group: choosing another starts from that group's saved windows.
        <GroupWindowsForm key={group} group={group} availability={windowsOf(group)} />
      )}
    </section>
  );
}

function GroupWindowsForm({ group, availability }: { group: ProductGroup; availability: Availability }) {
  const { t } = useTranslation('staff');
  const form = useForm<WindowsValues>({ resolver: windowsResolver, defaultValues: { availability } });
  const save = useSetGroupAvailability();
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ group, availability: values.availability });
      notifyStaff('success', 'toast.modified', 'short');
    } catch (error) {
      if (showFieldRefusal(form, error, windowFieldOf)) notifyStaff('warning', 'product.fixErrors');
      else notifyServerError();
    }
  });
  return (
    <Form
      form={form}
      errorText={useValidationText()}
      onSubmit={submit}
      className={`${formStyles.wide} ${styles.groupForm}`}
    >
      <AvailabilityEditor />
      <div className={formStyles.actions}>
        <SubmitButton>{t('common.save')}</SubmitButton>
      </div>
    </Form>
  );
}
