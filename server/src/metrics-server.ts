import { createServer, type Server } from 'node:http';
import type { Metrics } from './lib/metrics.ts';

/**
 * METRICS_PORT: the metrics on a port of their own, apart from the public app (which then answers
 * /metrics with a 404), so a firewall or the orchestrator can keep them to the monitoring network.
 * Only GET /metrics is answered here.
 */
export const serveMetrics = async (metrics: Metrics, port: number, host: string): Promise<Server> => {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.text().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (err: Error) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${err.message}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
};
