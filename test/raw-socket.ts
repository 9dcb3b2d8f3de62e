import { connect, type Socket } from 'node:net';

// Raw sockets for the tests of connection handling (lib/connection-limits.test.ts, the sermon upload
// flood): what the server answered, and when it closed the connection.

export interface Talk {
  socket: Socket;
  /** Resolves with what came back once the server closed the connection (or the test gave up, at 8 s). */
  done: Promise<{ reply: string; closedAfterMs: number; closedAfterReplyMs: number }>;
}

/** Connects from `localAddress` (any 127.x.y.z is this machine) and writes `text`. */
export const open = (port: number, text: string, localAddress = '127.0.0.1'): Talk => {
  const started = performance.now();
  let reply = '';
  let replied = 0;
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('connect', () => socket.write(text));
  socket.on('data', (d) => {
    replied ||= performance.now();
    reply += d.toString();
  });
  socket.on('error', () => undefined);
  const done = new Promise<{ reply: string; closedAfterMs: number; closedAfterReplyMs: number }>((resolve) =>
    socket.on('close', () => {
      const now = performance.now();
      resolve({ reply, closedAfterMs: now - started, closedAfterReplyMs: replied ? now - replied : 0 });
    }),
  );
  setTimeout(() => socket.destroy(), 8000).unref();
  return { socket, done };
};

export const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';
// Headers never finished: the connection is held (until the 10 s headers deadline).
export const HOLD = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n';
