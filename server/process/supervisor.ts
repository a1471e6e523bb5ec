/**
 * The cluster primary (docs/decisions/024): it forks the server workers, restarts one that dies —
 * saying why, with a back-off when it keeps dying (restart-backoff.ts) — and on SIGTERM/SIGINT
 * forwards the signal and waits for the workers to drain their in-flight requests. It holds the
 * listening socket and hands each new connection to the workers in turn (connection-balancer.ts,
 * docs/decisions/056), but serves no request itself and loads none of the app, so it has nothing
 * to crash on.
 */
import cluster, { type Worker } from 'node:cluster';
import { logger } from '../log/logger';
import { answerWorkersMetricsRequests } from '../ops/cluster-metrics';
import { createConnectionBalancer } from './connection-balancer';
import { isConnectionMessage, WORKER_READY } from './connection-messages';
import { planRestart } from './restart-backoff';

export interface SupervisorOptions {
  /** The worker's entry module (server/index.ts). */
  exec: string;
  execArgv: string[];
  workers: number;
  /** How long workers may drain before they are killed (their own limit, plus a margin). */
  shutdownTimeoutMs: number;
  log?: (message: string) => void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

function exitReason(code: number | null, signal: string | null): string {
  return signal ? `señal ${signal}` : `código ${code ?? '?'}`;
}

export function supervise(options: SupervisorOptions): void {
  const log = options.log ?? ((message: string) => logger.info(`[supervisor] ${message}`));
  cluster.setupPrimary({ exec: options.exec, execArgv: options.execArgv });
  // /metrics, answered by any worker, sums every worker's registry (server/ops/cluster-metrics.ts).
  answerWorkersMetricsRequests();

  const startedAt = new Map<Worker, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let streak = 0;
  let siteUp = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    log(`trabajador ${worker.process.pid} iniciado`);
  };

  // The supervisor listens and hands the connections to the workers in turn (docs/decisions/056).
  const balancer = createConnectionBalancer({
    onListening: (port) =>
      log(`escuchando en el puerto ${port}; las conexiones se reparten por turnos entre los trabajadores`),
    onListenError: (port, error) => {
      logger.fatal(`No se pudo escuchar en el puerto ${port}: ${error.message}`);
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
      process.exit(1);
    },
  });
  cluster.on('message', (worker, message: unknown) => {
    if (!isConnectionMessage(message, WORKER_READY) || stopping) return;
    siteUp = true;
    balancer.ready(worker, message.port);
    log(`trabajador ${worker.process.pid} listo`);
  });

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    balancer.gone(worker);
    const why = exitReason(code, signal);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      log(`trabajador ${worker.process.pid} terminado (${why})`);
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    if (!siteUp) {
      // It never served: a configuration or start-up failure (its message is just above), not a
      // crash. Restarting would only repeat it.
      log(`el servidor no pudo arrancar (${why}); ver el mensaje anterior`);
      for (const other of startedAt.keys()) other.process.kill('SIGTERM');
      process.exit(code || 1);
    }
    // startedAt now holds the other workers running or starting; pending restarts are not in it.
    const plan = planRestart(streak, uptime, startedAt.size);
    streak = plan.streak;
    log(
      `trabajador ${worker.process.pid} terminó inesperadamente (${why}) tras ${seconds(uptime)}; ` +
        (plan.delayMs === 0
          ? 'se reinicia ahora'
          : `se reinicia en ${seconds(plan.delayMs)} (${plan.streak} caídas seguidas)`),
    );
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      fork();
    }, plan.delayMs);
    pendingRestarts.add(timer);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    balancer.stop();
    log(`señal ${signal}: los trabajadores terminan las solicitudes en curso`);
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    // A worker stuck beyond its own drain limit (a blocked event loop) is killed.
    setTimeout(() => {
      for (const worker of startedAt.keys()) {
        log(`trabajador ${worker.process.pid} no terminó a tiempo: se fuerza su cierre`);
        worker.process.kill('SIGKILL');
      }
    }, options.shutdownTimeoutMs).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < options.workers; i++) fork();
}
