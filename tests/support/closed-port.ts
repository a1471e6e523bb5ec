/** A loopback port nobody listens on (asked from the kernel, then released): an unreachable server. */
import { once } from 'node:events';
import { createServer } from 'node:net';

export async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}
