import { describe, expect, it } from 'vitest';
import { awaitsHostedPayment, awaitsPayment, notificationOutcome } from './hosted-payment.ts';

const waiting = { paymentStatus: 'REDIRECTED', total: 5490 };
const success = { status: 'SUCCESS', amount: 5490 } as const;
const cancelled = { status: 'CANCELLED', amount: 5490 } as const;

describe('a payment on the provider’s page', () => {
  it('pays the waiting order when the provider took its total, or named no amount (it charged what was started)', () => {
    expect(notificationOutcome(waiting, success)).toBe('pay');
    expect(notificationOutcome(waiting, { status: 'SUCCESS' })).toBe('pay');
  });

  it('refuses a success for another amount than the order’s total', () => {
    expect(notificationOutcome(waiting, { status: 'SUCCESS', amount: 5489 })).toBe('conflict');
  });

  it('expects the total and the courier’s tip, charged together', () => {
    const tipped = { ...waiting, tip: 549 };
    expect(notificationOutcome(tipped, { status: 'SUCCESS', amount: 6039 })).toBe('pay');
    expect(notificationOutcome(tipped, success)).toBe('conflict');
  });

  it('gives the order up when the guest cancelled or the provider refused', () => {
    expect(notificationOutcome(waiting, cancelled)).toBe('abandon');
    expect(notificationOutcome(waiting, { status: 'FAILED', amount: 5490 })).toBe('abandon');
  });

  it('changes nothing for a notification the order already reflects', () => {
    expect(notificationOutcome({ ...waiting, paymentStatus: 'PAID' }, success)).toBe('repeated');
    expect(notificationOutcome({ ...waiting, paymentStatus: 'REFUNDED' }, success)).toBe('repeated');
    expect(notificationOutcome({ ...waiting, paymentStatus: 'ABANDONED' }, cancelled)).toBe('repeated');
  });

  it('calls a payment after the order was given up late, and a cancel after it was paid a conflict', () => {
    expect(notificationOutcome({ ...waiting, paymentStatus: 'ABANDONED' }, success)).toBe('late');
    expect(notificationOutcome({ ...waiting, paymentStatus: 'PAID' }, cancelled)).toBe('conflict');
    expect(notificationOutcome({ ...waiting, paymentStatus: 'NONE' }, success)).toBe('conflict');
  });

  it('keeps the guest from cancelling only while the provider has not answered', () => {
    expect(awaitsHostedPayment(waiting)).toBe(true);
    expect(awaitsHostedPayment({ paymentStatus: 'PAID' })).toBe(false);
  });

  it('counts as not settled while it is charged, at 3-D Secure or on the provider’s page, and only then', () => {
    for (const paymentStatus of ['PENDING', 'CHALLENGE', 'REDIRECTED']) {
      expect(awaitsPayment({ paymentStatus })).toBe(true);
    }
    for (const paymentStatus of ['NONE', 'PAID', 'REFUNDED', 'ABANDONED']) {
      expect(awaitsPayment({ paymentStatus })).toBe(false);
    }
  });
});
