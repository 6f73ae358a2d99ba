import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCourierAddress } from '../testing/order.fixture.ts';
import { aSlip, aTicket } from '../testing/print.fixture.ts';
import { plainText, slipLayout, ticketLayout } from './print-layout.ts';
import { columnsOf, maskPhone, type PrintLine, textWidth, wrap } from './print-text.ts';

// The fixtures' order 41, with a second dish that has neither options nor marks.
const ticket = aTicket({
  lines: [
    ...aTicket().lines,
    { quantity: 1, name: 'Túrós csusza', nameEnglish: 'Pasta with cottage cheese', options: [], marks: [] },
  ],
});
// A courier note too long for one line.
const slip = aSlip({
  address: aCourierAddress({
    courierNote: 'A kapu a sarok mögött van, a csengő nem működik, kérem hívjon fel.',
  }),
});

const fitsPaper = (lines: PrintLine[]) =>
  lines.every((line) => textWidth(line.text) <= columnsOf(line) && !line.text.includes('\n'));

describe('the kitchen ticket', () => {
  it('shows the number large, ASAP, the promised time, the items with quantity, options and marks, and the note', () => {
    const lines = ticketLayout(ticket, 'hu');
    expect(lines[0]).toEqual({ text: '#41', size: 'double', bold: true, align: 'center' });
    expect(plainText(lines)).toEqual([
      '#41',
      'MIELŐBB',
      'Vállalt idő: 10:50',
      'Rendelve: 11.22. 10:05',
      '-'.repeat(42),
      '2 × Gulyásleves [CSÍPŐS LM]',
      '    Köret: hasábburgonya',
      '1 × Túrós csusza',
      '-'.repeat(42),
      'Megjegyzés:',
      '  Csípősen kérem',
    ]);
  });

  it('shows a pre-order’s time instead of ASAP, in English with the English names and marks', () => {
    const text = plainText(
      ticketLayout(
        { ...ticket, preOrderDate: '2026-12-02T11:30:00.000Z', promisedAt: '2026-12-02T11:30:00.000Z' },
        'en',
      ),
    );
    expect(text).not.toContain('ASAP');
    expect(text.slice(1, 4)).toEqual(['PRE-ORDER', '02/12 12:30', 'Promised: 02/12 12:30']);
    expect(text).toContain('2 × Goulash soup [HOT LF]');
    expect(text).toContain('    Side: chips');
  });

  it('says nothing about money', () => {
    const text = plainText(ticketLayout(ticket, 'hu')).join('\n');
    expect(text).not.toMatch(/Ft|\d{3,} ?Ft|forint/i);
  });

  it('wraps a long dish name under itself, keeping ő and ű', () => {
    const long = {
      ...ticket,
      note: '',
      lines: [
        {
          quantity: 12,
          name: 'Őszibarackos-fűszeres sertésszűz tejszínes gombamártással és petrezselymes burgonyával',
          nameEnglish: '',
          options: [],
          marks: [],
        },
      ],
    };
    const text = plainText(ticketLayout(long, 'hu')).slice(5);
    expect(text.length).toBeGreaterThan(1);
    expect(text[0]).toMatch(/^12 × Őszibarackos-fűszeres/);
    for (const line of text.slice(1)) expect(line).toMatch(/^ {5}\S/);
    expect(text.join(' ').replace(/\s+/g, ' ')).toContain('sertésszűz tejszínes gombamártással');
  });
});

describe('the bag slip', () => {
  it('shows who, the full address with floor, door, doorbell and courier note, and the change to bring', () => {
    const text = plainText(slipLayout(slip, 'hu'));
    expect(text.slice(0, 3)).toEqual(['#41', 'Nagy Eszter', '+36 30 *** **67']);
    expect(text).toContain('Váci út 12.');
    expect(text).toContain('1134 Budapest');
    expect(text).toContain('Emelet: 3, Ajtó: 12');
    expect(text).toContain('Kapucsengő: 12B');
    expect(text.join(' ')).toMatch(/Futárnak: A kapu a sarok mögött van.*kérem hívjon fel\./);
    expect(text).toContain('Fizetés: Készpénz');
    expect(text).toContain('5 470 Ft');
    expect(text).toContain('Ezzel fizet: 10 000 Ft');
    expect(text).toContain('Visszajáró: 4 530 Ft');
  });

  it('says "paid" and asks for nothing when the order is paid online', () => {
    const paid = {
      ...slip,
      payment: 'CREDIT_CARD_ONLINE' as const,
      paid: true,
      collect: 0,
      payWith: null,
      change: null,
    };
    expect(plainText(slipLayout(paid, 'hu'))).toContain('FIZETVE');
    expect(plainText(slipLayout(paid, 'en'))).toContain('PAID ONLINE');
    expect(plainText(slipLayout(paid, 'hu')).join('\n')).not.toMatch(/Ft/);
  });

  it('tells the courier of a tip, whether it is collected at the door or was paid online', () => {
    const atTheDoor = plainText(slipLayout({ ...slip, collect: 6017, tip: 547, change: 3983 }, 'hu'));
    expect(atTheDoor).toContain('Borravaló a futárnak: 547 Ft');
    expect(atTheDoor).toContain('6 017 Ft');
    const online = { ...slip, paid: true, collect: 0, tip: 547, payWith: null, change: null };
    expect(plainText(slipLayout(online, 'en'))).toContain('Tip for the courier: 547 Ft');
    expect(plainText(slipLayout({ ...slip, tip: 0 }, 'hu')).join('\n')).not.toMatch(/Borravaló/);
  });

  it('leaves out the address details the guest did not give', () => {
    const bare = {
      ...slip,
      address: { ...slip.address, floor: '', door: '', doorbell: '', courierNote: '' },
    };
    expect(plainText(slipLayout(bare, 'en')).join('\n')).not.toMatch(/Floor|Door|courier/);
  });
});

describe('every line fits 80 mm paper', () => {
  const text = fc.string({
    unit: fc.constantFrom(...'aáeéiíoóöőuúüűAÁŐŰ xyz-.,!\n0123456789'.split('')),
    maxLength: 300,
  });
  const word = fc.string({
    unit: fc.constantFrom(...'őűabcdefghijklmnopqrstuvwxyz'.split('')),
    minLength: 1,
    maxLength: 60,
  });
  const name = fc.oneof(
    text,
    fc.array(word, { maxLength: 8 }).map((words) => words.join(' ')),
  );

  it('at 42 columns, and 21 for double size, whatever the names, notes and address', () => {
    fc.assert(
      fc.property(name, name, text, fc.integer({ min: 1, max: 999 }), (dish, guest, note, quantity) => {
        const randomTicket = {
          ...ticket,
          orderId: 987654,
          lines: [
            {
              quantity,
              name: dish,
              nameEnglish: dish,
              options: [{ name: note, nameEnglish: note }],
              marks: ['GLUTEN_FREE' as const, 'LACTOSE_FREE' as const, 'HOT' as const, 'VEGETARIAN' as const],
            },
          ],
          note,
        };
        const randomSlip = {
          ...slip,
          name: guest,
          collect: 1_234_567,
          address: { ...slip.address, street: dish, city: guest, floor: note, courierNote: note },
        };
        for (const language of ['hu', 'en'] as const) {
          expect(fitsPaper(ticketLayout(randomTicket, language))).toBe(true);
          expect(fitsPaper(slipLayout(randomSlip, language))).toBe(true);
        }
      }),
    );
  });

  it('keeps every word of the text, in order', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 6 }), (value, indent) => {
        const lines = wrap(value, 42, indent);
        const normal = (s: string) => s.normalize('NFC').split(/\s+/).filter(Boolean).join('');
        expect(normal(lines.join(' '))).toBe(normal(value));
      }),
    );
  });

  it('counts a Hungarian letter written with a combining accent as one column', () => {
    const decomposed = 'ő'.normalize('NFD').repeat(42);
    expect(wrap(decomposed, 42)).toEqual(['ő'.repeat(42)]);
  });
});

describe('the phone on the bag', () => {
  it('keeps the country and area prefix and the last two digits', () => {
    expect(maskPhone('+36 30 123 4567')).toBe('+36 30 *** **67');
    expect(maskPhone('06-30-123-4567')).toBe('06-30-***-**67');
    expect(maskPhone('+36301234567')).toBe('+3630*****67');
  });

  it('hides some digits of even a short number', () => {
    expect(maskPhone('123 45 67').match(/\*/g)).toHaveLength(3);
  });
});

describe('a reprint after the order changed', () => {
  const changes = [
    { what: 'products' as const, from: '2 × Gulyásleves', to: '1 × Túrós csusza' },
    { what: 'address' as const, from: '1134 Budapest, Váci út 12.', to: '1134 Budapest, Váci út 14.' },
    { what: 'total' as const, from: 5470, to: 3280 },
  ];

  it('marks the ticket CHANGED under the number with the items before and after, nothing about money', () => {
    const text = plainText(ticketLayout({ ...ticket, changes }, 'hu'));
    expect(text.slice(0, 6)).toEqual([
      '#41',
      'MÓDOSÍTVA',
      'Tételek:',
      '  volt: 2 × Gulyásleves',
      '  most: 1 × Túrós csusza',
      '-'.repeat(42),
    ]);
    expect(text.join('\n')).not.toMatch(/Cím|Végösszeg/);
  });

  it('marks the slip with the address and the total, in English on English paper', () => {
    const text = plainText(slipLayout({ ...slip, changes }, 'en'));
    expect(text.slice(0, 8)).toEqual([
      '#41',
      'CHANGED',
      'Address:',
      '  was: 1134 Budapest, Váci út 12.',
      '  now: 1134 Budapest, Váci út 14.',
      'Total:',
      '  was: 5,470 Ft',
      '  now: 3,280 Ft',
    ]);
    expect(text.join('\n')).not.toMatch(/Gulyásleves/);
  });

  it('prints no mark on a first print', () => {
    expect(plainText(ticketLayout(ticket, 'hu'))).not.toContain('MÓDOSÍTVA');
  });
});
