import type { DecisionAction } from '@konyha/domain/orders/order-alerts';
import type {
  AcceptRequest,
  CancelRequest,
  RejectRequest,
} from '@konyha/domain/orders/order-decisions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, call } from '../../../lib/api.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { printInFrame, printOnAcceptEnabled } from '../../print/index.ts';
import { orderKeys } from '../../shared/api/orderCache.ts';
import { applyOrder, eventKeys, notifyOrderRefusal } from '../../shared/api/orders.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';

type Bodies = {
  accept: AcceptRequest;
  reject: RejectRequest;
  cancel: CancelRequest;
  start: undefined;
  ready: undefined;
};
export type Decision = { [A in DecisionAction]: { action: A; id: number; body: Bodies[A] } }[DecisionAction];

const doneText = {
  accept: 'decisions.accepted',
  reject: 'decisions.rejected',
  cancel: 'decisions.cancelled',
  start: 'decisions.started',
  ready: 'decisions.ready',
} as const;

function send(decision: Decision) {
  const params = { id: decision.id };
  switch (decision.action) {
    case 'accept':
      return call('POST /order/:id/accept', { params, body: decision.body });
    case 'reject':
      return call('POST /order/:id/reject', { params, body: decision.body });
    case 'cancel':
      return call('POST /order/:id/cancel', { params, body: decision.body });
    case 'start':
      return call('POST /order/:id/start', { params });
    case 'ready':
      return call('POST /order/:id/ready', { params });
  }
}

/**
 * POST /order/{id}/accept|reject|cancel|start|ready. Two tablets may press at once: the loser gets 409 CONFLICT, is told
 * someone else decided, and reads the orders again to see what they did. With print on accept switched on here, an
 * accepted order's ticket and slip print at once.
 */
export function useDecideOrder() {
  const client = useQueryClient();
  const { t } = useTranslation('staff');
  return useMutation({
    mutationFn: async (decision: Decision) => {
      const { orders } = await send(decision);
      const [order] = orders;
      if (!order) throw new Error('no order in the answer');
      return order;
    },
    onSuccess: (order, { action }) => {
      applyOrder(client, order);
      client.invalidateQueries({ queryKey: eventKeys.all });
      notifyStaff('success', doneText[action], 'short', { id: order.id });
      // Only the device that accepted prints (a setting of this browser); the others hear of it on the live channel.
      if (action === 'accept' && printOnAcceptEnabled())
        printInFrame(order.id, ['ticket', 'slip'], t('print.frameTitle', { id: order.id }));
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'CONFLICT') {
        notifyStaff('error', 'decisions.conflict');
        client.invalidateQueries({ queryKey: orderKeys.all });
      } else if (!notifyOrderRefusal(client, error)) notifyServerError();
    },
  });
}
