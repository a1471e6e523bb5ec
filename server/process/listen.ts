/** Opens the port (under the supervisor, the cluster shares it); a port that cannot open exits 1. */
import type { Server } from 'node:http';
import { logger } from '../log/logger';

export function listen(server: Server, port: number, onListening: () => void): void {
  server.once('error', (error) => {
    logger.fatal(`No se pudo escuchar en el puerto ${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, onListening);
}
