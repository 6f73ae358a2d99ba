import { anOrder, anOrderLine } from '@konyha/domain/testing/order.fixture';
import { describe, expect, it } from 'vitest';
import { orderChangedMail } from './order-changed-mail.ts';

const statusUrl = 'https://konyha.test/order-status/AbC';
const changes = [
  { what: 'products' as const, from: '2 × Gulyásleves', to: '1 × Gulyásleves' },
  { what: 'slot' as const, from: null, to: '2026-11-25T17:30:00.000Z' },
  { what: 'note' as const, from: 'Csípősen', to: '' },
  { what: 'total' as const, from: 5470, to: 2980 },
];
const order = (language: 'hu' | 'en') =>
  anOrder({ id: 77, name: 'Kiss Anna', language, products: [anOrderLine()], total: 2980 });

describe('the mail about a changed order', () => {
  it('lists each change before and after in Hungarian, the slot in Budapest time, the new total and the link', () => {
    const mail = orderChangedMail(order('hu'), changes, statusUrl);
    expect(mail.subject).toContain('módosítottuk a rendelésed (#77)');
    expect(mail.text).toContain('Tételek\n    eddig: 2 × Gulyásleves\n    most: 1 × Gulyásleves');
    expect(mail.text).toContain('Időpont\n    eddig: mielőbb\n    most: 2026-11-25 18:30');
    expect(mail.text).toContain('Megjegyzés\n    eddig: Csípősen\n    most: (üres)');
    expect(mail.text).toContain('Az új végösszeg: 2\u00a0980\u00a0Ft');
    expect(mail.text).toContain(statusUrl);
    expect(mail.html).toContain('eddig: 2 × Gulyásleves');
  });

  it('speaks English to a guest who ordered in English', () => {
    const mail = orderChangedMail(order('en'), changes, statusUrl);
    expect(mail.subject).toContain('your order was changed (#77)');
    expect(mail.text).toContain('Time\n    was: as soon as possible\n    now: 2026-11-25 18:30');
    expect(mail.text).toContain('The new total: 2,980\u00a0Ft');
  });
});
