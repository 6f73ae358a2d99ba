import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiRequestError, call } from './api.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('call', () => {
  it('calls the endpoint under /api with the credentials and returns the answer', async () => {
    const fetchMock = stubFetch(() => json(3000));
    await expect(call('GET /min-order-value')).resolves.toBe(3000);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/min-order-value',
      expect.objectContaining({ credentials: 'include', method: 'GET', body: undefined }),
    );
  });

  it('fills the path parameters, encoded', async () => {
    const fetchMock = stubFetch(() => json({}));
    await call('PUT /user/forgotPassword/:token', { params: { token: 'a/b c' }, body: { password: 'x' } });
    await call('DELETE /user/address/:id', { params: { id: 7 } });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'PUT /api/user/forgotPassword/a%2Fb%20c',
      'DELETE /api/user/address/7',
    ]);
  });

  it('encodes the query and leaves out what is undefined', async () => {
    const fetchMock = stubFetch(() => json({ users: [], count: 0 }));
    await call('GET /user/users', {
      querystring: { pageNo: 2, pageSize: 10, sortBy: 'name', ascending: 'false' },
    });
    await call('GET /order/orders', { querystring: { pageNo: 0, sortBy: undefined } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/user/users?pageNo=2&pageSize=10&sortBy=name&ascending=false',
      '/api/order/orders?pageNo=0',
    ]);
  });

  it('sends the body as JSON and the request headers, such as the Idempotency-Key', async () => {
    const fetchMock = stubFetch(() => json({ orderId: 7 }));
    const body = {
      address: { zipCode: '1134', city: 'Budapest', street: 'Váci út 1.' },
      products: [{ id: 1, quantity: 2 }],
      coupon: null,
    };
    await expect(
      call('POST /order/add', { body, headers: { 'idempotency-key': 'key-12345678' } }),
    ).resolves.toEqual({ orderId: 7 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify(body));
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('key-12345678');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends no body and no content type where the endpoint reads none', async () => {
    const fetchMock = stubFetch(() => json({}));
    await call('POST /user/logout');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('sends a file as the body itself, with its own content type', async () => {
    const fetchMock = stubFetch(() => json({ products: [] }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'gulyas.jpg', { type: 'image/jpeg' });
    await call('PUT /product/:id/photo', { params: { id: 7 }, rawBody: photo });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(photo);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('image/jpeg');
  });

  it('answers null for an endpoint that answers no body (204)', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(call('DELETE /product/:id', { params: { id: 3 } })).resolves.toBeNull();
  });

  it('passes the abort signal on and lets an abort through as it is', async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      expect(init?.signal).toBe(controller.signal);
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(call('GET /user/notes', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('turns an error answer into its code, field and message key', async () => {
    stubFetch(() =>
      json({ errorType: 'VALIDATION_ERROR', field: 'address.zipCode', message: 'zipInvalid' }, 400),
    );
    const error = await call('GET /streets/:zipCode', { params: { zipCode: '1134' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      fieldPath: 'address.zipCode',
      messageKey: 'zipInvalid',
    });
  });

  it('reads an unknown code, an empty error or no connection as a server error', async () => {
    stubFetch(() => json({ errorType: 'SOMETHING_NEW' }, 500));
    await expect(call('GET /user/notes')).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 500 });

    stubFetch(() => new Response('', { status: 502 }));
    await expect(call('GET /user/notes')).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 502 });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call('GET /user/notes')).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 0 });
  });

  it('reads the request and the answer from the contract (checked by tsc)', () => {
    expectTypeOf(call<'GET /user/notes'>).returns.resolves.toEqualTypeOf<string[]>();
    expectTypeOf(call<'POST /coupon/coupon'>).returns.resolves.toHaveProperty('coupons');
    expectTypeOf(call<'DELETE /product/:id'>).returns.resolves.toBeNull();
    const neverRun = () => [
      // @ts-expect-error the body is required
      call('POST /order/calculate'),
      // @ts-expect-error a path parameter is required
      call('GET /streets/:zipCode', {}),
      // @ts-expect-error no such endpoint
      call('GET /order/add'),
    ];
    expect(neverRun).toBeTypeOf('function');
  });
});
