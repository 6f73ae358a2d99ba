import { useRef, useState } from 'react';

/**
 * One send at a time: a click while the last send waits for its answer does nothing (a ref, as the state's update
 * comes a render late), and `sending` shows the wait.
 */
export function useSendOnce() {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  async function sendOnce(work: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { sendOnce, sending };
}
