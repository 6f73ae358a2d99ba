import { formatForint } from '@konyha/domain/common/money';
import type { LoggedEvent, SettingEventType } from '@konyha/domain/events/event-types';
import type { PaymentMethod } from '@konyha/domain/orders/order-states';
import { localTime } from '@konyha/domain/restaurant/local-time';
import { type Weekday, weekdays } from '@konyha/domain/restaurant/weekdays';
import type { TFunction } from 'i18next';

/**
 * A settings change of the event log in words, "label: before → after" (issue 14). The values come as the API
 * logged them (see settingChangeSchema); only what changed is told, and a shape it does not know reads as "–".
 */

type T = TFunction<'staff'>;
type Interval = { from: string; to: string; endsNextDay?: boolean };
type Special = { date: string; label: string; labelEnglish: string; intervals: Interval[] };
type Capacity = {
  capacityPerSlot?: number | null;
  capacityByWeekday?: Partial<Record<Weekday, number | null>>;
};
type Printer = { name: string; host: string; port: number; tickets: boolean; slips: boolean };
type Busy = { extraMinutes?: number | null; extraUntil?: string | null; pausedUntil?: string | null };

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const list = <V>(value: unknown): V[] => (Array.isArray(value) ? (value as V[]) : []);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const change = (label: string, from: string, to: string) => `${label}: ${from} → ${to}`;

function intervals(t: T, day: unknown): string {
  const all = list<Interval>(day);
  if (all.length === 0) return t('events.change.closed');
  return all
    .map(({ from, to, endsNextDay }) => `${from}–${to}${endsNextDay ? ` ${t('events.change.nextDay')}` : ''}`)
    .join(', ');
}

function weekly(t: T, from: Record<string, unknown>, to: Record<string, unknown>): string[] {
  return weekdays
    .filter((day) => (day in from || day in to) && !same(from[day], to[day]))
    .map((day) => change(t(`schedule.weekdays.${day}`), intervals(t, from[day]), intervals(t, to[day])));
}

function specialDates(t: T, language: string, from: Special[], to: Special[]): string[] {
  const describe = (special: Special | undefined) =>
    special
      ? `${language === 'hu' ? special.label : special.labelEnglish}, ${intervals(t, special.intervals)}`
      : t('events.change.none');
  const dates = [...new Set([...from, ...to].map((special) => special.date))].sort();
  return dates.flatMap((date) => {
    const before = from.find((special) => special.date === date);
    const after = to.find((special) => special.date === date);
    return same(before, after) ? [] : [change(date, describe(before), describe(after))];
  });
}

const slotRules = {
  leadMinutes: 'minutes',
  slotMinutes: 'minutes',
  daysAhead: 'days',
  firstSlotAfterOpeningMinutes: 'minutes',
} as const;

function slotSettings(t: T, from: Record<string, unknown>, to: Record<string, unknown>): string[] {
  const value = (unit: 'minutes' | 'days', v: unknown) =>
    typeof v === 'number' ? t(`events.change.${unit}`, { value: v }) : t('events.change.none');
  return Object.entries(slotRules)
    .filter(([key]) => !same(from[key], to[key]))
    .map(([key, unit]) =>
      change(
        t(`events.change.${key as keyof typeof slotRules}`),
        value(unit, from[key]),
        value(unit, to[key]),
      ),
    );
}

function capacity(t: T, from: Capacity, to: Capacity): string[] {
  const limit = (v: number | null | undefined, absent: string) =>
    v === undefined ? absent : v === null ? t('events.change.noLimit') : String(v);
  const general = same(from.capacityPerSlot, to.capacityPerSlot)
    ? []
    : [change(t('events.change.capacity'), limit(from.capacityPerSlot, '–'), limit(to.capacityPerSlot, '–'))];
  const asGeneral = t('events.change.asGeneral');
  const byDay = weekdays
    .filter((day) => !same(from.capacityByWeekday?.[day], to.capacityByWeekday?.[day]))
    .map((day) =>
      change(
        t(`schedule.weekdays.${day}`),
        limit(from.capacityByWeekday?.[day], asGeneral),
        limit(to.capacityByWeekday?.[day], asGeneral),
      ),
    );
  return [...general, ...byDay];
}

/** Busy mode tells what was switched on (until when) or ended, part by part. */
function busy(t: T, from: Busy, to: Busy): string[] {
  const until = (instant: string) => localTime(new Date(instant));
  const extra =
    same(from.extraMinutes, to.extraMinutes) && same(from.extraUntil, to.extraUntil)
      ? []
      : [
          to.extraUntil && to.extraMinutes
            ? t('events.change.extra', { minutes: to.extraMinutes, until: until(to.extraUntil) })
            : t('events.change.extraEnded'),
        ];
  const pause = same(from.pausedUntil, to.pausedUntil)
    ? []
    : [
        to.pausedUntil
          ? t('events.change.paused', { until: until(to.pausedUntil) })
          : t('events.change.pauseEnded'),
      ];
  return [...pause, ...extra];
}

/** The printer list before and after (issue 16): each printer's name, address and what it prints on accept. */
function printers(t: T, from: Printer[], to: Printer[]): string[] {
  const describe = (all: Printer[]) =>
    all.length === 0
      ? t('events.change.none')
      : all
          .map((printer) => {
            const prints = [
              printer.tickets && t('print.ticketHeading'),
              printer.slips && t('print.slipHeading'),
            ].filter(Boolean);
            const what = prints.length > 0 ? ` (${prints.join(', ')})` : '';
            return `${printer.name} ${printer.host}:${printer.port}${what}`;
          })
          .join(', ');
  return [change(t('events.types.PRINTERS'), describe(from), describe(to))];
}

/** The VAT rates and the delivery fee's rate before and after (issue 17), as configured, in their order. */
function vatRates(t: T, from: Record<string, unknown>, to: Record<string, unknown>): string[] {
  const percent = (v: unknown) =>
    typeof v === 'number' ? t('vat.percent', { value: v }) : t('events.change.none');
  const describe = (vat: Record<string, unknown>) =>
    t('events.change.vatRates', {
      rates: list(vat.rates).map(percent).join(', ') || t('events.change.none'),
      delivery: percent(vat.deliveryRate),
    });
  return [change(t('events.types.VAT_RATES'), describe(from), describe(to))];
}

const waits = ['cardPaymentMinutes', 'szepPaymentMinutes'] as const;

/**
 * The payment methods the restaurant takes and how long an online payment waits (issue 27): only what changed, the
 * methods in the order they were saved.
 */
function paymentSettings(t: T, from: Record<string, unknown>, to: Record<string, unknown>): string[] {
  const methods = (v: unknown) =>
    list<PaymentMethod>(v)
      .map((method) => t(`payment.${method}`))
      .join(', ') || t('events.change.none');
  const minutes = (v: unknown) =>
    typeof v === 'number' ? t('events.change.minutes', { value: v }) : t('events.change.none');
  const offered = same(from.methods, to.methods)
    ? []
    : [change(t('events.types.PAYMENT_METHODS'), methods(from.methods), methods(to.methods))];
  const waited = waits
    .filter((key) => !same(from[key], to[key]))
    .map((key) => change(t(`events.change.${key}`), minutes(from[key]), minutes(to[key])));
  return [...offered, ...waited];
}

function single(t: T, type: SettingEventType, language: string, from: unknown, to: unknown): string {
  const value = (v: unknown) => {
    if (typeof v === 'boolean') return t(v ? 'events.change.on' : 'events.change.off');
    if (typeof v !== 'number') return t('events.change.none');
    return type === 'MIN_ORDER_VALUE' ? formatForint(v, language) : t('events.change.minutes', { value: v });
  };
  return change(t(`events.types.${type}`), value(from), value(to));
}

/** The change of a settings event in the UI's language; '' for an event about an order. */
export function settingChangeText(event: LoggedEvent, t: T, language: string): string {
  if (!event.change) return '';
  const { from, to } = event.change;
  const lines = (() => {
    switch (event.eventType) {
      case 'OPENING_HOURS':
        return weekly(t, record(from), record(to));
      case 'SPECIAL_DATES':
        return specialDates(t, language, list<Special>(from), list<Special>(to));
      case 'SLOT_SETTINGS':
        return slotSettings(t, record(from), record(to));
      case 'SLOT_CAPACITY':
        return capacity(t, record(from) as Capacity, record(to) as Capacity);
      case 'BUSY_MODE':
        return busy(t, record(from) as Busy, record(to) as Busy);
      case 'PRINTERS':
        return printers(t, list<Printer>(from), list<Printer>(to));
      case 'VAT_RATES':
        return vatRates(t, record(from), record(to));
      case 'PAYMENT_METHODS':
        return paymentSettings(t, record(from), record(to));
      case 'ORDERING_SWITCH':
      case 'MIN_ORDER_VALUE':
      case 'DELIVERY_TIME':
        return [single(t, event.eventType, language, from, to)];
      default:
        return [];
    }
  })();
  return lines.join('; ') || t('events.change.none');
}
