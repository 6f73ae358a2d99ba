import type { PrintWhat } from '@konyha/domain/orders/order.schemas';
import { useSyncExternalStore } from 'react';
import { printPath } from './paths.ts';

/** Per device (issue 16): the kitchen tablet prints on accept, the manager's phone does not. */
const STORAGE_KEY = 'konyha.printOnAccept';
const listeners = new Set<() => void>();

export function printOnAcceptEnabled(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setPrintOnAccept(on: boolean): void {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, 'on');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage off (private mode): the switch stays off, which is what the screen then shows.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same browser is the same device: it follows the switch.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function usePrintOnAccept(): boolean {
  return useSyncExternalStore(subscribe, printOnAcceptEnabled, () => false);
}

/** The message a print view in a frame sends its parent once `window.print()` has returned. */
export const PRINTED_MESSAGE = 'konyha:printed';
/** A frame whose print view never reports back (it failed to load) is removed anyway. */
const FRAME_LIFETIME_MS = 120_000;
/** Kept a little after printing: the browser may still be handing the pages to the spooler. */
const AFTER_PRINT_MS = 10_000;

/**
 * Prints the order's documents without leaving the screen: the print view loads in a hidden frame and prints itself.
 * A frame rather than a new window: no popup blocker stops it (the accept's answer arrives after the click), and
 * with Chromium's --kiosk-printing its window.print() goes straight to the default printer.
 */
export function printInFrame(id: number, what: readonly PrintWhat[], title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.src = printPath(id, what, true);
  // Nothing to see or reach in it: it is off screen and prints by itself.
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  // Off screen but laid out: some browsers print nothing from a frame that is display: none.
  frame.style.cssText = 'position:fixed;left:-10000px;top:0;width:80mm;height:200px;border:0;';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const remove = () => {
    window.removeEventListener('message', onMessage);
    clearTimeout(timer);
    frame.remove();
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.data !== PRINTED_MESSAGE) return;
    clearTimeout(timer);
    timer = setTimeout(remove, AFTER_PRINT_MS);
  };
  window.addEventListener('message', onMessage);
  timer = setTimeout(remove, FRAME_LIFETIME_MS);
  document.body.append(frame);
  return frame;
}
