/** What `npm start` runs: the supervisor and its workers (decisions 024, 072). */
// First: the .env settings must be in place before the logger reads them.
import './load-env-file';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { logger } from './log/logger';
import { clusterMetricsSettings, type ClusterMetricsSettings } from './ops/cluster-metrics';
import { describePlan, planWorkers } from './process/worker-count';
import { supervise } from './process/supervisor';
import { WORKER_HEAP_FLAG } from './process/worker-heap';

/** server/env.ts's default; the workers enforce it themselves. */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
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
  exec: path.resolve('build/index.js'),
  execArgv: [WORKER_HEAP_FLAG],
  workers: plan.count,
  shutdownTimeoutMs: shutdownTimeoutMs + SHUTDOWN_MARGIN_MS,
  metrics,
});
