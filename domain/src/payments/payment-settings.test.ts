import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentMethods } from '../orders/order-states.ts';
import { paymentSettingsUpdateSchema } from './payment-settings.schemas.ts';
import { availableMethods, offeredMethods, paymentExpiresAt, storedChoice } from './payment-settings.ts';

describe('the methods guests are offered', () => {
  it('leaves out the online methods no provider takes, and keeps the door methods', () => {
    expect(offeredMethods(['CASH', 'CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'], [])).toEqual(['CASH']);
    expect(
      offeredMethods(['CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE', 'SZEP_CARD'], ['CREDIT_CARD_ONLINE']),
    ).toEqual(['CREDIT_CARD_ONLINE', 'SZEP_CARD']);
  });

  it('never offers a method the restaurant did not choose', () => {
    const method = fc.constantFrom(...paymentMethods);
    fc.assert(
      fc.property(fc.uniqueArray(method), fc.uniqueArray(method), (chosen, online) => {
        for (const offered of offeredMethods(chosen, online)) expect(chosen).toContain(offered);
      }),
    );
  });
});

describe('a manager’s choice of methods', () => {
  it('can take every door method and the online ones the provider takes', () => {
    expect(availableMethods([])).toEqual(['CASH', 'CREDIT_CARD', 'SZEP_CARD']);
    expect(availableMethods(['SZEP_CARD_ONLINE'])).toEqual([
      'CASH',
      'CREDIT_CARD',
      'SZEP_CARD',
      'SZEP_CARD_ONLINE',
    ]);
  });

  it('keeps an online method chosen earlier while the provider cannot take it, and drops one unticked', () => {
    const before = ['CASH', 'CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'] as const;
    expect(storedChoice(['CREDIT_CARD'], before, [])).toEqual([
      'CREDIT_CARD',
      'CREDIT_CARD_ONLINE',
      'SZEP_CARD_ONLINE',
    ]);
    expect(storedChoice(['CASH'], before, ['CREDIT_CARD_ONLINE'])).toEqual(['CASH', 'SZEP_CARD_ONLINE']);
  });
});

describe('when an unfinished online payment is given up', () => {
  const settings = { cardPaymentMinutes: 15, szepPaymentMinutes: 30 };
  const start = new Date('2026-11-27T11:00:00Z');

  it('gives a card 15 minutes and a SZÉP card 30', () => {
    expect(paymentExpiresAt('CREDIT_CARD_ONLINE', start, settings)).toEqual(new Date('2026-11-27T11:15:00Z'));
    expect(paymentExpiresAt('SZEP_CARD_ONLINE', start, settings)).toEqual(new Date('2026-11-27T11:30:00Z'));
  });

  it('is always after the start, by exactly the setting', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 5, max: 120 }),
        (at, minutes) => {
          const expires = paymentExpiresAt('CREDIT_CARD_ONLINE', at, {
            ...settings,
            cardPaymentMinutes: minutes,
          });
          expect(expires.getTime() - at.getTime()).toBe(minutes * 60_000);
        },
      ),
    );
  });
});

describe('a change of the payment settings', () => {
  it('needs at least one method, each once, and waiting times within 5–120 minutes', () => {
    expect(paymentSettingsUpdateSchema.safeParse({ methods: [] }).success).toBe(false);
    expect(paymentSettingsUpdateSchema.safeParse({ methods: ['CASH', 'CASH'] }).success).toBe(false);
    expect(paymentSettingsUpdateSchema.safeParse({ methods: ['CASH'], cardPaymentMinutes: 4 }).success).toBe(
      false,
    );
    expect(
      paymentSettingsUpdateSchema.safeParse({ methods: ['CASH'], szepPaymentMinutes: 121 }).success,
    ).toBe(false);
    expect(
      paymentSettingsUpdateSchema.safeParse({ methods: ['CASH'], cardPaymentMinutes: 120 }).success,
    ).toBe(true);
  });
});
