/**
 * The status page's path within this app, from the absolute `statusUrl` the server gives (it is the e-mails'
 * link too, so it may name another host behind a proxy); undefined when there is none.
 */
export function statusPathOf(statusUrl: string | undefined): string | undefined {
  if (!statusUrl) return undefined;
  try {
    const { pathname } = new URL(statusUrl, window.location.origin);
    return pathname.startsWith('/order-status/') ? pathname : undefined;
  } catch {
    return undefined;
  }
}
