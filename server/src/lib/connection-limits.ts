import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Bounds on open connections (issue 35). Every socket costs a file descriptor; when the process has none
 * left, libuv quietly accepts and closes each new connection, so the server stops answering and nothing
 * is logged. `max` (server.maxConnections) keeps the count below the descriptor limit, leaving room for
 * the database, files and outbound requests; `perAddress` keeps one client from taking them all.
 */
export interface ConnectionLimits {
  /** MAX_CONNECTIONS: beyond it Node closes each new connection at once. */
  max: number;
  /** MAX_CONNECTIONS_PER_IP: open connections one peer address may hold; 0 turns the cap off. */
  perAddress: number;
  /** Peers not capped per address: the proxies TRUST_PROXY trusts, whose connections carry many clients. */
  exempt?: (address: string) => boolean;
}

export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 256;
const CEILING = 10_000;

/**
 * 10,000, or fewer where the process may open fewer files (Node raises its soft limit to the hard one at
 * start-up; `/proc/self/limits` tells what it got): an eighth of the descriptors, at least 64, are left
 * for everything else.
 */
export const defaultMaxConnections = (limits = '/proc/self/limits'): number => {
  let text = '';
  try {
    text = readFileSync(limits, 'utf8');
  } catch {
    return CEILING;
  }
  const soft = Number(/^Max open files\s+(\d+)/m.exec(text)?.[1]);
  if (!Number.isFinite(soft) || soft <= 0) return CEILING;
  return Math.max(16, Math.min(CEILING, Math.floor(soft - Math.max(64, soft / 8))));
};

/**
 * One warning line per `everyMs` at most, saying how many were left out: a flood of refused connections
 * must not become a flood of log lines.
 */
export const throttledWarn = (warn: (message: string) => void, everyMs = 10_000, now = Date.now) => {
  let last = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  return (message: string) => {
    const t = now();
    if (t - last < everyMs) {
      skipped++;
      return;
    }
    warn(skipped ? `${message} (${skipped} more like it since the last such line)` : message);
    last = t;
    skipped = 0;
  };
};

/** Applies the limits to the HTTP server, and logs what they refuse and the accept errors Node reports. */
export const guardConnections = (
  server: Server,
  limits: ConnectionLimits,
  warn: (message: string) => void,
): void => {
  server.maxConnections = limits.max;
  const open = new Map<string, number>();
  const capped = throttledWarn(warn);
  const full = throttledWarn(warn);
  const failed = throttledWarn(warn);
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (limits.perAddress <= 0 || !address || limits.exempt?.(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      capped(`connection refused: ${address} already holds ${limits.perAddress} (MAX_CONNECTIONS_PER_IP)`);
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  server.on('drop', (data?: { remoteAddress?: string }) =>
    full(
      `connection refused: the server holds ${limits.max} connections (MAX_CONNECTIONS), from ${data?.remoteAddress ?? 'an unknown address'}`,
    ),
  );
  // Once listening, an 'error' is a failed accept (EMFILE and the like); before, Fastify's listen reports it.
  server.once('listening', () =>
    server.on('error', (err: Error) => failed(`accepting a connection failed: ${err.message}`)),
  );
};
