/**
 * Cash at the door (issue 16): the guest may say which note they pay with, so the courier brings the change.
 * Zod-free: the pay form and the courier screen use it.
 */

/** Hungarian forint banknotes, smallest first. */
export const forintNotes = [500, 1000, 2000, 5000, 10000, 20000] as const;

/** Why a "pay with" amount is refused, as the error code of its field; undefined when it is fine. */
export function payWithProblem(
  payment: string,
  total: number,
  payWith: number | null | undefined,
): 'cashOnly' | 'belowTotal' | undefined {
  if (payWith === null || payWith === undefined) return undefined;
  if (payment !== 'CASH') return 'cashOnly';
  if (payWith < total) return 'belowTotal';
  return undefined;
}

/** The change the courier brings; null when the guest did not say what they pay with. */
export function changeToBring(total: number, payWith: number | null): number | null {
  return payWith === null ? null : Math.max(payWith - total, 0);
}

/** Quick choices for the pay form: the first few single notes that cover the total, smallest first. */
export function payWithSuggestions(total: number, count = 3): number[] {
  return forintNotes.filter((note) => note >= total).slice(0, count);
}

/**
 * What the courier settles at the door: nothing when it is paid (online, or marked paid), else the total and the
 * tip (issue 34), and for cash the change to bring when the guest said what they pay with. An order paid online that staff made dearer and
 * whose extra is collected at the door (issue 30: `extraDue`) has that extra to collect.
 */
export function doorMoney(order: {
  payment: string;
  payed: boolean;
  total: number;
  /** The courier's tip, collected with the order. */
  tip?: number;
  payWith: number | null;
  extraDue?: number;
}): {
  paid: boolean;
  collect: number;
  change: number | null;
} {
  const extra = order.extraDue ?? 0;
  if (order.payed) return { paid: extra === 0, collect: extra, change: null };
  const collect = order.total + (order.tip ?? 0);
  return {
    paid: false,
    collect,
    change: order.payment === 'CASH' ? changeToBring(collect, order.payWith) : null,
  };
}
