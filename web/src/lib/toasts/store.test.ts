import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dismiss, MAX_TOASTS, notify, useToasts } from './store.ts';

describe('toasts', () => {
  it('keeps the six newest when a seventh arrives, newest first', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      for (let i = 1; i <= 7; i++)
        notify({ kind: 'success', messageKey: 'cart.added', values: { name: `#${i}` } });
    });
    expect(MAX_TOASTS).toBe(6);
    expect(result.current.map((toast) => toast.values?.name)).toEqual(['#7', '#6', '#5', '#4', '#3', '#2']);
  });

  it('disappears after five seconds by default', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      notify({ kind: 'warning', messageKey: 'toast.serverError' });
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });

  it('honours the short, long and longest timeouts of 2, 8 and 10 seconds', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      notify({ kind: 'success', messageKey: 'cart.added', duration: 'short' });
      notify({ kind: 'warning', messageKey: 'toast.serverError', duration: 'long' });
      notify({ kind: 'newOrder', messageKey: 'toast.serverError', duration: 'longest' });
    });
    const kinds = () => result.current.map((toast) => toast.kind);
    act(() => vi.advanceTimersByTime(2000));
    expect(kinds()).toEqual(['newOrder', 'warning']);
    act(() => vi.advanceTimersByTime(6000));
    expect(kinds()).toEqual(['newOrder']);
    act(() => vi.advanceTimersByTime(2000));
    expect(kinds()).toEqual([]);
  });

  it('can be closed before its time', () => {
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => {
      id = notify({ kind: 'error', messageKey: 'toast.serverError' });
    });
    act(() => dismiss(id));
    expect(result.current).toEqual([]);
  });
});
