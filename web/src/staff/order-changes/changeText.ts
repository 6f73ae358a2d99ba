import type { Language } from '@konyha/domain/common/language';
import { formatForint } from '@konyha/domain/common/money';
import type { OrderChange, OrderChangePart } from '@konyha/domain/orders/order-changes.schemas';
import type { TFunction } from 'i18next';
import { localDateTime } from '../shared/dates.ts';

type Value = OrderChange['from'];

/** One side of a change as staff read it: forints for the total, a Budapest time (or "as soon as possible") for the slot. */
function valueText(what: OrderChangePart, value: Value, t: TFunction<'staff'>, language: Language): string {
  if (value === null || value === '') return what === 'slot' ? t('orderChanges.asap') : '–';
  if (Array.isArray(value)) return value.map((item) => valueText(what, item, t, language)).join(', ') || '–';
  if (what === 'total' && typeof value === 'number') return formatForint(value, language);
  if (what === 'slot' && typeof value === 'string') return localDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "Items: 2 × Gulyásleves → 2 × Babgulyás", as the order card and the event log show a change (issue 30). */
export function changeText(
  change: Pick<OrderChange, 'what' | 'from' | 'to'>,
  t: TFunction<'staff'>,
  language: Language,
): string {
  const { what } = change;
  return `${t(`orderChanges.parts.${what}`)}: ${valueText(what, change.from, t, language)} → ${valueText(what, change.to, t, language)}`;
}
