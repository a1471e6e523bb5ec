/** GET /__mocks/clases-de-prueba.json (support token only): the trial classes booked, newest first. */
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
