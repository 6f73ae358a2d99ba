import type { Order } from '@konyha/domain/orders/order.schemas';
import { mayDecide, preselectedMinutes } from '@konyha/domain/orders/order-alerts';
import { useQuery } from '@tanstack/react-query';
import { useDecideOrder } from '../orders/index.ts';
import { deliveryTime, settingQuery } from '../settings/index.ts';
import { useChangeOrder } from '../shared/api/orders.ts';

/** The one tap that moves a card on, by its column. */
export type KitchenStep = 'start' | 'ready' | 'handOver';

export const kitchenSteps: Partial<Record<Order['state'], KitchenStep>> = {
  NEW: 'start',
  PREPARING: 'ready',
  READY: 'handOver',
};

/**
 * How "Start" takes a NEW order to PREPARING in one tap (decisions: issue 33): a pre-order through its "start" (the
 * server accepts one nobody accepted for its slot); an order for now nobody accepted is accepted with the ready time
 * the dashboard's accept dialog proposes (the delivery-time setting's nearest choice), which puts it in PREPARING; an
 * accepted order set back to NEW by hand goes on through the state change.
 */
export type StartMove = { via: 'start' } | { via: 'accept'; minutes: number } | { via: 'state' };

export function startMove(order: Order, deliveryMinutes: number | undefined): StartMove {
  if (mayDecide(order, 'start')) return { via: 'start' };
  if (mayDecide(order, 'accept'))
    return { via: 'accept', minutes: preselectedMinutes(deliveryMinutes ?? 30) };
  return { via: 'state' };
}

/**
 * The card's step and the call that takes it: "Start" as `startMove` says, "Ready" by POST /order/{id}/ready,
 * "Handed to courier" by the state change to DELIVERING (what the courier screen lists). Each answer moves the
 * card at once on this tablet; the live channel moves it on every other one.
 */
export function useKitchenStep(order: Order, onMoved: () => void) {
  const decide = useDecideOrder();
  const change = useChangeOrder();
  const step = kitchenSteps[order.state];
  const accepting = step === 'start' && mayDecide(order, 'accept');
  const delivery = useQuery({ ...settingQuery(deliveryTime), enabled: accepting });
  const start = startMove(order, delivery.data);
  const move = () => {
    if (step === 'ready') return decide.mutateAsync({ action: 'ready', id: order.id, body: undefined });
    if (step === 'handOver') return change.mutateAsync({ id: order.id, state: 'DELIVERING' });
    if (start.via === 'start') return decide.mutateAsync({ action: 'start', id: order.id, body: undefined });
    if (start.via === 'accept')
      return decide.mutateAsync({ action: 'accept', id: order.id, body: { minutes: start.minutes } });
    return change.mutateAsync({ id: order.id, state: 'PREPARING' });
  };
  // The promise, not mutate's own onSuccess: the answer moves the card to another column, which unmounts this button,
  // and a callback of an unmounted mutation is dropped when that happens first (the moved card then never took the
  // focus). A refusal is told by the mutations themselves.
  const take = () => void move().then(onMoved, () => undefined);
  return { step, start, take, busy: decide.isPending || change.isPending };
}
