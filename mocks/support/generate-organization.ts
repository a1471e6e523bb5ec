/** POST /__mocks/generar/organizacion (support token only): a new generated organization. */
import type { Express, Request, Response } from 'express';
import { generateOrganization } from '../../fixtures/generators/organization';
import { db } from '../db';
import { insertOrganizationRows } from '../db/organization-rows';
import { hasSupportToken, refuseSupport } from './access';

export const GENERATE_ORGANIZATION_ROUTE = '/__mocks/generar/organizacion';
export const MAX_GENERATED_ENROLMENTS = 20_000;
const FIRST_GENERATED_ID = 1001;

export function insertGeneratedOrganization(enrolments: number) {
  const id = Math.max(FIRST_GENERATED_ID - 1, ...db.organization.getAll().map((o) => o.id)) + 1;
  const generated = generateOrganization({ id, enrolments });
  const started = performance.now();
  db.user.create({ ...generated.coordinator });
  insertOrganizationRows({
    organizations: [generated.organization],
    groups: generated.groups,
    enrolments: generated.enrolments,
  });
  return {
    organizationId: id,
    email: generated.coordinator.email,
    enrolments,
    insertMs: Math.round(performance.now() - started),
  };
}

export function mountGenerateOrganization(app: Express): void {
  app.post(GENERATE_ORGANIZATION_ROUTE, (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    if (!hasSupportToken(req)) return refuseSupport(req, res);
    const raw = typeof req.query.matriculas === 'string' ? req.query.matriculas : '';
    const enrolments = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
    if (!(enrolments >= 1 && enrolments <= MAX_GENERATED_ENROLMENTS))
      return res
        .status(400)
        .json({ error: `matriculas debe ser un número entre 1 y ${MAX_GENERATED_ENROLMENTS}.` });
    res.status(201).json(insertGeneratedOrganization(enrolments));
  });
}
