/**
 * The one inline script of every page. A server-rendered page shows its buttons before the app's first module has
 * arrived; on a slow line a guest taps "Kosárba" in that gap. This script runs while the page is still being read,
 * holds such taps, and leaves them under `window[earlyClicksGlobal]` for the app to replay (web/src/app/heldClicks.ts).
 * It is a string, not a function, because the server allows it in the Content-Security-Policy by the hash of its
 * exact text (server/src/plugins/security.ts) and the web build writes that same text into index.html.
 */
export const earlyClicksGlobal = '__konyhaEarlyClicks';

export const earlyClicksScript = `(function(){var held=[];function hold(e){var b=e.target instanceof Element?e.target.closest('#root button'):null;if(!b)return;e.preventDefault();e.stopImmediatePropagation();if(held.indexOf(b)===-1)held.push(b)}document.addEventListener('click',hold,true);window.${earlyClicksGlobal}={held:held,stop:function(){document.removeEventListener('click',hold,true)}}})()`;

/** What the script leaves behind. */
export interface EarlyClicks {
  held: HTMLElement[];
  stop(): void;
}
