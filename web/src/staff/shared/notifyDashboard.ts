import type { ParseKeys } from 'i18next';
import { notify, type Toast, type ToastDuration, type ToastKind } from '../../lib/toasts/store.ts';

/**
 * A toast with a text of the dashboard's namespace. The toast store types only shared keys, so the namespaced key is
 * checked here and passed on as the `dashboard:` prefixed key i18next resolves.
 */
export function notifyDashboard(
  kind: ToastKind,
  key: ParseKeys<'dashboard'>,
  duration?: ToastDuration,
  values?: Toast['values'],
): number {
  return notify({ kind, messageKey: `dashboard:${key}` as ParseKeys, duration, values });
}
