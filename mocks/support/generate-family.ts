/** POST /__mocks/generar/familia (support token only): the bench's generated family, inserted once. */
import type { Express, Request, Response } from 'express';
import { generateFamily, isFamilySize, type GeneratedFamily } from '../../fixtures/generators/family';
import { db, userById } from '../db';
import { insertParentsZone, withCourseFacts, withPathFacts, withRecommendedFacts } from '../db/seed-parents';
import { hasSupportToken, refuseSupport } from './access';

export const GENERATE_FAMILY_ROUTE = '/__mocks/generar/familia';

export function insertFamily({
  parent,
  children,
  learningPaths,
  enrolments,
  recommended,
}: GeneratedFamily): void {
  db.user.create({ ...parent });
  for (const child of children) db.child.create({ ...child });
  insertParentsZone(
    learningPaths.map(withPathFacts),
    enrolments.map(withCourseFacts),
    recommended.map(withRecommendedFacts),
  );
}

export function mountGenerateFamily(app: Express): void {
  app.post(GENERATE_FAMILY_ROUTE, (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    if (!hasSupportToken(req)) return refuseSupport(req, res);
    const size = { children: Number(req.query.hijos ?? 1), enrolments: Number(req.query.matriculas ?? 50) };
    if (!isFamilySize(size))
      return res.status(400).json({ error: 'hijos: de 1 a 20; matriculas: de 1 a 50.' });
    const family = generateFamily(size);
    if (!userById(family.parent.id)) insertFamily(family);
    res.json({ email: family.parent.email, children: family.children.map((child) => child.id) });
  });
}
