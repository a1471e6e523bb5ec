/**
 * A worker of the supervisor serves the connections the supervisor hands it (connection-balancer.ts,
 * docs/decisions/056) instead of listening itself, and keeps them until they close. Its HTTP server
 * then never listens: the 'listening' event is emitted once so that Node sets up what it sets up
 * on it — the tracking of connections that enforces headersTimeout and requestTimeout and that
 * closeIdleConnections() walks (tests/integration/workers-per-core.test.ts checks the timeouts hold).
 */
import type { Server } from 'node:http';
import { Socket } from 'node:net';
import { isConnectionMessage, NEW_CONNECTION, WORKER_READY } from './connection-messages';

export interface HandedConnections {
  /** Takes no new connection; resolves once every connection it was handed has closed. */
  drain(): Promise<void>;
}

export function serveConnectionsFromSupervisor(server: Server, port: number): HandedConnections {
  const send = process.send?.bind(process);
  if (!send) throw new Error('serveConnectionsFromSupervisor: not a worker of the supervisor');
  const held = new Set<Socket>();
  let draining = false;
  let drained: (() => void) | undefined;

  server.emit('listening');
  process.on('message', (message: unknown, handle: unknown) => {
    if (!isConnectionMessage(message, NEW_CONNECTION) || !(handle instanceof Socket)) return;
    const socket = handle;
    held.add(socket);
    socket.once('close', () => {
      held.delete(socket);
      if (draining && held.size === 0) drained?.();
    });
    if (draining) socket.destroy();
    else server.emit('connection', socket);
  });
  send({ type: WORKER_READY, port });

  return {
    drain() {
      draining = true;
      return held.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve));
    },
  };
}
