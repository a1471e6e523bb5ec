/**
 * Opens the server's port. Alone, the process binds it; as a worker of the supervisor, Node's
 * cluster binds it once in the supervisor and shares the connections among the workers
 * (docs/decisions/072). A port that cannot be opened (taken, not permitted) is said plainly and
 * the process exits 1; under the supervisor, a worker that never listened stops the whole start.
 */
import type { Server } from 'node:http';
import { logger } from '../log/logger';

export function listen(server: Server, port: number, onListening: () => void): void {
  server.once('error', (error) => {
    logger.fatal(`No se pudo escuchar en el puerto ${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, onListening);
}
