import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazyNamed.ts';

/** A module the way a screen's chunk is one: fetched when asked, and counted. */
function aModule() {
  const calls = { count: 0 };
  const load = async () => {
    calls.count++;
    return { Greeting: ({ name }: { name: string }) => <p>Szia, {name}!</p> };
  };
  return { calls, load };
}

describe('a component fetched by name', () => {
  it('shows the fallback until its code is here, the first time it renders', async () => {
    const { load } = aModule();
    const Greeting = lazyNamed(load, 'Greeting');
    render(
      <Suspense fallback={<p>Betöltés…</p>}>
        <Greeting name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText('Betöltés…')).toBeInTheDocument();
    expect(await screen.findByText('Szia, Anna!')).toBeInTheDocument();
  });

  it('fetched ahead, renders at once: no fallback, as a dashboard the server drew needs to hydrate in one pass', async () => {
    const { calls, load } = aModule();
    const Greeting = lazyNamed(load, 'Greeting');
    await Greeting.preload();
    render(
      <Suspense fallback={<p>Betöltés…</p>}>
        <Greeting name="Bence" />
      </Suspense>,
    );
    expect(screen.getByText('Szia, Bence!')).toBeInTheDocument();
    expect(screen.queryByText('Betöltés…')).not.toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('keeps what a shown component holds when its parent draws again after the code came', async () => {
    const Counter = lazyNamed(
      async () => ({
        Counter: () => {
          const [count, setCount] = useState(0);
          return (
            <button type="button" onClick={() => setCount(count + 1)}>
              {count}
            </button>
          );
        },
      }),
      'Counter',
    );
    let redraw = () => {};
    function Parent() {
      const [, setTick] = useState(0);
      redraw = () => setTick((tick) => tick + 1);
      return (
        <Suspense fallback={null}>
          <Counter />
        </Suspense>
      );
    }
    render(<Parent />);
    const button = await screen.findByRole('button', { name: '0' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: '1' })).toBeInTheDocument();
    act(() => redraw());
    expect(screen.getByRole('button', { name: '1' })).toBeInTheDocument();
  });
});
