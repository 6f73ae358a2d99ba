// The yardstick of the catalogue benchmark: bare Fastify JSON routes in a process of their own, with no hooks,
// logging or cache. `/bare` answers a tiny object; `/bare/foods` answers the same product list as our
// catalogue, serialised per request as a plain JSON route does.
import Fastify from 'fastify';

const foods = await (await fetch(`${process.env.CATALOGUE_URL}`)).json();
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
app.get('/bare/foods', async () => foods);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
