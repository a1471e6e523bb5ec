/**
 * What `npm start` and `npm run serve` run: the supervisor (server/process/supervisor.ts), a Node
 * cluster primary that runs the built server (build/index.js, from server/index.ts) in WEB_CONCURRENCY workers (by default
 * one per core with a shared upstream, 1 in plain mock mode), restarts a worker that dies and
 * drains them on SIGTERM/SIGINT. server/index.ts still runs alone (the tests and Playwright start
 * it directly). See docs/decisions/024, 041 and 072.
 */
// First: the .env settings must be in place before the logger reads them.
import './load-env-file';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { logger } from './log/logger';
import { clusterMetricsSettings, type ClusterMetricsSettings } from './ops/cluster-metrics';
import { describePlan, planWorkers } from './process/worker-count';
import { supervise } from './process/supervisor';

/** Each worker's V8 heap, as `npm run serve` has always capped it: past it, the worker dies and is restarted. */
const WORKER_HEAP_MB = 256;
/** server/env.ts's SHUTDOWN_TIMEOUT_MS default; the workers enforce it themselves. */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/** Beyond the workers' own limit, before the primary kills them. */
const SHUTDOWN_MARGIN_MS = 5_000;

const plan = planWorkers(process.env, availableParallelism());
if (!plan.ok) {
  logger.fatal(plan.message);
  process.exit(1);
}
let metrics: ClusterMetricsSettings;
try {
  metrics = clusterMetricsSettings(process.env);
} catch (error) {
  logger.fatal(`Configuración inválida: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
logger.info(`[supervisor] ${describePlan(plan.count, plan.why)}`);

const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || DEFAULT_SHUTDOWN_TIMEOUT_MS;

supervise({
  // The server as Remix compiled it with the app (remix.config.js `server`), on plain Node.
  exec: path.resolve('build/index.js'),
  execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
  workers: plan.count,
  shutdownTimeoutMs: shutdownTimeoutMs + SHUTDOWN_MARGIN_MS,
  metrics,
});
