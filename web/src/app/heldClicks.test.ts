import { earlyClicksGlobal, earlyClicksScript } from '@konyha/domain/pages/early-clicks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicks } from './heldClicks.ts';

function page() {
  document.body.innerHTML =
    '<div id="root"><button type="button"><span>EN</span></button><a href="#x">Link</a></div>';
  const root = document.getElementById('root') as HTMLElement;
  const button = root.querySelector('button') as HTMLButtonElement;
  const link = root.querySelector('a') as HTMLAnchorElement;
  return { root, button, link };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[earlyClicksGlobal];
});

describe('clicks before the page is alive', () => {
  it('holds a tap on a button and replays it once, when the app has taken over', () => {
    const { root, button } = page();
    const clicks = holdClicks(root);
    const onClick = vi.fn();
    button.addEventListener('click', onClick);

    (button.firstElementChild as HTMLElement).click();
    button.click();
    expect(onClick).not.toHaveBeenCalled();

    clicks.release();
    expect(onClick).toHaveBeenCalledTimes(1);
    clicks.release();
    expect(onClick).toHaveBeenCalledTimes(1);
    // Released: the next tap goes straight to its button.
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('lets links work as plain links until React starts taking the page over, then holds them too', () => {
    const { root, link } = page();
    const clicks = holdClicks(root);
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener('click', onClick);

    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);

    clicks.hydrating();
    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    clicks.release();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('drops a tap on a button that is gone when the page was rendered afresh', () => {
    const { root, button } = page();
    const clicks = holdClicks(root);
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    button.click();

    root.replaceChildren();
    clicks.release();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps a tap made before the app’s first script ran, held by the page’s inline script', () => {
    const { root, button } = page();
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    // The page runs its inline script while it is read, long before the app's module arrives.
    new Function(earlyClicksScript)();
    button.click();
    button.click();
    expect(onClick).not.toHaveBeenCalled();

    const clicks = holdClicks(root);
    clicks.release();
    expect(onClick).toHaveBeenCalledTimes(1);
    // Once the app holds the clicks, the inline script lets go: React's own clicks reach their buttons.
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
