/** The last error handler: a Spanish page, never a stack; an error's status is kept (503 stays 503). */
import type { NextFunction, Request, Response } from 'express';
import { logger } from '../log/logger';
import { httpStatusOf, sendRequestError } from './request-errors';
import { loggablePath } from './request-log';

export function lastResort(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const status = httpStatusOf(error) ?? 500;
  const answered = status >= 400 && status < 600 ? status : 500;
  if (answered >= 500)
    logger.error({ err: error, method: req.method, path: loggablePath(req.originalUrl) }, 'unhandled error');
  if (res.headersSent) return res.end();
  sendRequestError(req, res, answered);
}
