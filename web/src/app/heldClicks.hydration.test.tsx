import { act } from '@testing-library/react';
import { type ComponentType, lazy, startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { holdClicks } from './heldClicks.ts';

// A menu whose notice comes in a chunk of its own: on the server it is there, in the browser its code may still be
// on its way while React hydrates the page (public pages have no Suspense boundary, so the whole page waits for it).
function Menu({
  Notice,
  onAdd,
  onCommit,
}: {
  Notice: ComponentType;
  onAdd: () => void;
  onCommit: () => void;
}) {
  useEffect(onCommit, [onCommit]);
  return (
    <main>
      <h1>Levesek</h1>
      <Notice />
      <button type="button" onClick={onAdd}>
        Kosárba
      </button>
    </main>
  );
}

const ServerNotice = () => <p>Ma zárva tartunk 22-kor</p>;

/** The server's markup, hydrated as startApp does while the notice's code is still loading; `arrive` delivers it. */
async function hydrateWithNoticeLoading(onAdd: () => void, onCommit: () => void = () => {}) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Menu Notice={ServerNotice} onAdd={onAdd} onCommit={() => {}} />);
  document.body.append(root);
  let arrive: () => void = () => {};
  const loading = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: ServerNotice });
  });
  const Notice = lazy(() => loading);
  let hydrated: Root | undefined;
  await act(async () =>
    startTransition(() => {
      hydrated = hydrateRoot(root, <Menu Notice={Notice} onAdd={onAdd} onCommit={onCommit} />);
    }),
  );
  onTestFinished(async () => {
    await act(async () => hydrated?.unmount());
    root.remove();
  });
  const button = root.querySelector('button') as HTMLButtonElement;
  return { root, button, arrive: () => act(async () => arrive()) };
}

describe('a tap while React hydrates a page whose code is still arriving', () => {
  it('is lost by React alone: it stops the click and nothing follows once the page comes alive', async () => {
    const onAdd = vi.fn();
    const { button, arrive } = await hydrateWithNoticeLoading(onAdd);
    button.click();
    await arrive();
    expect(onAdd).not.toHaveBeenCalled();
    button.click();
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('is held until React’s first commit and clicked again then, once', async () => {
    const onAdd = vi.fn();
    let release = () => {};
    const { button, arrive } = await hydrateWithNoticeLoading(onAdd, () => release());
    const clicks = holdClicks(button.closest('div') as HTMLElement);
    clicks.hydrating();
    release = clicks.release;
    button.click();
    expect(onAdd).not.toHaveBeenCalled();

    await arrive();
    expect(onAdd).toHaveBeenCalledTimes(1);
    // Released: a tap goes straight to React.
    button.click();
    expect(onAdd).toHaveBeenCalledTimes(2);
  });
});
