import { expect, it } from 'vitest';
import { lostAndDoubled, transactionIdOf } from './payments.ts';

it("reads the transaction from SimplePay's payment page, and nothing from another address", () => {
  expect(transactionIdOf('http://127.0.0.1:4321/pay/500000001')).toBe(500_000_001);
  expect(transactionIdOf('http://127.0.0.1:4321/pay/500000001/extra')).toBeUndefined();
  expect(transactionIdOf('')).toBeUndefined();
});

it('counts an order staff do not see paid as lost, and one they see twice as doubled', () => {
  const listed = [
    { id: 1, payed: true },
    { id: 2, payed: true },
    { id: 2, payed: true },
    { id: 3, payed: false },
    { id: 9, payed: true },
  ];
  expect(lostAndDoubled([1, 2, 3, 4], listed)).toEqual({ lost: 2, doubled: 1 });
  expect(lostAndDoubled([1, 9], listed)).toEqual({ lost: 0, doubled: 0 });
});
