/** A scrape reaches one worker, so the supervisor serves all workers' metrics summed (decision 072). */
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import { z } from 'zod';
import { logger } from '../log/logger';
import { bearerMatches } from './bearer-token';

export const DEFAULT_METRICS_PORT = 9464;

const SettingsSchema = z.object({
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN debe tener al menos 16 caracteres').optional(),
  METRICS_PORT: z.coerce
    .number({ error: 'METRICS_PORT debe ser un número de puerto' })
    .int('METRICS_PORT debe ser un número de puerto')
    .min(1, 'METRICS_PORT debe ser un número de puerto')
    .max(65_535, 'METRICS_PORT debe ser un número de puerto')
    .default(DEFAULT_METRICS_PORT),
});

export type ClusterMetricsSettings = { token: string; port: number } | null;

/** Null without METRICS_TOKEN; throws the Spanish message when wrong. */
export function clusterMetricsSettings(env: Record<string, string | undefined>): ClusterMetricsSettings {
  const parsed = SettingsSchema.safeParse({
    METRICS_TOKEN: env.METRICS_TOKEN || undefined,
    METRICS_PORT: env.METRICS_PORT || undefined,
  });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { METRICS_TOKEN: token, METRICS_PORT: port } = parsed.data;
  return token ? { token, port } : null;
}

export function serveClusterMetrics(settings: { token: string; port: number }): Server {
  const aggregator = new AggregatorRegistry();
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://metrics').pathname !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No encontrado');
      return;
    }
    if (!bearerMatches(req.headers.authorization, settings.token)) {
      res.writeHead(401, {
        'Content-Type': 'text/plain; charset=utf-8',
        'WWW-Authenticate': 'Bearer realm="metrics"',
      });
      res.end('No autorizado');
      return;
    }
    aggregator.clusterMetrics().then(
      (text) =>
        res.writeHead(200, { 'Content-Type': aggregator.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics of the workers unavailable');
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Métricas no disponibles');
      },
    );
  });
  server.on('error', (error) =>
    logger.error({ err: error }, `[supervisor] métricas: no se pudo escuchar en el puerto ${settings.port}`),
  );
  server.listen(settings.port);
  return server;
}
