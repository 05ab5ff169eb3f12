// The baseline: a bare Fastify server answering GET /api/apps with the same bytes as the
// product's catalogue, held in memory; no plugins, no database, no logging.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const catalogue = readFileSync(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/api/apps', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(catalogue);
});
app.get('/api/ping', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
