/**
 * Issue 30: the online money of an order staff changed after it was paid. Zod-free; the payment module keeps the
 * adjustments (a REFUND of the difference, an EXTRA paid through a payment link) and asks these rules what they mean.
 *
 * What holds after every change: total = paid online − refunded + extras waiting for the guest + what the courier
 * collects at the door (extraDue). So the order's own payment is what the total leaves of it, and refunds are drawn
 * from the payments in order (the order's own first, then each extra paid, oldest first): which payment a refund
 * came from follows from the sum refunded, and what is left of each is never refunded twice.
 */

export interface Adjustment {
  kind: string;
  amount: number;
  status: string;
  reference: string | null;
}

/** One online payment of an order: its reference, what was paid and what of it is left. */
export interface OnlinePayment {
  reference: string;
  amount: number;
  left: number;
}

const sum = (adjustments: Adjustment[], kind: string, status: string) =>
  adjustments
    .filter((adjustment) => adjustment.kind === kind && adjustment.status === status)
    .reduce((total, adjustment) => total + adjustment.amount, 0);

/** The payments of an order paid online (`paymentReference`), oldest first, with what is left of each. */
export function onlinePayments(
  order: { total: number; tip?: number; extraDue: number; paymentReference: string },
  adjustments: Adjustment[],
): OnlinePayment[] {
  const refunded = sum(adjustments, 'REFUND', 'REFUNDED');
  const extras = adjustments.filter(
    (adjustment): adjustment is Adjustment & { reference: string } =>
      adjustment.kind === 'EXTRA' && adjustment.status === 'PAID' && adjustment.reference !== null,
  );
  const paidExtras = extras.reduce((total, extra) => total + extra.amount, 0);
  const pending = sum(adjustments, 'EXTRA', 'PENDING');
  // The order's own payment carried the courier's tip as well (issue 34); changes never touch the tip.
  const own = order.total + (order.tip ?? 0) - paidExtras + refunded - pending - order.extraDue;
  let unassigned = refunded;
  return [{ reference: order.paymentReference, amount: own }, ...extras].map(({ reference, amount }) => {
    const taken = Math.min(Math.max(amount, 0), unassigned);
    unassigned -= taken;
    return { reference, amount, left: Math.max(amount - taken, 0) };
  });
}

/** Where a refund of `amount` is drawn from: the payments in order, each for at most what is left of it. */
export function drawRefund(
  payments: OnlinePayment[],
  amount: number,
): { reference: string; amount: number }[] {
  let wanted = amount;
  const draws: { reference: string; amount: number }[] = [];
  for (const payment of payments) {
    const take = Math.min(payment.left, wanted);
    if (take > 0) draws.push({ reference: payment.reference, amount: take });
    wanted -= take;
  }
  return draws;
}
