/** Recording a parent's consent for the children's data (issue 55 point 6). */
import { randomUUID } from 'node:crypto';
import { db } from '../db';
import type { ConsentContext } from '../db/privacy-models';

export function recordConsent(
  userId: number,
  consent: { text_version: string; accepted_at: string },
  context: ConsentContext,
  children: ReadonlyArray<{ id: number }>,
) {
  return db.dataConsent.create({
    id: randomUUID(),
    userId,
    textVersion: consent.text_version,
    acceptedAt: consent.accepted_at,
    context,
    childIds: children.map((child) => child.id).join(','),
  });
}

export const consentsOf = (userId: number) =>
  db.dataConsent
    .findMany({ where: { userId: { equals: userId } } })
    .sort((a, b) => a.acceptedAt.localeCompare(b.acceptedAt));
