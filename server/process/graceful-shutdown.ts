/** Drain on SIGTERM/SIGINT; a second signal (Ctrl-C hits the process group) does not cut it short. */
import type { Server } from 'node:http';
import { logger } from '../log/logger';

export interface ShutdownOptions {
  server: Server;
  timeoutMs: number;
  cleanup: () => Promise<void>;
  log?: (message: string) => void;
}

/** A closing server keeps idle keep-alive sockets: they are closed as they become idle. */
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
    // server.close() only closes the sockets idle at that moment.
    const sweep = setInterval(() => options.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    // Stops accepting, and calls back once every open connection has closed.
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
