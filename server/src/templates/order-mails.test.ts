import type { Language } from '@konyha/domain/common/language';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { aChickenLine, anOrder, anOrderAddress, anOrderLine } from '@konyha/domain/testing/order.fixture';
import { describe, expect, it } from 'vitest';
import { orderAcceptedMail, orderOnTheWayMail, orderRefusedMail } from './order-decision-mail.ts';
import { orderConfirmationMail } from './order-mail.ts';

const statusUrl = 'https://konyha.test/order-status/AbC';

/** Fried chicken with chips and cheese, and a soup without options. */
const order = (language: Language, changes: Partial<Order> = {}): Order =>
  anOrder({
    id: 77,
    name: 'Kiss Anna',
    email: 'anna@example.com',
    phone: '+36 30 111 2222',
    address: anOrderAddress({ zipCode: '1137', street: 'Pozsonyi út 3.' }),
    products: [aChickenLine(), anOrderLine()],
    orderDate: '2026-11-24T17:05:00.000+01:00',
    originalPrice: 9070,
    discountedPrice: 9070,
    total: 9560,
    language,
    ...changes,
  });

const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

describe('the order confirmation mail', () => {
  it('lists each line with its options under it, in Hungarian', () => {
    const mail = orderConfirmationMail('hu', order('hu'), 40, statusUrl);
    expect(mail.text).toContain(
      `Tételek:\n2 × Rántott csirke — ${nbsp('6 580 Ft')}\n    Köret: hasábburgonya\n    Extrák: sajt +${nbsp('300 Ft')}\n1 × Gulyásleves — ${nbsp('2 490 Ft')}\n`,
    );
    expect(mail.html).toContain('<li>2 × Rántott csirke');
    expect(mail.html).toMatch(
      /Rántott csirke[^<]*<br><span[^>]*>Köret: hasábburgonya<\/span><br><span[^>]*>Extrák: sajt \+300/,
    );
    expect(mail.html).toMatch(/<li>1 × Gulyásleves[^<]*<\/li>/);
  });

  it('names the options in English for an English order', () => {
    const mail = orderConfirmationMail('en', order('en'), 40, statusUrl);
    expect(mail.text).toContain(
      `2 × Fried chicken — ${nbsp('6,580 Ft')}\n    Side: chips\n    Extras: cheese +${nbsp('300 Ft')}`,
    );
    expect(mail.html).toMatch(
      /Fried chicken[^<]*<br><span[^>]*>Side: chips<\/span><br><span[^>]*>Extras: cheese \+300/,
    );
    expect(mail.text).not.toContain('Köret');
  });

  const details = {
    zipCode: '1137',
    city: 'Budapest',
    street: 'Pozsonyi út 3.',
    floor: '3.',
    door: '12',
    doorbell: '12B',
    courierNote: 'A kapu a sarkon túl <nyitva>',
  };

  it('shows floor, door, doorbell and the courier note under the address, in Hungarian', () => {
    const mail = orderConfirmationMail('hu', order('hu', { address: details }), 40, statusUrl);
    expect(mail.text).toContain(
      'Szállítási cím: 1137 Budapest, Pozsonyi út 3.\nEmelet: 3.\nAjtó: 12\nKapucsengő: 12B\nÜzenet a futárnak: A kapu a sarkon túl <nyitva>\n',
    );
    expect(mail.html).toContain('Kapucsengő: 12B<br>Üzenet a futárnak: A kapu a sarkon túl &lt;nyitva&gt;');
  });

  it('names the address details in English for an English order, and only those given', () => {
    const mail = orderConfirmationMail(
      'en',
      order('en', { address: { ...details, floor: '', courierNote: '' } }),
      40,
      statusUrl,
    );
    expect(mail.text).toContain('Delivery address: 1137 Budapest, Pozsonyi út 3.\nDoor: 12\nDoorbell: 12B\n');
    expect(mail.text).not.toContain('Floor');
    expect(mail.text).not.toContain('Note for the courier');
  });

  it('adds no detail lines to an address without them', () => {
    const mail = orderConfirmationMail('hu', order('hu'), 40, statusUrl);
    expect(mail.text).toContain('Szállítási cím: 1137 Budapest, Pozsonyi út 3.\n\n');
    expect(mail.text).not.toContain('Emelet');
    expect(mail.text).not.toContain('Ezzel fizetsz');
  });

  it('repeats the note the guest pays cash with and the change, in both languages', () => {
    const hungarian = orderConfirmationMail('hu', order('hu', { payWith: 10000 }), 40, statusUrl);
    expect(hungarian.text).toContain(
      `Fizetés: készpénz a futárnál\nEzzel fizetsz: ${nbsp('10 000 Ft')} (visszajár: ${nbsp('440 Ft')})`,
    );
    const english = orderConfirmationMail('en', order('en', { payWith: 9560 }), 40, statusUrl);
    expect(english.text).toContain(`You pay with: ${nbsp('9,560 Ft')} (change: ${nbsp('0 Ft')})`);
  });

  /** The order with 100 Ft of bottle deposit, its items and delivery (9 560 Ft) at two rates. */
  const withMoney = (language: Language) =>
    order(language, {
      deposit: 100,
      total: 9660,
      vat: [
        { rate: 27, gross: 8380, net: 6598, vat: 1782 },
        { rate: 18, gross: 1180, net: 1000, vat: 180 },
      ],
    });

  it('shows the bottle deposit as its own line and the VAT per rate, in Hungarian', () => {
    const mail = orderConfirmationMail('hu', withMoney('hu'), 40, statusUrl);
    expect(mail.text).toContain(
      `Kiszállítási díj: ${nbsp('490 Ft')}\nBetétdíj (visszaváltható, ÁFA nélkül): ${nbsp('100 Ft')}\nVégösszeg: ${nbsp('9 660 Ft')}`,
    );
    expect(mail.text).toContain(
      `ÁFA kulcsonként:\n27%: bruttó ${nbsp('8 380 Ft')}, nettó ${nbsp('6 598 Ft')}, ÁFA ${nbsp('1 782 Ft')}\n18%: bruttó ${nbsp('1 180 Ft')}, nettó ${nbsp('1 000 Ft')}, ÁFA ${nbsp('180 Ft')}`,
    );
    expect(mail.html).toContain('<li>27%: bruttó');
  });

  it('shows the bottle deposit and the VAT per rate in English for an English order', () => {
    const mail = orderConfirmationMail('en', withMoney('en'), 40, statusUrl);
    expect(mail.text).toContain(
      `Bottle deposit (refundable, no VAT): ${nbsp('100 Ft')}\nTotal: ${nbsp('9,660 Ft')}`,
    );
    expect(mail.text).toContain(
      `VAT by rate:\n27%: gross ${nbsp('8,380 Ft')}, net ${nbsp('6,598 Ft')}, VAT ${nbsp('1,782 Ft')}`,
    );
  });

  it('has no deposit line for an order without bottles', () => {
    const mail = orderConfirmationMail('hu', order('hu'), 40, statusUrl);
    expect(mail.text).not.toContain('Betétdíj');
  });
});

describe('the status mails', () => {
  it('show the options of the accepted order in its language', () => {
    const hungarian = orderAcceptedMail(
      order('hu'),
      new Date('2026-11-24T17:45:00+01:00'),
      new Date(),
      statusUrl,
    );
    expect(hungarian.text).toContain('Rántott csirke');
    expect(hungarian.text).toContain('    Köret: hasábburgonya');
    expect(hungarian.html).toContain('Extrák: sajt +300');
    const english = orderAcceptedMail(
      order('en'),
      new Date('2026-11-24T17:45:00+01:00'),
      new Date(),
      statusUrl,
    );
    expect(english.text).toContain('    Side: chips');
    expect(english.html).toContain('Extras: cheese +300');
  });

  it('show the options of a refused order and of one on its way', () => {
    const refused = orderRefusedMail(
      order('en', { state: 'REJECTED', rejectionReason: 'ITEM_UNAVAILABLE' }),
      false,
      statusUrl,
    );
    expect(refused.text).toContain('Items:\n2 × Fried chicken');
    expect(refused.text).toContain('    Extras: cheese +');
    const onTheWay = orderOnTheWayMail(order('hu', { state: 'DELIVERING' }), statusUrl);
    expect(onTheWay.text).toContain('    Köret: hasábburgonya');
    expect(onTheWay.html).toContain('Köret: hasábburgonya');
  });
});
