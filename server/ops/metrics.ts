/** Labels are bounded: a route pattern, never a URL; a status class, never the status. */
import cluster from 'node:cluster';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  collectDefaultMetrics({ register });
  // Constructing it lets the supervisor's AggregatorRegistry ask this worker for its registry.
  if (cluster.isWorker) new AggregatorRegistry();
  return {
    httpDuration: new Histogram({
      name: 'kodea_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status class.',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: SECONDS_BUCKETS,
    }),
    upstreamDuration: new Histogram({
      name: 'kodea_upstream_request_duration_seconds',
      help: 'Time of an upstream call, by service and status class (or timeout, network).',
      labelNames: ['service', 'status_class'] as const,
      buckets: SECONDS_BUCKETS,
    }),
    upstreamErrors: new Counter({
      name: 'kodea_upstream_errors_total',
      help: 'Upstream calls that failed, by service and kind (timeout, network, server, malformed…).',
      labelNames: ['service', 'kind'] as const,
    }),
    paymentOutcomes: new Counter({
      name: 'kodea_payment_outcomes_total',
      help: 'Card authorizations, by result (approved, denied, refused_already_paid) and currency.',
      labelNames: ['result', 'currency'] as const,
    }),
    storeErrors: new Counter({
      name: 'kodea_store_errors_total',
      help: 'Store operations that failed because the backend (SQLite or Redis) could not answer.',
    }),
    storeOperations: new Counter({
      name: 'kodea_store_operations_total',
      help: 'Store operations asked of the backend (SQLite or Redis), by operation; rate limits apart.',
      labelNames: ['operation'] as const,
    }),
  };
}

export const metrics = createMetrics();

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
