import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSendOnce } from './useSendOnce.ts';

describe('useSendOnce', () => {
  it('ignores a second click while the first send waits for its answer, and takes the next one after it', async () => {
    const { result } = renderHook(() => useSendOnce());
    let sends = 0;
    let answer = () => {};
    const work = () => {
      sends += 1;
      return new Promise<void>((resolve) => {
        answer = resolve;
      });
    };

    let first = Promise.resolve();
    act(() => {
      first = result.current.sendOnce(work);
    });
    expect(result.current.sending).toBe(true);
    await act(() => result.current.sendOnce(work));
    expect(sends).toBe(1);

    await act(async () => {
      answer();
      await first;
    });
    expect(result.current.sending).toBe(false);
    act(() => {
      void result.current.sendOnce(work);
    });
    expect(sends).toBe(2);
  });

  it('is ready for the next send after a send that failed', async () => {
    const { result } = renderHook(() => useSendOnce());
    await act(() =>
      expect(result.current.sendOnce(() => Promise.reject(new Error('offline')))).rejects.toThrow(),
    );
    expect(result.current.sending).toBe(false);
    let sent = false;
    await act(() =>
      result.current.sendOnce(async () => {
        sent = true;
      }),
    );
    expect(sent).toBe(true);
  });
});
