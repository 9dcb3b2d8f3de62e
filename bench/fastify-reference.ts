import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// A reference for the chapter bench: Fastify alone, one route, serving the same recorded responses as
// the node:http baseline. It shows what routing every chapter through the framework would cost, the
// reason Emmaus answers cached chapters ahead of it (docs/decisions/0007-chapter-fast-path.md). argv: port, a JSON file of { path: { headers, body } }.
const [port, file] = process.argv.slice(2);
type Recorded = { headers: Record<string, string>; body: string };
const responses = new Map(
  Object.entries(JSON.parse(readFileSync(file ?? '', 'utf8')) as Record<string, Recorded>).map(([k, v]) => [
    k,
    { body: Buffer.from(v.body), headers: v.headers },
  ]),
);
const app = Fastify({ logger: { level: 'warn' } });
app.get('/api/bible/:bibleId/book/:bookId/chapters/:chapter', async (request, reply) => {
  const r = responses.get(request.url);
  if (!r) return reply.status(404).send();
  reply.headers(r.headers);
  return reply.send(r.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('fastify reference listening');
