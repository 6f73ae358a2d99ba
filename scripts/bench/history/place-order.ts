// One order of the history, as the checkout would take it (checkout.service.ts placeOrder): a cart of the menu's
// products with options, an address in the delivery area, perhaps a coupon (refused when the customer used it
// already), a payment method, priced by the checkout's pricing and written by the order writer at its own `now`.

// The server's route options (`schema.hide`) come from this plugin's types; the server's program sees them through
// its swagger plugin, this one through the order modules' imports only with it named here.
import type {} from '@fastify/swagger';
import { choiceProblem, defaultChoice } from '@konyha/domain/menu/options';
import { payWithSuggestions } from '@konyha/domain/orders/cash';
import type { PaymentMethod } from '@konyha/domain/orders/order-states';
import { meetsMinimumOrder } from '@konyha/domain/orders/pricing';
import { tipOf } from '@konyha/domain/orders/tip';
import type { Database, Tx } from '../../../server/src/db/client.ts';
import { AppError } from '../../../server/src/errors.ts';
import type {
  CatalogueService,
  PricedProduct,
} from '../../../server/src/modules/catalogue/catalogue.service.ts';
import {
  createOrderWriter,
  type LunchVariants,
  type OrderRequest,
  type PlacedOrders,
  type PriceCart,
  type SlotClaim,
} from '../../../server/src/modules/checkout/checkout.service.ts';
import { type CouponService, customerKey } from '../../../server/src/modules/coupon/coupon.service.ts';
import type { OrderRow, StatusLinks } from '../../../server/src/modules/order/order.service.ts';
import type { PaymentService } from '../../../server/src/modules/payment/payment.service.ts';
import type { ScheduleService } from '../../../server/src/modules/schedule/schedule.service.ts';
import type { SettingsRow } from '../../../server/src/modules/settings/settings.service.ts';
import type { Random } from './random.ts';
import { type Customer, couponCodes, person } from './shop.ts';

/** A registered customer, or null for a guest (a new one each time). */
export type Shopper = Customer | null;

export interface Checkout {
  /** The day's transaction, as a database: the order writer's own transaction becomes a savepoint in it. */
  database: Database;
  tx: Tx;
  pricing: PriceCart;
  catalogue: Pick<CatalogueService, 'takePortions'>;
  lunch: LunchVariants;
  schedule: Pick<ScheduleService, 'claimSlot'>;
  coupons: CouponService;
  links: StatusLinks;
  settings: Pick<SettingsRow, 'minOrderValue' | 'deliveryVatRate'>;
  shippingOf(zipCode: string): number;
}

export interface OrderPlan {
  now: Date;
  preOrderDate: Date | null;
  slot: SlotClaim;
  shopper: Shopper;
  products: PricedProduct[];
}

export interface PlacedOrder {
  row: OrderRow;
}

/** The history's orders were placed long ago: their mails went out and their timers fired back then. */
const pastOrders: PlacedOrders = { confirm: async () => undefined };
/** Online card payments of the past carry no card payload (the gateway's approval is recorded afterwards). */
const noCardPayload = {} as PaymentService;

const payments = ['CASH', 'CREDIT_CARD', 'CREDIT_CARD_ONLINE', 'SZEP_CARD', 'SZEP_CARD_ONLINE'] as const;
const paymentShares = [0.42, 0.24, 0.2, 0.08, 0.06];

/** 1–6 lines: mostly dishes (options chosen as guests do: the defaults, or something else the groups allow). */
function cart(products: PricedProduct[], random: Random): OrderRequest['products'] {
  const foods = products.filter((p) => p.type === 'FOOD');
  const drinks = products.filter((p) => p.type === 'DRINK');
  const lines = random.weighted([1, 2, 3, 4, 5, 6], [0.2, 0.3, 0.22, 0.14, 0.09, 0.05]);
  return Array.from({ length: lines }, (_, index) => {
    const product = random.pick(index > 0 && random.chance(0.3) ? drinks : foods);
    const groups = product.optionGroups;
    let options = defaultChoice(groups);
    if (groups.length > 0 && random.chance(0.4)) {
      const chosen = groups.flatMap((g) => {
        const offered = g.options.filter((o) => o.available).map((o) => o.id);
        return offered.filter(() => random.chance(0.5)).slice(0, g.max);
      });
      if (!choiceProblem(groups, chosen)) options = chosen;
    }
    return {
      id: product.id,
      quantity: random.weighted([1, 2, 3], [0.7, 0.22, 0.08]),
      options,
      forName: null,
    };
  });
}

/** Prices and writes one order; answers its row (state NEW) as the order writer stored it. */
export async function placeOrder(checkout: Checkout, plan: OrderPlan, random: Random): Promise<PlacedOrder> {
  const { pricing, tx } = checkout;
  const contact = plan.shopper ?? { id: null, ...person(random, `guest${plan.now.getTime()}`) };
  const key = customerKey(contact.email);
  const payment: PaymentMethod = random.weighted(payments, paymentShares);
  let products = cart(plan.products, random);
  let coupon: string | null = random.chance(0.08) ? random.pick(couponCodes) : null;
  const shippingCost = checkout.shippingOf(contact.address.zipCode);
  const price = () =>
    pricing(products, {
      couponCode: coupon,
      customerKey: key,
      guardCoupon: (check) => check(tx),
      shippingCost: async () => shippingCost,
      shippingVatRate: checkout.settings.deliveryVatRate,
    });
  let priced = await price().catch((error: unknown) => {
    // As at the pay form: a coupon this customer used already is dropped, and the order goes ahead without it.
    if (!(error instanceof AppError) || error.errorType !== 'USED_COUPON') throw error;
    coupon = null;
    return price();
  });
  // Below the minimum order the pay form would not let the guest on: they add another portion of the first dish.
  while (!meetsMinimumOrder(priced.summary.discountedPrice, checkout.settings.minOrderValue)) {
    products = products.map((line, index) => (index === 0 ? { ...line, quantity: line.quantity + 1 } : line));
    priced = await price();
  }
  // Issue 34: about one guest in four tips the courier; cash is counted against the total and the tip.
  const tip = random.chance(0.25) ? tipOf(priced.summary.total, random.pick([5, 10, 15])) : 0;
  const due = priced.summary.total + tip;
  const payWith = payment === 'CASH' && random.chance(0.5) ? random.pick(payWithSuggestions(due)) : null;
  const request: OrderRequest = {
    tip,
    address: contact.address,
    products,
    coupon,
    note: random.chance(0.1) ? 'Kérem, csöngessen kétszer.' : '',
    payment,
    payWith,
    preOrderDate: plan.preOrderDate?.toISOString() ?? null,
    language: random.chance(0.12) ? 'en' : 'hu',
    invoice: null,
  };
  const writeOrder = createOrderWriter({
    database: checkout.database,
    schedule: checkout.schedule,
    catalogue: checkout.catalogue,
    lunchVariants: checkout.lunch,
    coupons: checkout.coupons,
    payments: noCardPayload,
    orderPayments: pastOrders,
    links: checkout.links,
  });
  const { row } = await writeOrder({
    request,
    contact: { userId: contact.id, name: contact.name, email: contact.email, phone: contact.phone },
    priced,
    customerKey: key,
    preOrderDate: plan.preOrderDate,
    slot: plan.slot,
    now: plan.now,
    card: undefined,
    idempotencyKey: undefined,
    requestHash: '',
  });
  return { row };
}
