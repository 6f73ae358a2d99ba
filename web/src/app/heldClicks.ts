import { type EarlyClicks, earlyClicksGlobal } from '@konyha/domain/pages/early-clicks';

/**
 * Between the first paint of a server-rendered page and React taking it over, its buttons look ready but do
 * nothing. Clicks on them are held meanwhile and replayed once the page is alive, so a quick tap is not lost.
 * Until this module runs, the page's inline script holds them (domain/src/pages/early-clicks.ts); they are taken
 * over here. Links need no help: they work as plain links before the app runs.
 */
export type HeldClicks = { stopHolding(): void; replay(): void };

export function holdClicks(root: HTMLElement): HeldClicks {
  const early = (window as unknown as Record<string, EarlyClicks | undefined>)[earlyClicksGlobal];
  const held: HTMLElement[] = early?.held.filter((button) => root.contains(button)) ?? [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  root.addEventListener('click', hold, true);
  early?.stop();
  return {
    // From hydrateRoot on, React holds and replays the clicks itself.
    stopHolding: () => root.removeEventListener('click', hold, true),
    replay: () => {
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
  };
}
