import type { Order } from '@konyha/domain/orders/order.schemas';
import { isOverdue } from '@konyha/domain/orders/order-alerts';
import { defaultAlertSettings } from '@konyha/domain/orders/order-decisions';
import type { AlertSettings } from '@konyha/domain/orders/order-decisions.schemas';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { alertSettingsQuery } from './api/alerts.ts';

/**
 * One shared clock for the alert rules: ringing and overdue depend on `now`, so every screen that shows them
 * re-reads it each second. One interval serves every subscriber and stops when none is left.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, to the second. */
export function useNow(): Date {
  const millis = useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
  return new Date(millis);
}

/** The alert settings; the defaults until they are read (a dashboard must ring even if this call fails). */
export function useAlertSettings(): AlertSettings {
  return useQuery(alertSettingsQuery).data ?? defaultAlertSettings;
}

/** Whether nobody acknowledged the order in time: red on every staff screen that lists it. */
export function useOverdue(order: Order): boolean {
  const settings = useAlertSettings();
  const current = useNow();
  return isOverdue(order, settings, current);
}
