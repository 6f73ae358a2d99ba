import type { OrderStatus } from '@konyha/domain/orders/order-status.schemas';
import { anOrderAddress, anOrderLine, anOrderStatus } from '@konyha/domain/testing/order.fixture';
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

/** A guest's order as the status endpoint answers it: NEW, nobody looked yet, cash at the door. */
export const newOrder: OrderStatus = anOrderStatus({
  orderDate: '2026-11-24T17:05:00.000+01:00',
  name: 'Szabó Péter',
  email: 'p•••@e•••.com',
  phone: '+36 •• ••• ••21',
  address: anOrderAddress({ zipCode: '1137', street: 'Pozsonyi út 3.' }),
  products: [
    anOrderLine({ quantity: 2, net: 3529, vat: 953 }),
    anOrderLine({
      productId: 7,
      name: 'Túrós csusza',
      nameEnglish: 'Curd pasta',
      price: 2190,
      net: 1552,
      vat: 419,
    }),
  ],
  coupon: { code: 'KONYHA10', discount: 10 },
  originalPrice: 7170,
  discountedPrice: 6453,
  shippingCost: 490,
  total: 6943,
  // The lines after the coupon and the delivery fee, all at 27 %.
  vat: [{ rate: 27, gross: 6943, net: 5467, vat: 1476 }],
  expiresAt: '2026-12-24T17:05:00.000+01:00',
});

/** Stands in for the browser's EventSource: tests push messages or an error into the last one opened. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(order: OrderStatus, version: number) {
    this.onmessage?.(
      new MessageEvent('message', { data: JSON.stringify(order), lastEventId: String(version) }),
    );
  }
  static install() {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }
  static last(): FakeEventSource | undefined {
    return FakeEventSource.opened.at(-1);
  }
}

/**
 * The stream the page opened. The page opens it in an effect after showing the order, which a busy machine may run
 * a moment after the order is on screen, so this waits for it.
 */
export async function openedStream(): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.last()?.readyState).toBe(FakeEventSource.OPEN));
  return FakeEventSource.last() as FakeEventSource;
}
