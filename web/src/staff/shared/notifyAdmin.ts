import type { ParseKeys } from 'i18next';
import { notify, type ToastDuration, type ToastKind } from '../../lib/toasts/store.ts';

/**
 * A toast with a text of the admin namespace. The toast store types only shared keys, so the namespaced key is
 * checked here and handed on with its `admin:` prefix, which i18next resolves.
 */
export function notifyAdmin(kind: ToastKind, key: ParseKeys<'admin'>, duration?: ToastDuration): number {
  return notify({ kind, messageKey: `admin:${key}` as ParseKeys, duration });
}
