import { useSyncExternalStore } from 'react';

/**
 * The new-order "ding", made with the Web Audio API (no sound file to download). Browsers start an AudioContext
 * suspended until the user has interacted with the page; then `blocked` is true and the dashboard offers a button
 * that resumes it. Any click or key press on the page resumes it as well.
 */
let context: AudioContext | undefined;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function audio(): AudioContext | undefined {
  if (context || typeof AudioContext === 'undefined') return context;
  context = new AudioContext();
  context.addEventListener('statechange', changed);
  const unlock = () => {
    void resumeSound();
  };
  // On the click, not the press: the blocked-sound banner leaves as the sound comes, and a page that moved between
  // press and release would send the tap past the button it was meant for.
  document.addEventListener('click', unlock, { once: true });
  document.addEventListener('keydown', unlock, { once: true });
  return context;
}

export async function resumeSound(): Promise<void> {
  await audio()?.resume();
  changed();
}

/** Two short sine tones, a fifth apart, fading out. */
export function playDing(): void {
  const ctx = audio();
  if (ctx?.state !== 'running') return;
  const start = ctx.currentTime;
  for (const [frequency, offset] of [
    [880, 0],
    [1320, 0.12],
  ] as const) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.5);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.55);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isBlocked = () => audio()?.state === 'suspended';

/** True while the browser keeps the sound off until the user allows it. */
export function useSoundBlocked(): boolean {
  return useSyncExternalStore(subscribe, isBlocked, () => false);
}
