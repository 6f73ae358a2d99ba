import { describe, expectTypeOf, it } from 'vitest';
import type { AnswerOf, RequestOf, Route } from './types.ts';

describe('contract types for a client', () => {
  it('names endpoints by method and path', () => {
    expectTypeOf<'POST /order/add'>().toExtend<Route>();
    expectTypeOf<'GET /order/add'>().not.toExtend<Route>();
  });

  it('reads requests and answers from the schemas', () => {
    expectTypeOf<AnswerOf<'GET /min-order-value'>>().toEqualTypeOf<number>();
    expectTypeOf<AnswerOf<'POST /product/product', 201>['products']>().toBeArray();
    expectTypeOf<RequestOf<'POST /order/add'>['headers']>().toEqualTypeOf<{
      'idempotency-key'?: string | undefined;
    }>();
    expectTypeOf<RequestOf<'GET /event/:date'>['params']>().toEqualTypeOf<{ date: string }>();
    expectTypeOf<keyof RequestOf<'GET /order/today'>>().toEqualTypeOf<never>();
  });
});
