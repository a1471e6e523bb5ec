/**
 * GET /__mocks/clases-de-prueba.json (decision 036): the free trial classes booked upstream,
 * newest first, so support and the tests can see that a form booked once. Parents' names and
 * phones are personal: only with the support token, never kept by a cache.
 */
import type { Express, Request, Response } from 'express';
import { db } from '../db';
import { hasSupportToken, refuseSupport } from './access';

export function trialClassesBooked() {
  return db.trialClass
    .getAll()
    .map(({ idempotencyKey: _key, preferredDays, ...booking }) => ({
      ...booking,
      preferredDays: preferredDays.split(','),
    }))
    .reverse();
}

export function mountTrialClassesPage(app: Express): void {
  app.get('/__mocks/clases-de-prueba.json', (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    if (!hasSupportToken(req)) return refuseSupport(req, res);
    res.json({ trialClasses: trialClassesBooked() });
  });
}
