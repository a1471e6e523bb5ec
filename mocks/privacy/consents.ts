/** Recording a parent's consent for the children's data (issue 55 point 6), and its withdrawal (issue 75 point 3). */
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
    withdrawnAt: null,
  });
}

export const consentsOf = (userId: number) =>
  db.dataConsent
    .findMany({ where: { userId: { equals: userId } } })
    .sort((a, b) => a.acceptedAt.localeCompare(b.acceptedAt));

export type ConsentRecord = ReturnType<typeof consentsOf>[number];

/** The consent as the API answers it, in my-data and after a withdrawal. */
export function consentAnswer(consent: ConsentRecord) {
  return {
    id: consent.id,
    text_version: consent.textVersion,
    accepted_at: consent.acceptedAt,
    account_id: consent.userId,
    context: consent.context,
    child_ids: consent.childIds ? consent.childIds.split(',').map(Number) : [],
    withdrawn_at: consent.withdrawnAt,
  };
}

/** The family's own consent, withdrawn once: null for an unknown id or another family's. */
export function withdrawConsent(userId: number, consentId: string, now = new Date()) {
  const consent = db.dataConsent.findFirst({
    where: { id: { equals: consentId }, userId: { equals: userId } },
  });
  if (!consent) return null;
  if (consent.withdrawnAt) return { consent, changed: false };
  const withdrawn = db.dataConsent.update({
    where: { id: { equals: consent.id } },
    data: { withdrawnAt: now.toISOString() },
  });
  return withdrawn ? { consent: withdrawn, changed: true } : null;
}
