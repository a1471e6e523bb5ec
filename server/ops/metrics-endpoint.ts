/**
 * GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN; without one the route is not
 * mounted and the path is an ordinary 404). A wrong or missing token is a 401 whose timing says
 * nothing about the token (bearer-token.ts). Never cached.
 *
 * A worker of the supervisor passes it on (an ordinary 404): it would answer with its own requests
 * only, whichever worker the scrape reached. The supervisor serves every worker's metrics summed
 * on METRICS_PORT instead (cluster-metrics.ts, docs/decisions/072).
 */
import cluster from 'node:cluster';
import type { NextFunction, Request, Response } from 'express';
import { register } from 'prom-client';
import { logger } from '../log/logger';
import { bearerMatches } from './bearer-token';

export function metricsEndpoint(token: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (cluster.isWorker) return next();
    req.routePattern = '/metrics';
    res.setHeader('Cache-Control', 'no-store');
    if (!bearerMatches(req.headers.authorization, token)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.type('text/plain').send('No autorizado');
      return;
    }
    try {
      res.type(register.contentType).send(await register.metrics());
    } catch (error) {
      logger.error({ err: error }, 'metrics unavailable');
      res.status(503).type('text/plain').send('Métricas no disponibles');
    }
  };
}
