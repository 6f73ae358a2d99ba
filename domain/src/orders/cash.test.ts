import { describe, expect, it } from 'vitest';
import { changeToBring, payWithProblem, payWithSuggestions } from './cash.ts';

describe('payWithProblem', () => {
  it('takes a note equal to the total or above it', () => {
    expect(payWithProblem('CASH', 4490, 4490)).toBeUndefined();
    expect(payWithProblem('CASH', 4490, 5000)).toBeUndefined();
  });

  it('refuses one forint below the total', () => {
    expect(payWithProblem('CASH', 4490, 4489)).toBe('belowTotal');
  });

  it('has nothing to say when the guest did not say what they pay with, whatever the payment', () => {
    for (const payment of ['CASH', 'CREDIT_CARD', 'CREDIT_CARD_ONLINE']) {
      expect(payWithProblem(payment, 4490, null)).toBeUndefined();
      expect(payWithProblem(payment, 4490, undefined)).toBeUndefined();
    }
  });

  it('refuses an amount with a card payment, even one that covers the total', () => {
    expect(payWithProblem('CREDIT_CARD', 4490, 5000)).toBe('cashOnly');
    expect(payWithProblem('CREDIT_CARD_ONLINE', 4490, 1000)).toBe('cashOnly');
  });
});

describe('changeToBring', () => {
  it('is the note minus the total, nothing when paid exactly, and unknown without a note', () => {
    expect(changeToBring(4490, 10000)).toBe(5510);
    expect(changeToBring(4490, 4490)).toBe(0);
    expect(changeToBring(4490, null)).toBeNull();
  });
});

describe('payWithSuggestions', () => {
  it('offers the smallest notes that cover the total', () => {
    expect(payWithSuggestions(4490)).toEqual([5000, 10000, 20000]);
    expect(payWithSuggestions(5000)).toEqual([5000, 10000, 20000]);
    expect(payWithSuggestions(15000)).toEqual([20000]);
    expect(payWithSuggestions(25000)).toEqual([]);
  });
});
