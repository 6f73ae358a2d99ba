// The yardstick of the catalogue benchmark: bare Fastify routes in a process of their own, run as anyone would run
// Fastify (Node's default flags, no hooks, logging, compression plugin or cache; scripts/bench/yardstick.ts starts
// it). `/bare` answers a tiny object; `/bare/foods` the catalogue's own bytes, fetched once at start and sent as they
// are, as a route answering pre-serialised bytes does; `/bare/foods.gz` those bytes gzipped once, likewise.
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const response = await fetch(`${process.env.CATALOGUE_URL}`, { headers: { 'accept-encoding': 'identity' } });
const foods = Buffer.from(await response.arrayBuffer());
const foodsGzip = gzipSync(foods, { level: 9 });
const json = 'application/json; charset=utf-8';
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
app.get('/bare/foods', async (_request, reply) => reply.header('content-type', json).send(foods));
app.get('/bare/foods.gz', async (_request, reply) =>
  reply.header('content-type', json).header('content-encoding', 'gzip').send(foodsGzip),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
