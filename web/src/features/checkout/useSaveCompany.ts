import type { ParseKeys } from 'i18next';
import { useSessionActions } from '../../lib/session.ts';
import { notify } from '../../lib/toasts/store.ts';
import { saveCompany } from '../profile/index.ts';
import type { InvoiceFormValues } from './invoiceForm.ts';

/**
 * After an order is placed: the company details to the customer's profile, when they asked for it. The order stands
 * either way, so a failure only tells them the details were not saved.
 */
export function useSaveCompany() {
  const { refreshUser } = useSessionActions();
  return async ({ wantsInvoice, saveCompany: wanted, invoice }: InvoiceFormValues) => {
    if (!wantsInvoice || !wanted) return;
    try {
      await refreshUser(await saveCompany(invoice));
    } catch {
      notify({ kind: 'warning', messageKey: 'checkout:invoice.saveFailed' as ParseKeys, duration: 'long' });
    }
  };
}
