import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The browser's <audio> as its autoplay rule has it: until the page is tapped, play() is refused (NotAllowedError)
 * unless the site is trusted. Counts what the sound module asks of it.
 */
let trusted = false;
let tapped = false;
let plays = 0;
let loads = 0;

/** The sound module afresh: it keeps its element and what the browser said for the page's life. */
const freshSound = async () => {
  vi.resetModules();
  return import('./sound.ts');
};

beforeEach(() => {
  trusted = false;
  tapped = false;
  plays = 0;
  loads = 0;
  vi.stubGlobal('navigator', {
    ...navigator,
    userActivation: {
      get hasBeenActive() {
        return tapped;
      },
    },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {
    plays++;
    if (!trusted && !tapped) throw new DOMException('not before a tap', 'NotAllowedError');
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {
    loads++;
  });
});
afterEach(() => {
  // A test's module listens for the page's first tap: spent here, it allows nothing in the next test.
  tapped = true;
  document.body.click();
  vi.restoreAllMocks();
});

const tap = () => {
  tapped = true;
  document.body.click();
};

describe('the new-order sound', () => {
  it('is reported blocked on a page nobody has tapped, without touching the audio for the first screen', async () => {
    const { useSoundBlocked } = await freshSound();
    const { result } = renderHook(() => useSoundBlocked());
    expect(result.current).toBe(true);
    expect(plays + loads).toBe(0);
  });

  it('is allowed from the first tap anywhere, which also readies the element (as Safari needs)', async () => {
    const { useSoundBlocked, playDing } = await freshSound();
    const { result } = renderHook(() => useSoundBlocked());
    await act(async () => tap());
    expect(result.current).toBe(false);
    expect(loads).toBe(1);
    await act(async () => playDing());
    expect(plays).toBe(1);
    expect(result.current).toBe(false);
  });

  it('stays blocked when the browser refuses a ding that is due before any tap', async () => {
    const { playDing, useSoundBlocked } = await freshSound();
    const { result } = renderHook(() => useSoundBlocked());
    await act(async () => playDing());
    expect(plays).toBe(1);
    expect(result.current).toBe(true);
  });

  it('is allowed without a tap on a site the browser trusts, once a ding has played', async () => {
    trusted = true;
    const { playDing, useSoundBlocked } = await freshSound();
    const { result } = renderHook(() => useSoundBlocked());
    expect(result.current).toBe(true);
    await act(async () => playDing());
    expect(result.current).toBe(false);
  });

  it('is not allowed by a key the browser does not count as the user’s, but by a later tap', async () => {
    const { useSoundBlocked } = await freshSound();
    const { result } = renderHook(() => useSoundBlocked());
    await act(async () =>
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    expect(result.current).toBe(true);
    await act(async () => tap());
    expect(result.current).toBe(false);
  });
});
