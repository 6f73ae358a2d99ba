import type { Order } from '@konyha/domain/orders/order.schemas';
import type { PrintedChange } from '@konyha/domain/printing/print-documents.schemas';

/**
 * What the print view marks CHANGED (issue 30): the parts of the order's latest change (one save may change the
 * lines and the total at once), before and after, as the reprint the change queued shows them. Undefined for an
 * order nobody changed, or one the view could not read.
 */
export function latestChange(changes: Order['changes'] | undefined): PrintedChange[] | undefined {
  const last = changes?.at(-1);
  if (!changes || !last) return undefined;
  return changes.filter((change) => change.at === last.at).map(({ what, from, to }) => ({ what, from, to }));
}
