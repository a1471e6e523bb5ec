/**
 * A TCP port for a service a test is about to start, free on the loopback interface right now.
 *
 * Not one the kernel picks (port 0): the service binds it seconds later, and meanwhile the kernel
 * may hand the same port to another test file asking the same way, or to an outgoing connection
 * as its local port. A CI run once had an app instance's port answered by another file's
 * simulated upstream. So ports are drawn at random below the kernel's ephemeral range (which port
 * 0 and outgoing connections use), never twice in one process, and checked free by binding.
 * http-health.ts then also waits for the service's own "listening" line, so a port taken anyway
 * fails loudly instead of testing someone else's server.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where the kernel's ephemeral range starts (Linux's default when it cannot be read). */
function ephemeralStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 20_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

const LOWEST = 20_000;
const HIGHEST = ephemeralStart() - 1;
const ATTEMPTS = 50;
const handedOut = new Set<number>();

function bindsNow(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (handedOut.has(port) || !(await bindsNow(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port found between ${LOWEST} and ${HIGHEST} in ${ATTEMPTS} attempts`);
}
