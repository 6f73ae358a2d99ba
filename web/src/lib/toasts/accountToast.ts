import type { ParseKeys } from 'i18next';
import type { ToastDuration, ToastKind, ToastRequest } from './store.ts';

/** A toast whose text is one of the account texts (the toast stack reads keys of any namespace). */
export function accountToast(kind: ToastKind, key: string, duration: ToastDuration = 'normal'): ToastRequest {
  return { kind, messageKey: `account:${key}` as ParseKeys, duration };
}
