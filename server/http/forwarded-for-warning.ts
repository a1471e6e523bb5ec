/** With TRUST_PROXY=0 behind a balancer every visitor is one client to the throttles: warn once. */
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
