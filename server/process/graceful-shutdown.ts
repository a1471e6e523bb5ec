/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then exit 0 — or exit
 * 1 when they are still running after the drain limit (docs/decisions/024). Used by the server
 * whether it runs alone or as a worker of the supervisor (server/main.ts), which forwards the
 * signal. A second signal (a terminal's Ctrl-C reaches the whole process group, and the
 * supervisor forwards it too) does not cut the drain short.
 */
import type { Server } from 'node:http';
import { logger } from '../log/logger';

export interface ShutdownOptions {
  server: Server;
  /** How long in-flight requests may take. */
  timeoutMs: number;
  /** Work after the last request, e.g. closing the store connection. */
  cleanup: () => Promise<void>;
  log?: (message: string) => void;
}

/** How often idle keep-alive sockets are closed while draining (a closing server keeps them). */
const IDLE_SWEEP_MS = 100;

export function drainOnSignals(options: ShutdownOptions): void {
  let draining = false;
  const drain = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    (options.log ?? ((message: string) => logger.info(message)))(
      `Señal ${signal}: se terminan las solicitudes en curso y se cierra el servidor.`,
    );
    const forced = setTimeout(() => {
      logger.error(
        `Las solicitudes en curso no terminaron en ${options.timeoutMs} ms: se cierra el servidor de todos modos.`,
      );
      process.exit(1);
    }, options.timeoutMs);
    forced.unref();
    // server.close() only closes the sockets idle at that moment: one whose request ends later
    // would stay open until its keep-alive timeout. Close them as they become idle.
    const sweep = setInterval(() => options.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    // close() stops accepting (a worker of the supervisor tells the cluster to send it no more
    // connections) and calls back once every open connection has closed.
    void new Promise<void>((resolve) => options.server.close(() => resolve())).then(() => {
      clearInterval(sweep);
      void options
        .cleanup()
        .catch((error: unknown) => logger.error({ err: error }, 'Error al cerrar'))
        .finally(() => process.exit(0));
    });
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
}
