/**
 * GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN; without one the route is not
 * mounted and the path is an ordinary 404). A wrong or missing token is a 401 whose timing says
 * nothing about the token (bearer-token.ts). Never cached.
 */
import type { Request, Response } from 'express';
import { logger } from '../log/logger';
import { bearerMatches } from './bearer-token';
import { collectMetrics } from './cluster-metrics';

export function metricsEndpoint(token: string) {
  return async (req: Request, res: Response) => {
    req.routePattern = '/metrics';
    res.setHeader('Cache-Control', 'no-store');
    if (!bearerMatches(req.headers.authorization, token)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.type('text/plain').send('No autorizado');
      return;
    }
    try {
      const { text, contentType } = await collectMetrics();
      res.type(contentType).send(text);
    } catch (error) {
      logger.error({ err: error }, 'metrics unavailable');
      res.status(503).type('text/plain').send('Métricas no disponibles');
    }
  };
}
