import dingUrl from 'virtual:ding';
import { useSyncExternalStore } from 'react';

/**
 * The new-order "ding", played by an <audio> element from a file the build writes (web/scripts/ding-asset.ts). Not Web
 * Audio: Chromium opens the audio device for a new AudioContext on the page's main thread, holding a phone's
 * dashboard for a third of a second as the first order rings, while a media element opens it on a thread of its
 * own. Browsers let a page sound only after a tap on it (or on a site they trust, such as an installed app): until
 * then, or until a ding has played, the dashboard offers a button that allows it. Any tap or key on the page does too.
 */
let player: HTMLAudioElement | undefined;
/** Known to be allowed: a ding has played, or the page was tapped. */
let allowed = false;
const listeners = new Set<() => void>();

function setAllowed(): void {
  if (allowed) return;
  allowed = true;
  for (const listener of listeners) listener();
}

function audio(): HTMLAudioElement | undefined {
  if (!player && typeof Audio !== 'undefined') player = new Audio(dingUrl);
  return player;
}

const tappedBefore = () =>
  typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true;

/**
 * A tap allows the sound for the rest of the page's life. Loading the element during the tap also frees it in
 * Safari, which otherwise lets only an element first started by a tap play later without one.
 */
export function resumeSound(): void {
  audio()?.load();
  setAllowed();
}

// On the click, not the press: the blocked-sound banner leaves as the sound is allowed, and a page that moved
// between press and release would send the tap past the button it was meant for. A key the browser does not count
// as the user's (Escape, say) allows nothing.
const unlock = () => {
  if (typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === false) return;
  document.removeEventListener('click', unlock);
  document.removeEventListener('keydown', unlock);
  resumeSound();
};
if (typeof document !== 'undefined') {
  document.addEventListener('click', unlock);
  document.addEventListener('keydown', unlock);
}

/** Two short sine tones, a fifth apart, fading out; a ding still sounding starts again. */
export function playDing(): void {
  const element = audio();
  if (!element) return;
  element.currentTime = 0;
  // A refused ding (no tap yet) or one cut short by the next changes nothing: the browser's rule stands.
  element.play().then(
    () => setAllowed(),
    () => {},
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
/** Until a ding has played, the browser's rule decides: no tap on the page yet, no sound. */
const isBlocked = () => !allowed && typeof Audio !== 'undefined' && !tappedBefore();

/**
 * True while the browser keeps the sound off until the user allows it. A dashboard the server draws shows it so (a
 * page just opened has had no tap), and hydrates so; a ding that plays clears it.
 */
export function useSoundBlocked(): boolean {
  return useSyncExternalStore(subscribe, isBlocked, () => true);
}
