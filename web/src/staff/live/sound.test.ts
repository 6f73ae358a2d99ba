import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The browser's Web Audio as its autoplay rule has it: a context starts suspended until the page is tapped. Counts
 * how many are made: opening the audio device holds the page for a quarter of a second in Chromium.
 */
let made = 0;
class SuspendedAudioContext extends EventTarget {
  state = 'suspended';
  constructor() {
    super();
    made++;
  }
  async resume() {
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The sound module afresh: it keeps its context for the page's life. */
const freshSound = async () => {
  vi.resetModules();
  return import('./sound.ts');
};

beforeEach(() => {
  made = 0;
  vi.stubGlobal('AudioContext', SuspendedAudioContext);
});
afterEach(() => {
  // A test's module listens for the page's first tap: spent here, it makes no context in the next test.
  document.body.click();
  vi.unstubAllGlobals();
});

describe('the new-order sound', () => {
  it('is reported blocked on a page nobody has tapped, without opening the audio device for the first screen', async () => {
    const { useSoundBlocked } = await freshSound();
    const { result } = renderHook(() => useSoundBlocked());
    expect(result.current).toBe(true);
    expect(made).toBe(0);
  });

  it('opens the audio device at the first tap anywhere and is allowed from then on', async () => {
    const { useSoundBlocked } = await freshSound();
    const { result } = renderHook(() => useSoundBlocked());
    await act(async () => {
      document.body.click();
    });
    expect(made).toBe(1);
    expect(result.current).toBe(false);
  });

  it('is made at once for a ding that is due before any tap, and stays blocked as the browser says', async () => {
    const { playDing, useSoundBlocked } = await freshSound();
    const { result } = renderHook(() => useSoundBlocked());
    act(() => playDing());
    expect(made).toBe(1);
    expect(result.current).toBe(true);
  });
});
