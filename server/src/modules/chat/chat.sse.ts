import type { ServerResponse } from 'node:http';
import type { StreamEvent } from '../../../../common/src/contracts/chat.ts';

/** Writes server-sent events the spec's way: one `data: {"event": …, "data": …}` line, then a blank line. */
export const openEventStream = (res: ServerResponse, headers: Record<string, string>) => {
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies (nginx) must pass each event on at once rather than buffer the answer.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  return {
    send: (event: StreamEvent) => {
      if (!res.writableEnded && !res.destroyed) res.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end: () => {
      if (!res.writableEnded) res.end();
    },
  };
};

export type EventSink = (event: StreamEvent) => void;
