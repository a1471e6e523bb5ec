/**
 * The simulated API's complaints book (docs/decisions/019, 099): a sheet numbered per year, its
 * copy token (32 random bytes: the link is the credential), the sheet as GET …/copy/ answers it,
 * and the provider's answer recorded on it.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { db } from '../db';
import { inLima } from '../outbox/dates';

export type ComplaintRow = NonNullable<ReturnType<typeof db.complaint.findFirst>>;

export const newCopyToken = () => randomBytes(32).toString('base64url');

export function fileSheet(body: Record<string, unknown>, now = new Date()): ComplaintRow {
  const year = inLima(now).year();
  return db.complaint.create({
    id: randomUUID(),
    number: db.complaint.count({ where: { year: { equals: year } } }) + 1,
    year,
    createdAt: now.toISOString(),
    body: JSON.stringify(body),
    copyToken: newCopyToken(),
    answer: null,
    answeredAt: null,
    answeredBy: null,
  });
}

/** The sheet a token opens; compared in constant time, so a wrong token teaches nothing. */
export function sheetByToken(token: string): ComplaintRow | null {
  const given = Buffer.from(token);
  return (
    db.complaint.getAll().find((row) => {
      const kept = Buffer.from(row.copyToken);
      return kept.length === given.length && timingSafeEqual(kept, given);
    }) ?? null
  );
}

export function sheetAnswer(row: ComplaintRow) {
  return {
    id: row.id,
    number: row.number,
    year: row.year,
    created_at: row.createdAt,
    complaint: JSON.parse(row.body) as Record<string, unknown>,
    answer:
      row.answer && row.answeredAt && row.answeredBy
        ? { text: row.answer, answered_at: row.answeredAt, answered_by: row.answeredBy }
        : null,
  };
}

export const unansweredSheets = () =>
  db.complaint
    .getAll()
    .filter((row) => !row.answer)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/** Support records the answer once; null when the sheet is unknown or already answered. */
export function answerSheet(id: string, answer: { text: string; by: string }, now = new Date()) {
  const row = db.complaint.findFirst({ where: { id: { equals: id } } });
  if (!row || row.answer) return null;
  return db.complaint.update({
    where: { id: { equals: id } },
    data: { answer: answer.text, answeredBy: answer.by, answeredAt: now.toISOString() },
  });
}
