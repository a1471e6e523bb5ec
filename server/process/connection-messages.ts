/**
 * What the supervisor and its workers say to each other about connections (docs/decisions/056),
 * over the cluster's IPC channel beside /metrics' messages (server/ops/cluster-metrics.ts).
 */

/** Worker → supervisor: ready to serve; the port the worker's settings name (server/env.ts). */
export const WORKER_READY = 'kodea:worker-ready';
/** Supervisor → worker, with the socket as the message's handle: a new connection to serve. */
export const NEW_CONNECTION = 'kodea:connection';

export type ConnectionMessage = { type: typeof WORKER_READY; port: number } | { type: typeof NEW_CONNECTION };

export function isConnectionMessage<T extends ConnectionMessage['type']>(
  message: unknown,
  type: T,
): message is Extract<ConnectionMessage, { type: T }> {
  if (typeof message !== 'object' || message === null || !('type' in message) || message.type !== type)
    return false;
  return type !== WORKER_READY || ('port' in message && Number.isInteger(message.port));
}
