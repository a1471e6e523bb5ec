/**
 * The supervisor's connection balancer (server/process/connection-balancer.ts, decision 056) with
 * stand-in workers: connections go to the ready workers in strict turns, none to a worker that has
 * gone, and connections that arrive while no worker is ready wait for the first one.
 */
import type { Worker } from 'node:cluster';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createConnectionBalancer, type ConnectionBalancer } from '../../server/process/connection-balancer';
import { NEW_CONNECTION } from '../../server/process/connection-messages';
import { freePort } from '../integration/harness/free-port';

interface StandIn {
  worker: Worker;
  received: unknown[];
}

/** A worker that records what it is sent and closes the socket it is handed. */
function standIn(): StandIn {
  const received: unknown[] = [];
  const worker = {
    send(message: unknown, socket: Socket, _options: unknown, callback: (error: Error | null) => void) {
      received.push(message);
      socket.destroy();
      callback(null);
      return true;
    },
  } as unknown as Worker;
  return { worker, received };
}

const open: { balancer: ConnectionBalancer; sockets: Socket[] }[] = [];
afterEach(() => {
  for (const { balancer, sockets } of open.splice(0)) {
    balancer.stop();
    for (const socket of sockets) socket.destroy();
  }
});

async function start() {
  const port = await freePort();
  let listening!: () => void;
  const up = new Promise<void>((resolve) => (listening = resolve));
  const balancer = createConnectionBalancer({
    onListening: () => listening(),
    onListenError: (_port, error) => {
      throw error;
    },
  });
  const sockets: Socket[] = [];
  open.push({ balancer, sockets });
  /** Opens a connection and waits until the balancer has handed it to someone. */
  const connectOnce = async (handed: () => number) => {
    const before = handed();
    sockets.push(connect(port, '127.0.0.1').on('error', () => {}));
    for (let i = 0; i < 200 && handed() === before; i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { balancer, port, up, connectOnce, sockets };
}

describe('the connection balancer', () => {
  it('hands connections to the ready workers in turn, and none to a worker that has gone', async () => {
    const { balancer, port, up, connectOnce } = await start();
    const [a, b] = [standIn(), standIn()];
    balancer.ready(a.worker, port);
    balancer.ready(b.worker, port);
    await up;
    const handed = () => a.received.length + b.received.length;
    for (let i = 0; i < 6; i++) await connectOnce(handed);
    expect([a.received.length, b.received.length]).toEqual([3, 3]);
    expect(a.received[0]).toEqual({ type: NEW_CONNECTION });

    balancer.gone(a.worker);
    for (let i = 0; i < 3; i++) await connectOnce(handed);
    expect([a.received.length, b.received.length]).toEqual([3, 6]);
  });

  it('connections that arrive while no worker is ready wait for the next one', async () => {
    const { balancer, port, up, connectOnce, sockets } = await start();
    const [a, b] = [standIn(), standIn()];
    balancer.ready(a.worker, port);
    await up;
    balancer.gone(a.worker);
    sockets.push(connect(port, '127.0.0.1').on('error', () => {}));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.received).toHaveLength(0);

    balancer.ready(b.worker, port);
    expect(b.received).toHaveLength(1);
    await connectOnce(() => b.received.length);
    expect(b.received).toHaveLength(2);
  });
});
