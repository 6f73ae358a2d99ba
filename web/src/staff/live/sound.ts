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

// Made on the first tap or key press, when a sound is due, or after the first screen when the page was tapped
// before this code came: Chromium takes a quarter of a second to open the audio device, which would hold up the
// dashboard's first screen, and until a tap the browser keeps a new context suspended anyway.
function audio(): AudioContext | undefined {
  if (context || typeof AudioContext === 'undefined') return context;
  context = new AudioContext();
  context.addEventListener('statechange', changed);
  // Whether it may sound is known now, not only from the browser's rule.
  queueMicrotask(changed);
  return context;
}

const unlock = () => {
  void resumeSound();
};
// On the click, not the press: the blocked-sound banner leaves as the sound comes, and a page that moved between
// press and release would send the tap past the button it was meant for.
if (typeof document !== 'undefined') {
  document.addEventListener('click', unlock, { once: true });
  document.addEventListener('keydown', unlock, { once: true });
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

const tappedBefore = () =>
  typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // A page tapped before this code loaded may sound at once: the context is made once the screen is drawn.
  if (!context && tappedBefore()) setTimeout(audio, 0);
  return () => {
    listeners.delete(listener);
  };
};
/** Before the context is made, the browser's rule decides: no tap on the page yet, no sound. */
const isBlocked = () =>
  context ? context.state === 'suspended' : typeof AudioContext !== 'undefined' && !tappedBefore();

/** True while the browser keeps the sound off until the user allows it. */
export function useSoundBlocked(): boolean {
  return useSyncExternalStore(subscribe, isBlocked, () => false);
}
