import type { LunchWeek, LunchWeekInput } from '@konyha/domain/lunch/lunch-menu.schemas';
import { previousWeek } from '@konyha/domain/lunch/lunch-week';
import type { Product } from '@konyha/domain/menu/products';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import button from '../../components/button.module.css';
import { Form, SubmitButton } from '../../components/form/Form.tsx';
import { showFieldRefusal } from '../../components/form/refusal.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { useValidationText } from '../shared/validation.ts';
import { lunchWeekQuery, useSaveLunchWeek } from './api.ts';
import { LunchDayFields } from './LunchDayFields.tsx';
import { copiedValues, fieldOfBody, type LunchValues, lunchResolver, toValues } from './lunchForm.ts';
import styles from './lunchMenu.module.css';

/** The VAT rate a new variant starts with: 27%, a dish's usual rate, where it is configured. */
const USUAL_RATE = 27;

/** The week's form: "Copy last week", Monday to Friday with their windows and variants, and saving it whole. */
export function LunchWeekEditor({
  week,
  stored,
  rates,
  foods,
}: {
  week: string;
  stored: LunchWeek;
  rates: readonly number[];
  foods: readonly Product[];
}) {
  const { t } = useTranslation('staff');
  const client = useQueryClient();
  const save = useSaveLunchWeek();
  const [initial] = useState(() => toValues(week, stored.days));
  const form = useForm<LunchValues, unknown, LunchWeekInput>({
    resolver: lunchResolver,
    defaultValues: initial,
  });
  const defaultRate = rates.includes(USUAL_RATE) ? USUAL_RATE : (rates[0] ?? USUAL_RATE);
  // A rate a stored variant has keeps showing even if it is no longer configured (the server then says so).
  const usedRates = initial.days.flatMap((day) => day.variants.map((variant) => variant.vatRate));
  const rateChoices = [...new Set([...rates, ...usedRates])].sort((a, b) => b - a);
  const dishes = {
    soups: foods.filter((food) => food.group === 'SOUP'),
    mains: foods.filter((food) => food.group !== 'SOUP'),
  };

  async function copyLastWeek() {
    try {
      const last = await client.fetchQuery({ ...lunchWeekQuery(previousWeek(week)), staleTime: 0 });
      if (!last.days.some((day) => day.variants.length > 0)) {
        notifyStaff('warning', 'lunchMenu.lastWeekEmpty');
        return;
      }
      form.reset(copiedValues(week, last), { keepDefaultValues: true });
      notifyStaff('success', 'lunchMenu.copied', 'short');
    } catch {
      notifyServerError();
    }
  }

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save(week, body);
      form.reset(toValues(week, saved.days));
      notifyStaff('success', 'settings.saved', 'short');
    } catch (error) {
      const fieldOf = (path: string) =>
        fieldOfBody(form.getValues(), path) as FieldPath<LunchValues> | undefined;
      if (showFieldRefusal(form, error, fieldOf)) notifyStaff('warning', 'lunchMenu.fixErrors');
      else notifyServerError();
    }
  });

  return (
    <Form form={form} errorText={useValidationText()} onSubmit={onSubmit} className={styles.form}>
      <div>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={copyLastWeek}>
          {t('lunchMenu.copyLastWeek')}
        </button>
      </div>
      {initial.days.map((day, index) => (
        <LunchDayFields
          key={day.date}
          index={index}
          rates={rateChoices}
          defaultRate={defaultRate}
          dishes={dishes}
        />
      ))}
      <div className={styles.actions}>
        <SubmitButton>{t('lunchMenu.save')}</SubmitButton>
      </div>
    </Form>
  );
}
