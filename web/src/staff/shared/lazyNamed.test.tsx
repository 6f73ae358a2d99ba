import { act, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazyNamed.ts';

function Greeting({ name }: { name: string }) {
  return <p>Szia, {name}!</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

/** A module the way a screen's chunk is one: fetched when asked, and counted. */
function aModule() {
  const calls = { count: 0 };
  const load = async () => {
    calls.count++;
    return { Greeting, Counter };
  };
  return { calls, load };
}

/** Draws `children` and again whenever `redraw.current` is called. */
const redraw = { current: () => {} };
function Redrawn({ children }: { children: ReactNode }) {
  const [, setTick] = useState(0);
  redraw.current = () => setTick((tick) => tick + 1);
  return <Suspense fallback={<p>Betöltés…</p>}>{children}</Suspense>;
}

describe('a component fetched by name', () => {
  it('shows the fallback until its code is here, the first time it renders', async () => {
    const Lazy = lazyNamed(aModule().load, 'Greeting');
    render(
      <Redrawn>
        <Lazy name="Anna" />
      </Redrawn>,
    );
    expect(screen.getByText('Betöltés…')).toBeInTheDocument();
    expect(await screen.findByText('Szia, Anna!')).toBeInTheDocument();
  });

  it('fetched ahead, renders at once: no fallback, as a dashboard the server drew needs to hydrate in one pass', async () => {
    const { calls, load } = aModule();
    const Lazy = lazyNamed(load, 'Greeting');
    expect(Lazy.loaded).toBe(false);
    await Lazy.preload();
    expect(Lazy.loaded).toBe(true);
    render(
      <Redrawn>
        <Lazy name="Bence" />
      </Redrawn>,
    );
    expect(screen.getByText('Szia, Bence!')).toBeInTheDocument();
    expect(screen.queryByText('Betöltés…')).not.toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('keeps what a shown component holds when its parent draws again after the code came', async () => {
    const Lazy = lazyNamed(aModule().load, 'Counter');
    render(
      <Redrawn>
        <Lazy />
      </Redrawn>,
    );
    const button = await screen.findByRole('button', { name: '0' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: '1' })).toBeInTheDocument();
    act(() => redraw.current());
    expect(screen.getByRole('button', { name: '1' })).toBeInTheDocument();
  });
});
