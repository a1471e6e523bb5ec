/** GET /metrics behind a bearer token; under the supervisor the sum is served by cluster-metrics.ts. */
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
