import { describe, expect, it, vi } from 'vitest';
import { call } from './api.ts';
import { readStoredSession, SESSION_KEY, SESSION_LIFETIME_MS, storedToken, storeSession } from './session.ts';

const login = Date.UTC(2026, 0, 10, 9, 0);

describe('the stored session', () => {
  it('keeps the token for 12 hours from login', () => {
    storeSession('abc', login);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '')).toEqual({
      token: 'abc',
      expiresAt: login + 12 * 60 * 60 * 1000,
    });
    expect(readStoredSession(login + SESSION_LIFETIME_MS - 1)?.token).toBe('abc');
  });

  it('discards the token at exactly 12 hours', () => {
    storeSession('abc', login);
    expect(readStoredSession(login + SESSION_LIFETIME_MS)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('discards an unreadable entry', () => {
    localStorage.setItem(SESSION_KEY, '{"token":42}');
    expect(storedToken()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('sends the bearer token with every call while a session is stored', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await call('GET /min-order-value');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
    storeSession('abc');
    await call('GET /min-order-value');
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer abc' });
  });
});
