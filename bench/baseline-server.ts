import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The bench's baseline: the same responses (body and headers, as Emmaus sent them) served from memory by
// a bare node:http server, in its own process like the real server. argv: port, a JSON file of
// { path: { headers, body } }.
const [port, file] = process.argv.slice(2);
type Recorded = { headers: Record<string, string>; body: string };
const responses = new Map(
  Object.entries(JSON.parse(readFileSync(file ?? '', 'utf8')) as Record<string, Recorded>).map(([k, v]) => {
    const body = Buffer.from(v.body);
    return [k, { body, headers: { ...v.headers, 'content-length': String(body.length) } }];
  }),
);
createServer((req, res) => {
  const r = responses.get(req.url ?? '');
  if (!r) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, r.headers);
  res.end(r.body);
}).listen(Number(port), '127.0.0.1', () => console.log('baseline listening'));
