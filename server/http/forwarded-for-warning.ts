/**
 * With TRUST_PROXY=0 the client address is the socket's. Behind a load balancer that is the
 * balancer itself, for every visitor: per-client throttles would then count the whole site as one
 * client. A request carrying X-Forwarded-For is the sign of such a proxy, so the server says so —
 * once per process, not once per request (docs/decisions/024).
 */
import type { NextFunction, Request, Response } from 'express';
import { logger } from '../log/logger';

export const FORWARDED_FOR_WARNING =
  'Aviso: llegan solicitudes con X-Forwarded-For pero TRUST_PROXY=0. Detrás de un balanceador de carga, ' +
  'todos los visitantes parecen venir de la dirección del balanceador y los límites por cliente (inicio de ' +
  'sesión, formularios) los cuentan como uno solo. Configura TRUST_PROXY con el número de proxies delante ' +
  'de la aplicación (1 detrás de un balanceador).';

export function forwardedForWarning(
  trustProxy: number,
  warn: (message: string) => void = (message) => logger.warn(message),
) {
  let warned = trustProxy > 0;
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      warn(FORWARDED_FOR_WARNING);
    }
    next();
  };
}
