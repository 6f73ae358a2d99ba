import pg from 'pg';
import type { Listener } from './client.ts';

const retryMs = 1000;

/**
 * One dedicated connection for LISTEN (pooled connections cannot listen). When it is lost (the database restarted or
 * went away) it is re-opened every second until that works; then every channel is LISTENed again and each listener is
 * called with `null`, because notifications sent meanwhile were missed (caches built from the database are dropped).
 */
export class PgNotificationListener {
  private readonly config: pg.ClientConfig;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Connected and listening on every channel of `listeners`. */
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  private everConnected = false;

  constructor(config: pg.ClientConfig) {
    this.config = config;
  }

  async listen(channel: string, listener: Listener): Promise<void> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      const client = await this.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(listener);
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client(this.config);
    client.on('notification', (message) => {
      for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.listeners.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end();
      throw new Error('The notification listener was closed');
    }
    this.client = client;
    if (this.everConnected)
      for (const set of this.listeners.values()) for (const listener of set) listener(null);
    this.everConnected = true;
    return client;
  }

  /** Called for the connection's `error` and `end` (both may come); a failed attempt is retried by its caller. */
  private lost(client: pg.Client): void {
    if (client !== this.client) return;
    this.client = undefined;
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.closed) this.connect().catch(() => this.scheduleReconnect());
    }, retryMs);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }
}
