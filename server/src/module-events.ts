import type { Queryable } from './db/client.ts';

export type EventHandler<Payload> = (tx: Queryable, payload: Payload) => Promise<void>;

/**
 * What a module announces to modules built after it, in the transaction of the change (`Types`: each event's
 * payload). A handler writes its effect in that same transaction, so the effect is there exactly when the change is;
 * the announcing module never names the modules that listen.
 */
export function createModuleEvents<Types extends object>() {
  const handlers: { [Type in keyof Types]?: EventHandler<Types[Type]>[] } = {};
  return {
    /** `handler` runs in the changing transaction: its failure rolls the change back. */
    on<Type extends keyof Types>(type: Type, handler: EventHandler<Types[Type]>) {
      handlers[type] = [...(handlers[type] ?? []), handler];
    },
    async announce<Type extends keyof Types>(tx: Queryable, type: Type, payload: Types[Type]) {
      for (const handler of handlers[type] ?? []) await handler(tx, payload);
    },
  };
}
