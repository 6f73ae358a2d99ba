import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Replaces the browser's AudioContext with one that is always allowed to play and counts the dings (each ding is
 * two tones), so a journey can tell that a dashboard rings without a sound card.
 */
export async function countDings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { __tones: number };
    counted.__tones = 0;
    const param = { value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    class CountingAudio {
      state = 'running';
      currentTime = 0;
      destination = {};
      addEventListener() {}
      resume() {
        return Promise.resolve();
      }
      createOscillator() {
        counted.__tones += 1;
        return { type: 'sine', frequency: param, connect: (next: unknown) => next, start() {}, stop() {} };
      }
      createGain() {
        return { gain: param, connect: (next: unknown) => next };
      }
    }
    Object.defineProperty(window, 'AudioContext', { value: CountingAudio });
  });
}

export const dings = async (page: Page): Promise<number> =>
  (await page.evaluate(() => (window as unknown as { __tones: number }).__tones)) / 2;

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
