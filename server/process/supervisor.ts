/**
 * The cluster primary (decisions 024, 072): forks and restarts workers with a back-off, forwards
 * signals. It loads none of the app, so it has nothing to crash on.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import { logger } from '../log/logger';
import { serveClusterMetrics, type ClusterMetricsSettings } from '../ops/cluster-metrics';
import { planRestart } from './restart-backoff';

export interface SupervisorOptions {
  exec: string;
  execArgv: string[];
  workers: number;
  /** Their own limit, plus a margin. */
  shutdownTimeoutMs: number;
  metrics: ClusterMetricsSettings;
  log?: (message: string) => void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

function exitReason(code: number | null, signal: string | null): string {
  return signal ? `señal ${signal}` : `código ${code ?? '?'}`;
}

export function supervise(options: SupervisorOptions): void {
  const log = options.log ?? ((message: string) => logger.info(`[supervisor] ${message}`));
  cluster.setupPrimary({ exec: options.exec, execArgv: options.execArgv });
  const metricsServer: Server | null = options.metrics ? serveClusterMetrics(options.metrics) : null;

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

  cluster.on('listening', (worker, address) => {
    if (!siteUp) log(`escuchando en el puerto ${address.port}`);
    siteUp = true;
    log(`trabajador ${worker.process.pid} listo`);
  });

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    const why = exitReason(code, signal);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      log(`trabajador ${worker.process.pid} terminado (${why})`);
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    if (!siteUp) {
      // It never served: a configuration or start-up failure, not a crash; restarting would repeat it.
      log(`el servidor no pudo arrancar (${why}); ver el mensaje anterior`);
      for (const other of startedAt.keys()) other.process.kill('SIGTERM');
      process.exit(code || 1);
    }
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
    metricsServer?.close();
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
