import type { ParseKeys } from 'i18next';
import { notify, type Toast, type ToastDuration, type ToastKind } from '../../lib/toasts/store.ts';

/**
 * A toast with a text of the staff app's namespace. The toast store types only shared keys, so the namespaced key
 * is checked here and passed on as the `staff:` prefixed key i18next resolves.
 */
export function notifyStaff(
  kind: ToastKind,
  key: ParseKeys<'staff'>,
  duration?: ToastDuration,
  values?: Toast['values'],
): number {
  return notify({ kind, messageKey: `staff:${key}` as ParseKeys, duration, values });
}
