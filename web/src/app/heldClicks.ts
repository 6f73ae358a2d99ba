import { type EarlyClicks, earlyClicksGlobal } from '@konyha/domain/pages/early-clicks';

/**
 * Between the first paint of a server-rendered page and React's first commit, its buttons look ready but do
 * nothing. Clicks on them are held meanwhile and replayed once the page is alive, so a quick tap is not lost.
 * Until this module runs, the page's inline script holds them (domain/src/pages/early-clicks.ts); they are taken
 * over here. Held until the commit, not only until hydration starts: React drops a click on markup it is hydrating
 * and cannot finish at once (a part whose code is still arriving): it stops the event and nothing follows. Links
 * work as plain links until hydration starts (`hydrating`), and are held with the buttons from then on.
 */
export type HeldClicks = { hydrating(): void; release(): void };

export function holdClicks(root: HTMLElement): HeldClicks {
  const early = (window as unknown as Record<string, EarlyClicks | undefined>)[earlyClicksGlobal];
  const held: HTMLElement[] = early?.held.filter((button) => root.contains(button)) ?? [];
  let holding = 'button';
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(holding) : null;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
  };
  root.addEventListener('click', hold, true);
  early?.stop();
  return {
    hydrating: () => {
      holding = 'button,a[href]';
    },
    /** Once React has committed the page: clicks reach it, and the held ones are clicked again, each once. */
    release: () => {
      root.removeEventListener('click', hold, true);
      for (const target of held.splice(0)) if (target.isConnected) target.click();
    },
  };
}
