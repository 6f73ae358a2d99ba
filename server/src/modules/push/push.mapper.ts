import type { PushDevice } from '@konyha/domain/push/push.schemas';
import type { SubscriptionRow } from './push.repository.ts';

/** A device as its owner sees it: never its keys. */
export const toDevice = (row: SubscriptionRow): PushDevice => ({
  id: row.id,
  label: row.label,
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
});
