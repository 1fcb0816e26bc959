import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.post('/webhook/bench', async (request) => request.body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGINT', () => process.exit(0));
