import { noInvoiceDocument } from '../invoicing/invoice-status.schemas.ts';
import type { Order, OrderAddress } from '../orders/order.schemas.ts';
import type { OrderStatus } from '../orders/order-status.schemas.ts';
import { aChosenExtra, aChosenOption } from './option-group.fixture.ts';

export type OrderLine = Order['products'][number];

/** A delivery address in Budapest with no floor, door, doorbell or note for the courier. */
export const anOrderAddress = (overrides: Partial<OrderAddress> = {}): OrderAddress => ({
  zipCode: '1134',
  city: 'Budapest',
  street: 'Váci út 12.',
  floor: '',
  door: '',
  doorbell: '',
  courierNote: '',
  ...overrides,
});

/** The same address with everything the courier needs at the door (issue 16). */
export const aCourierAddress = (overrides: Partial<OrderAddress> = {}): OrderAddress =>
  anOrderAddress({
    floor: '3',
    door: '12',
    doorbell: '12B',
    courierNote: 'A kapu a sarkon túl',
    ...overrides,
  });

/** An order line: one goulash soup at 2 490 Ft, no options, 27 % VAT (net and VAT not split: 0). */
export const anOrderLine = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  productId: 1,
  name: 'Gulyásleves',
  nameEnglish: 'Goulash soup',
  price: 2490,
  quantity: 1,
  options: [],
  vatRate: 27,
  net: 0,
  vat: 0,
  deposit: 0,
  lunch: null,
  forName: null,
  ...overrides,
});

/** A line with options (issue 15): two fried chickens with chips and cheese, 3 290 Ft each with the extra. */
export const aChickenLine = (overrides: Partial<OrderLine> = {}): OrderLine =>
  anOrderLine({
    productId: 5,
    name: 'Rántott csirke',
    nameEnglish: 'Fried chicken',
    price: 3290,
    quantity: 2,
    options: [aChosenOption(), aChosenExtra()],
    ...overrides,
  });

/**
 * An order as staff see it (GET /order/today, the order admin, the mails): order 41 of a guest, two goulash soups
 * delivered for 490 Ft, NEW, cash at the door, nothing decided or printed yet. A new field of `orderSchema` is added
 * here once.
 */
export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 41,
  userId: null,
  name: 'Nagy Eszter',
  email: 'eszter@example.com',
  phone: '+36 30 123 4567',
  address: anOrderAddress(),
  products: [anOrderLine({ productId: 3, quantity: 2 })],
  coupon: null,
  note: '',
  payment: 'CASH',
  payed: false,
  state: 'NEW',
  orderDate: '2026-11-22T10:05:00+01:00',
  preOrderDate: null,
  originalPrice: 4980,
  discountedPrice: 4980,
  shippingCost: 490,
  total: 5470,
  tip: 0,
  language: 'hu',
  acknowledgedAt: null,
  acceptedAt: null,
  promisedAt: null,
  rejectionReason: null,
  rejectionNote: null,
  payWith: null,
  prints: [],
  vat: [],
  shippingVatRate: 27,
  deposit: 0,
  invoice: null,
  source: 'WEB',
  takenBy: null,
  changes: [],
  version: 1,
  extraDue: 0,
  invoiceDocument: noInvoiceDocument,
  ...overrides,
});

/**
 * The same order as its guest sees it on the status page (GET /order-status/:token): number 1042, contact details
 * masked, NEW and still cancellable, the link valid for a month.
 */
export const anOrderStatus = (overrides: Partial<OrderStatus> = {}): OrderStatus => {
  const order = anOrder();
  return {
    number: 1042,
    state: order.state,
    language: order.language,
    orderDate: order.orderDate,
    preOrderDate: order.preOrderDate,
    acceptedAt: order.acceptedAt,
    promisedAt: order.promisedAt,
    readyAt: null,
    onTheWayAt: null,
    deliveredAt: null,
    closedAt: null,
    rejectionReason: order.rejectionReason,
    rejectionNote: order.rejectionNote,
    awaitingPayment: false,
    refunded: false,
    changedAt: null,
    refundedAmount: 0,
    extraPayment: null,
    extraDue: 0,
    cancellable: true,
    name: order.name,
    email: 'e•••@e•••.com',
    phone: '+36 •• ••• ••67',
    address: order.address,
    products: order.products,
    coupon: order.coupon,
    originalPrice: order.originalPrice,
    discountedPrice: order.discountedPrice,
    shippingCost: order.shippingCost,
    total: order.total,
    tip: order.tip,
    payment: order.payment,
    payed: order.payed,
    vat: order.vat,
    deposit: order.deposit,
    expiresAt: '2026-12-22T10:05:00+01:00',
    invoice: null,
    invoiceDocument: order.invoiceDocument,
    ...overrides,
  };
};

/**
 * The money of an order with bottles, to spread into `anOrder` or `anOrderStatus`: two beers at 27 % with a 50 Ft
 * deposit each, a curd pasta at 5 %, delivery for 490 Ft at 27 %; the sums and the VAT per rate as the server
 * prices them.
 */
export const withBottles = () =>
  ({
    products: [
      anOrderLine({
        productId: 7,
        name: 'Dreher sör',
        nameEnglish: 'Dreher beer',
        price: 990,
        quantity: 2,
        net: 1559,
        vat: 421,
        deposit: 50,
      }),
      anOrderLine({
        productId: 8,
        name: 'Túrós csusza',
        nameEnglish: 'Curd pasta',
        price: 2190,
        vatRate: 5,
        net: 2086,
        vat: 104,
      }),
    ],
    coupon: null,
    originalPrice: 4170,
    discountedPrice: 4170,
    shippingCost: 490,
    deposit: 100,
    total: 4760,
    vat: [
      { rate: 27, gross: 2470, net: 1945, vat: 525 },
      { rate: 5, gross: 2190, net: 2086, vat: 104 },
    ],
  }) satisfies Partial<Order> & Partial<OrderStatus>;
