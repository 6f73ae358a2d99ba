import type { Language } from '@konyha/domain/common/language';
import type { ParseKeys } from 'i18next';
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'newOrder';

/** How long a toast stays (SPEC §9): 2 s after cart and edit actions, 8 s for a card failure, 10 s for ordering off. */
const toastDurations = { short: 2000, normal: 5000, long: 8000, longest: 10000 } as const;
export type ToastDuration = keyof typeof toastDurations;

export type Toast = {
  id: number;
  kind: ToastKind;
  /** A translation key: the text follows a language switch while the toast is up. */
  messageKey: ParseKeys;
  /** A value given per language ({ hu, en }) is picked by the text's placeholder, `{{items.en}}`, on a switch too. */
  values?: Record<string, string | number | Readonly<Record<Language, string>>>;
};

export type ToastRequest = Omit<Toast, 'id'> & { duration?: ToastDuration };

export const MAX_TOASTS = 6;

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

/** Shows a toast on top of the stack; the oldest falls off beyond six. Returns its id. */
export function notify({ duration = 'normal', ...toast }: ToastRequest): number {
  const id = nextId++;
  const kept = [{ ...toast, id }, ...toasts];
  for (const dropped of kept.slice(MAX_TOASTS)) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  timers.set(
    id,
    setTimeout(() => dismiss(id), toastDurations[duration]),
  );
  publish(kept.slice(0, MAX_TOASTS));
  return id;
}

/** The generic "Server error!" toast of SPEC §8. */
export function notifyServerError(): number {
  return notify({ kind: 'error', messageKey: 'toast.serverError' });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Empties the stack; tests start each case from a clean one. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  publish([]);
}
