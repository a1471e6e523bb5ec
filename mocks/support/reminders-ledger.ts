/** GET /__mocks/recordatorios.json (support token only): the class reminders accepted and their e-mails. */
import type { Express, Request, Response } from 'express';
import { db } from '../db';
import { hasSupportToken, refuseSupport } from './access';

export function remindersLedger() {
  return {
    reminders: db.classReminder
      .getAll()
      .map(({ idempotencyKey, childId, enrolmentId, emailId, posts, createdAt }) => ({
        key: idempotencyKey,
        childId,
        enrolmentId,
        emailId,
        posts,
        createdAt,
      })),
    emails: db.outboxEmail
      .findMany({ where: { kind: { equals: 'reminder' } } })
      .map(({ id, to, subject, createdAt }) => ({ id, to, subject, createdAt })),
  };
}

export function mountRemindersLedger(app: Express): void {
  app.get('/__mocks/recordatorios.json', (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    if (!hasSupportToken(req)) return refuseSupport(req, res);
    res.json(remindersLedger());
  });
}
