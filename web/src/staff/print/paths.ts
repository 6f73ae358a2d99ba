import type { PrintWhat } from '@konyha/domain/orders/order.schemas';

const allWhat: readonly PrintWhat[] = ['ticket', 'slip'];

/** /dashboard/print/41?what=ticket,slip — the print view; `embedded` when a hidden frame prints it by itself. */
export function printPath(id: number, what: readonly PrintWhat[], embedded = false): string {
  return `/dashboard/print/${id}?what=${what.join(',')}${embedded ? '&embedded=1' : ''}`;
}

/** The documents a `what` parameter asks for, in paper order; none named (or none known): both. */
export function parseWhat(value: string | null): PrintWhat[] {
  const asked = (value ?? '').split(',');
  const known = allWhat.filter((what) => asked.includes(what));
  return known.length > 0 ? known : [...allWhat];
}
