import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Adjustment, drawRefund, onlinePayments } from './online-money.ts';

const refund = (amount: number): Adjustment => ({
  kind: 'REFUND',
  amount,
  status: 'REFUNDED',
  reference: null,
});
const extra = (amount: number, status: string, reference = `x${amount}`): Adjustment => ({
  kind: 'EXTRA',
  amount,
  status,
  reference,
});

describe('the online money of a changed order', () => {
  it('is the order’s own payment while nothing changed', () => {
    expect(onlinePayments({ total: 5470, extraDue: 0, paymentReference: 'sp_a' }, [])).toEqual([
      { reference: 'sp_a', amount: 5470, left: 5470 },
    ]);
  });

  it('counts the courier’s tip as part of the order’s own payment, so a refusal pays it back too', () => {
    expect(onlinePayments({ total: 5470, tip: 547, extraDue: 0, paymentReference: 'sp_a' }, [])).toEqual([
      { reference: 'sp_a', amount: 6017, left: 6017 },
    ]);
  });

  it('keeps what was refunded off the own payment first, then off the extras paid, oldest first', () => {
    // Paid 5 000, an extra of 1 000 paid by link, then 5 500 refunded: the total is 500.
    const payments = onlinePayments({ total: 500, extraDue: 0, paymentReference: 'sp_a' }, [
      extra(1000, 'PAID', 'sp_x'),
      refund(5500),
    ]);
    expect(payments).toEqual([
      { reference: 'sp_a', amount: 5000, left: 0 },
      { reference: 'sp_x', amount: 1000, left: 500 },
    ]);
    expect(drawRefund(payments, 500)).toEqual([{ reference: 'sp_x', amount: 500 }]);
  });

  it('counts neither a link not yet paid nor what the courier collects as paid online', () => {
    const payments = onlinePayments({ total: 7000, extraDue: 800, paymentReference: 'sp_a' }, [
      extra(1200, 'PENDING'),
      extra(300, 'ABANDONED'),
    ]);
    expect(payments).toEqual([{ reference: 'sp_a', amount: 5000, left: 5000 }]);
  });

  it('never draws more than is left of a payment, and draws all that is asked when the payments cover it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.array(fc.integer({ min: 1, max: 20_000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (own, extras, refundedSeed, wantedSeed) => {
          const paid = own + extras.reduce((sum, amount) => sum + amount, 0);
          const refunded = refundedSeed % (paid + 1);
          const moves = [...extras.map((amount, i) => extra(amount, 'PAID', `x${i}`)), refund(refunded)];
          const payments = onlinePayments(
            { total: paid - refunded, extraDue: 0, paymentReference: 'own' },
            moves,
          );
          const left = payments.reduce((sum, payment) => sum + payment.left, 0);
          expect(left).toBe(paid - refunded);
          const wanted = wantedSeed % (left + 1);
          const draws = drawRefund(payments, wanted);
          expect(draws.reduce((sum, draw) => sum + draw.amount, 0)).toBe(wanted);
          for (const draw of draws) {
            const payment = payments.find((p) => p.reference === draw.reference);
            expect(draw.amount).toBeLessThanOrEqual(payment?.left ?? 0);
            expect(draw.amount).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
