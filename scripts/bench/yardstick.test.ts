import { expect, it } from 'vitest';
import { withNodeDefaults, yardstickLabel } from './yardstick.ts';

it("runs the yardstick without Node's options or the server's malloc settings, keeping the rest", () => {
  const env = withNodeDefaults({
    PATH: '/usr/bin',
    NODE_OPTIONS: '--max-semi-space-size=8',
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    GLIBC_TUNABLES: 'glibc.malloc.arena_max=2',
    CATALOGUE_URL: 'http://127.0.0.1:1/api/product/foods',
  });
  expect(env).toEqual({ PATH: '/usr/bin', CATALOGUE_URL: 'http://127.0.0.1:1/api/product/foods' });
});

it('names the yardstick: Fastify, the bytes it sends and Node with its default flags', () => {
  expect(yardstickLabel({ bytes: 1234, coding: 'identity', node: 'v24.1.0' })).toMatch(
    /^bare Fastify \d+\.\d+\.\d+ route sending the same 1234 bytes ready-made, Node v24\.1\.0 with its default flags$/,
  );
  expect(yardstickLabel({ bytes: 99, coding: 'gzip', node: 'v24.1.0' })).toContain('the same 99 gzip bytes');
});
