/**
 * The supervisor's listening socket (docs/decisions/056): new connections go to the ready workers
 * in strict turns. Node's cluster "round robin" instead gives a connection to whichever worker
 * acknowledged its last one first, so a burst of keep-alive connections (a load balancer's pool, a
 * browser's six, a load test's ten) landed nine on one worker and one on the other, and that
 * worker then carried nine tenths of the traffic for as long as they stayed open while the other
 * core idled. Counting each worker's open connections was tried and left: a worker reports a
 * closed connection late when it is busy, and a burst that follows a burst of closes then went
 * nine to one again.
 */
import type { Worker } from 'node:cluster';
import { createServer, type Socket } from 'node:net';
import { NEW_CONNECTION } from './connection-messages';

/** Connections held while no worker is ready (all of them restarting), before new ones are refused. */
const MAX_WAITING = 1_000;

export interface ConnectionBalancer {
  /** A worker is ready: it takes connections from now on, and the first one opens the port. */
  ready(worker: Worker, port: number): void;
  /** A worker has exited: it takes no more connections. */
  gone(worker: Worker): void;
  /** Stops accepting connections (the supervisor is shutting down). */
  stop(): void;
}

export function createConnectionBalancer(options: {
  onListening: (port: number) => void;
  /** The port could not be opened (taken, not permitted): the supervisor cannot serve. */
  onListenError: (port: number, error: Error) => void;
}): ConnectionBalancer {
  const ready: Worker[] = [];
  const waiting: Socket[] = [];
  let turn = 0;
  let listening = false;

  const handOut = (socket: Socket) => {
    if (ready.length === 0) {
      if (waiting.length < MAX_WAITING) waiting.push(socket);
      else socket.destroy();
      return;
    }
    turn = (turn + 1) % ready.length;
    const worker = ready[turn]!;
    // keepOpen false: once sent, the supervisor's copy of the socket is closed.
    worker.send({ type: NEW_CONNECTION }, socket, { keepOpen: false }, (error) => {
      // The worker went away between the choice and the send: the client connects again.
      if (error) socket.destroy();
    });
  };

  // Paused: the bytes a client sends first are read by the worker, not here.
  const server = createServer({ pauseOnConnect: true }, handOut);

  return {
    ready(worker, port) {
      if (!ready.includes(worker)) ready.push(worker);
      for (const socket of waiting.splice(0)) handOut(socket);
      if (listening) return;
      listening = true;
      server.once('error', (error) => options.onListenError(port, error));
      server.listen(port, () => options.onListening(port));
    },
    gone(worker) {
      const index = ready.indexOf(worker);
      if (index >= 0) ready.splice(index, 1);
    },
    stop() {
      server.close();
      for (const socket of waiting.splice(0)) socket.destroy();
    },
  };
}
