import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError, call, download } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/saveFile.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { orderKeys } from '../../shared/api/orderCache.ts';
import { applyOrder, notifyOrderRefusal } from '../../shared/api/orders.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';

/**
 * POST /order/{id}/invoice/retry (ADMIN, MANAGER): asks Számlázz.hu again for a failed invoice or receipt. The answer
 * (the document pending again) shows wherever the order is listed. Only a failed one is tried again: when another
 * tablet retried it first (409), the orders are read again to show where it stands.
 */
export function useRetryInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const [order] = (await call('POST /order/:id/invoice/retry', { params: { id } })).orders;
      if (!order) throw new Error('no order in the answer');
      return order;
    },
    onSuccess: (order) => {
      applyOrder(client, order);
      notifyStaff('success', 'orders.document.retried', 'short', { id: order.id });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'CONFLICT') {
        notifyStaff('error', 'orders.document.conflict');
        void client.invalidateQueries({ queryKey: orderKeys.all });
      } else if (!notifyOrderRefusal(client, error)) notifyServerError();
    },
  });
}

/** GET /order/{id}/invoice.pdf with the login's token, saved under the server's name (else the document's number). */
export function useInvoicePdf() {
  const [busy, setBusy] = useState(false);
  const fetchPdf = async (id: number, number: string) => {
    setBusy(true);
    try {
      // No order page token: the staff's login is enough.
      const { blob, fileName } = await download('GET /order/:id/invoice.pdf', {
        params: { id },
        headers: {},
      });
      saveFile(blob, fileName ?? `${number}.pdf`);
    } catch {
      notifyServerError();
    } finally {
      setBusy(false);
    }
  };
  return { busy, fetchPdf };
}
