import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Counts the dings the browser really played (each a play of the dashboard's <audio> element; a sound the page's
 * CSP or the browser refused is not counted), so a journey can tell that a dashboard rings.
 */
export async function countDings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { __dings: number };
    counted.__dings = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = async function countedPlay(this: HTMLMediaElement) {
      await play.call(this);
      counted.__dings += 1;
    };
  });
}

export const dings = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __dings: number }).__dings);

/**
 * Rejects every order still waiting for a decision, so a journey's banner counts its own orders only (other
 * journeys of the run leave new orders behind).
 */
export async function rejectWaitingOrders(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const { orders } = (await (await request.get('/api/order/today', { headers })).json()) as {
    orders: { id: number; state: string; acceptedAt: string | null }[];
  };
  for (const order of orders.filter((o) => o.state === 'NEW' && o.acceptedAt === null)) {
    const response = await request.post(`/api/order/${order.id}/reject`, {
      headers,
      data: { reason: 'TOO_BUSY' },
    });
    expect([200, 409]).toContain(response.status());
  }
}

/** A mail as text: quoted-printable soft breaks and folded headers undone, =XX bytes decoded as UTF-8. */
export function readableMail(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  } catch {
    return unfolded;
  }
}
