/** The time select's value for an order without a pre-order date; a slot's value is its instant (`at`). */
export const ASAP = 'asap';
/** The time a later day starts at (SPEC §4: choosing a later day resets the time to 12:00), when it has that slot. */
export const LATER_DAY_TIME = '12:00';

/** A slot as GET /order/slots gives it: the clock time shown and the instant sent as preOrderDate. */
export type Slot = { time: string; at: string; available: boolean };
export type TimeOption = { value: string; label: string };

/** Today while "as soon as possible" is offered (even with no slot left today), then the pre-order days. */
export const dayOptions = (preOrderDays: string[], today: string, asap: boolean): string[] =>
  asap && !preOrderDays.includes(today) ? [today, ...preOrderDays] : preOrderDays;

/**
 * The times offered on a day: "as soon as possible" today while it is offered, then the slots that still have
 * room (full ones are not offered at all). The label of ASAP is the caller's (it is a text).
 */
export function timeOptions(day: string, today: string, asap: boolean, slots: Slot[]): TimeOption[] {
  const free = slots.filter((slot) => slot.available).map((slot) => ({ value: slot.at, label: slot.time }));
  return day === today && asap ? [{ value: ASAP, label: ASAP }, ...free] : free;
}

/** SPEC §4: today starts at "now" (as soon as possible, else the first slot); a later day at 12:00 if it can. */
export function defaultTime(day: string, today: string, options: TimeOption[]): string {
  const noon = day !== today ? options.find((option) => option.label === LATER_DAY_TIME) : undefined;
  return (noon ?? options[0])?.value ?? '';
}

/**
 * The day the form starts on: a lunch menu's day when the cart holds one that is offered (issue 31: a lunch menu comes
 * on its day, and a later day starts at 12:00, at lunchtime), else the first day offered.
 */
export const startDay = (lunchDays: readonly string[], days: readonly string[]): string =>
  lunchDays.find((day) => days.includes(day)) ?? days[0] ?? '';

/** After a refusal of `taken`: the first free slot after it, else the first free one of the day. */
export function nextFreeSlot(options: TimeOption[], taken: string): string {
  const slots = options.filter((option) => option.value !== ASAP);
  const after = slots.find((option) => Date.parse(option.value) > Date.parse(taken));
  return (after ?? slots[0])?.value ?? '';
}
