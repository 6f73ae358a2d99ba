import { toNestErrors } from '@hookform/resolvers';
import {
  defaultLunchWindow,
  type LunchDish,
  type LunchWeek,
  type LunchWeekInput,
  lunchWeekInputSchema,
} from '@konyha/domain/lunch/lunch-menu.schemas';
import { copiedToNextWeek, weekdaysOf } from '@konyha/domain/lunch/lunch-week';
import type { Allergenic } from '@konyha/domain/menu/catalogue';
import type { FieldError, Resolver } from 'react-hook-form';

/**
 * The lunch week editor's values: always Monday to Friday, a day without variants having no lunch menu; numbers as
 * typed (undefined while empty), a dish either picked from the menu (`pick` its product id) or typed for the day.
 */
export type DishValues = {
  /** 'typed', a product id of the menu, or '' for a variant without soup (the soup only). */
  pick: string;
  name: string;
  nameEnglish: string;
  allergenics: Allergenic[];
};
export type VariantValues = {
  code: string;
  price: number | undefined;
  mainOnlyPrice: number | undefined;
  portions: number | undefined;
  vatRate: number;
  soup: DishValues;
  main: DishValues;
};
export type DayValues = { date: string; window: { from: string; to: string }; variants: VariantValues[] };
export type LunchValues = { days: DayValues[] };

const typed = (): DishValues => ({ pick: 'typed', name: '', nameEnglish: '', allergenics: [] });
const dishValues = (dish: LunchDish | null): DishValues =>
  dish === null
    ? { ...typed(), pick: '' }
    : {
        pick: dish.productId === null ? 'typed' : String(dish.productId),
        name: dish.name,
        nameEnglish: dish.nameEnglish,
        allergenics: [...dish.allergenics],
      };

/** The first letter no variant of the day has yet: A, then B, C… (a removed one's letter is free again). */
export function freeCode(variants: readonly { code: string }[]): string {
  const taken = new Set(variants.map((variant) => variant.code));
  for (let letter = 65; letter <= 90; letter++)
    if (!taken.has(String.fromCharCode(letter))) return String.fromCharCode(letter);
  return 'Z';
}

/** A new variant of a day: soup and main typed, VAT at `vatRate` (27 when configured). */
export const newVariant = (variants: readonly { code: string }[], vatRate: number): VariantValues => ({
  code: freeCode(variants),
  price: undefined,
  mainOnlyPrice: undefined,
  portions: undefined,
  vatRate,
  soup: typed(),
  main: typed(),
});

/** The editor's values of a stored week (or of last week's days moved to this one). */
export function toValues(week: string, days: LunchWeek['days']): LunchValues {
  return {
    days: weekdaysOf(week).map((date) => {
      const day = days.find((stored) => stored.date === date);
      return {
        date,
        window: { ...(day?.window ?? defaultLunchWindow) },
        variants: (day?.variants ?? []).map((variant) => ({
          code: variant.code,
          price: variant.price,
          mainOnlyPrice: variant.mainOnlyPrice ?? undefined,
          portions: variant.portions ?? undefined,
          vatRate: variant.vatRate,
          soup: dishValues(variant.soup),
          main: dishValues(variant.main),
        })),
      };
    }),
  };
}

/** "Copy last week": its days moved a week on, into the editor of `week`, for the manager to change and save. */
export const copiedValues = (week: string, lastWeek: LunchWeek): LunchValues =>
  toValues(week, copiedToNextWeek(lastWeek.days));

const dishOf = ({ pick, name, nameEnglish, allergenics }: DishValues) => ({
  productId: pick === 'typed' ? null : Number(pick),
  name,
  nameEnglish,
  allergenics,
});

/** The days that have variants: a weekday left out of the PUT has no lunch menu. */
const daysWithVariants = (values: LunchValues) =>
  values.days.flatMap((day, index) => (day.variants.length > 0 ? [{ day, index }] : []));

/** The PUT /lunch-menu/{week} body of the values, before validation. */
export const bodyOf = (values: LunchValues) => ({
  days: daysWithVariants(values).map(({ day }) => ({
    date: day.date,
    window: day.window,
    variants: day.variants.map((variant) => ({
      code: variant.code,
      price: variant.price,
      mainOnlyPrice: variant.mainOnlyPrice ?? null,
      portions: variant.portions ?? null,
      vatRate: variant.vatRate,
      soup: variant.soup.pick === '' ? null : dishOf(variant.soup),
      main: dishOf(variant.main),
    })),
  })),
});

/**
 * The form field of a path in the PUT's body (`days.2.variants.1.price`): the body leaves days without variants
 * out, so its day index is mapped back to the weekday's; a dish's `productId` is its pick. Undefined when the
 * editor shows no such field.
 */
export function fieldOfBody(values: LunchValues, path: string): string | undefined {
  const [, dayIndex, ...rest] = path.split('.');
  const day = daysWithVariants(values)[Number(dayIndex)];
  if (!path.startsWith('days.') || !day || rest.length === 0 || rest[0] === 'date') return undefined;
  return ['days', day.index, ...rest].join('.').replace(/productId$/, 'pick');
}

const messageOf = (issue: { code: string; input?: unknown; message?: string }) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'required' : undefined;

/** Checks the values with the domain's schema, the one the server applies, each problem at its field. */
export const lunchResolver: Resolver<LunchValues, unknown, LunchWeekInput> = (values, _context, options) => {
  const result = lunchWeekInputSchema.safeParse(bodyOf(values), { error: messageOf });
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = fieldOfBody(values, issue.path.map(String).join('.'));
    if (field) errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
