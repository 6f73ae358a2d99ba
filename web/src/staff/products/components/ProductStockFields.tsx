import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/form/Checkbox.tsx';
import { InputField } from '../../../components/form/Field.tsx';
import { useFieldError } from '../../../components/form/Form.tsx';
import { digitsOnly } from '../../../components/form/values.ts';
import type { ProductValues } from '../api/adminProducts.ts';

/** Empty means no limit: the schema's null, never 'required'. */
const portionsOrNull = (value: unknown) =>
  value === '' || value === undefined || value === null ? null : Number(value);

/** The daily portion count of ADMIN and MANAGER (issue 15); today's portions left beside it when there is a count. */
export function DailyPortionsField({ portionsLeft }: { portionsLeft: number | null | undefined }) {
  const { t } = useTranslation('staff');
  const { register } = useFormContext<ProductValues>();
  return (
    <InputField
      label={t('product.dailyPortions')}
      hint={
        portionsLeft === null || portionsLeft === undefined
          ? t('product.dailyPortionsHint')
          : t('product.portionsLeft', { left: portionsLeft })
      }
      errorText={useFieldError('dailyPortions')}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      {...register('dailyPortions', { setValueAs: portionsOrNull })}
      filter={digitsOnly}
    />
  );
}

/** "Sold out today": any staff role; the dish is orderable again by itself at the next opening. */
export function SoldOutTodayField() {
  const { t } = useTranslation('staff');
  const { register } = useFormContext<ProductValues>();
  return (
    <Checkbox errorText={useFieldError('soldOutToday')} {...register('soldOutToday')}>
      {t('product.soldOutToday')}
    </Checkbox>
  );
}
