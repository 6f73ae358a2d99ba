import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFetch } from './api.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch', () => {
  it('calls the API under /api with the credentials and returns the answer', async () => {
    const fetchMock = vi.fn(async () => json({ value: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch<{ value: number }>('/min-order-value')).resolves.toEqual({ value: 3 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/min-order-value',
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    );
  });

  it('sends a body as JSON', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({}));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/coupon/coupon', { method: 'POST', body: { code: 'NYAR10' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"code":"NYAR10"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('turns an error answer into its code', async () => {
    vi.stubGlobal('fetch', async () => json({ errorType: 'INVALID_COUPON', message: 'No such coupon' }, 404));
    const error = await apiFetch('/coupon/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 'INVALID_COUPON', status: 404 });
  });

  it('reads an unknown code, an empty error or no connection as a server error', async () => {
    vi.stubGlobal('fetch', async () => json({ errorType: 'SOMETHING_NEW' }, 500));
    await expect(apiFetch('/a')).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 500 });

    vi.stubGlobal('fetch', async () => new Response('', { status: 502 }));
    await expect(apiFetch('/a')).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 502 });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/a')).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 0 });
  });
});
