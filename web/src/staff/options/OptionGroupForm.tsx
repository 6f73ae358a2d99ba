import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/form/Checkbox.tsx';
import { Form, FormActions } from '../../components/form/Form.tsx';
import formStyles from '../../components/form/form.module.css';
import { BilingualInputs, NumberInput } from '../../components/form/inputs.tsx';
import { showFieldRefusal } from '../../components/form/refusal.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { useValidationText } from '../shared/validation.ts';
import { useSaveOptionGroup } from './api.ts';
import {
  type GroupBody,
  type GroupValues,
  groupResolver,
  groupValuesOf,
  newGroup,
  shownField,
} from './groupForm.ts';
import { OptionsEditor } from './OptionsEditor.tsx';

interface OptionGroupFormProps {
  /** The group being edited; none for a new one. */
  group: OptionGroup | undefined;
  onDone: () => void;
}

/** A group's names, whether it is required, its minimum and maximum, and its options (ADMIN, MANAGER). */
export function OptionGroupForm({ group, onDone }: OptionGroupFormProps) {
  const { t } = useTranslation('staff');
  const form = useForm<GroupValues, unknown, GroupBody>({
    resolver: groupResolver,
    defaultValues: group ? groupValuesOf(group) : newGroup,
  });
  const save = useSaveOptionGroup();

  /** A 400 naming a field of the form shows at that field; anything else is the server-error toast. */
  const showRefusal = (error: unknown) => {
    const fieldOf = (path: string) => (shownField(path) ? (path as 'name') : undefined);
    if (showFieldRefusal(form, error, fieldOf)) notifyStaff('warning', 'options.fixErrors');
    else notifyServerError();
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: group?.id, group: body });
    } catch (error) {
      showRefusal(error);
      return;
    }
    notifyStaff('success', group ? 'toast.modified' : 'toast.added', 'short');
    onDone();
  });

  const number = (name: 'min' | 'max') => (
    <NumberInput name={name} label={t(`options.${name}`)} required maxLength={2} />
  );

  return (
    <Form form={form} errorText={useValidationText()} onSubmit={submit} className={formStyles.panel}>
      <BilingualInputs
        hu={{ name: 'name', label: t('options.groupName') }}
        en={{ name: 'nameEnglish', label: t('options.groupNameEnglish') }}
        maxLength={80}
      />
      <Checkbox {...form.register('required')}>{t('options.required')}</Checkbox>
      {number('min')}
      {number('max')}
      <OptionsEditor />
      <FormActions submit={t('common.save')} leave={{ label: t('common.cancel'), onClick: onDone }} />
    </Form>
  );
}
