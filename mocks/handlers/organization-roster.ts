/** The roster's pages and summary, queried on the columns organization-rows.ts derives. */
import { z } from 'zod';
import { db } from '../db';
import { foldName } from '../db/organization-rows';
import { coursesOf, enrolmentAnswers } from './organization-enrolment';

export const STATUS_KEYS = [
  'has_not_started',
  'in_progress',
  'has_ended',
  'blocked',
  'remaining',
  'abandoned',
] as const;

export const MAX_PAGE_SIZE = 500;

const positiveInt = z.coerce.number().int().positive().max(1_000_000);

export const RosterQuerySchema = z.strictObject({
  page: positiveInt.default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  course: positiveInt.optional(),
  status: z.enum(STATUS_KEYS).optional(),
  search: z.string().trim().max(80).optional(),
});
export type RosterQuery = z.infer<typeof RosterQuerySchema>;

function rosterWhere(organizationId: number, query: RosterQuery, firstWord: string | undefined) {
  return {
    organizationId: { equals: organizationId },
    ...(query.course ? { courseId: { equals: query.course } } : {}),
    ...(query.status ? { statusKey: { equals: query.status } } : {}),
    ...(firstWord ? { searchName: { contains: firstWord } } : {}),
  };
}

function foldWords(search: string | undefined): string[] {
  return foldName(search ?? '')
    .split(/\s+/)
    .filter(Boolean);
}

/** One page, in id order; a page past the end answers the last one (`meta.page` says which). */
export function rosterPage(organizationId: number, query: RosterQuery) {
  const [firstWord, ...otherWords] = foldWords(query.search);
  const where = rosterWhere(organizationId, query, firstWord);
  const pageOf = (count: number) => {
    const pageCount = Math.max(1, Math.ceil(count / query.page_size));
    const page = Math.min(query.page, pageCount);
    return { count, page, page_size: query.page_size, page_count: pageCount };
  };
  if (otherWords.length === 0) {
    const meta = pageOf(db.organizationEnrolment.count({ where }));
    const rows = db.organizationEnrolment.findMany({
      where,
      orderBy: { id: 'asc' },
      take: meta.page_size,
      skip: (meta.page - 1) * meta.page_size,
    });
    return { data: enrolmentAnswers(organizationId, rows), meta };
  }
  // @mswjs/data takes one `contains` per field: the other words are checked on what it found.
  const found = db.organizationEnrolment
    .findMany({ where, orderBy: { id: 'asc' } })
    .filter((row) => otherWords.every((word) => row.searchName.includes(word)));
  const meta = pageOf(found.length);
  const start = (meta.page - 1) * meta.page_size;
  return { data: enrolmentAnswers(organizationId, found.slice(start, start + meta.page_size)), meta };
}

/** The whole roster's figures; an ended course counts as complete (spec §9). */
export function rosterSummary(organizationId: number) {
  const rows = db.organizationEnrolment.findMany({ where: { organizationId: { equals: organizationId } } });
  const students = new Set<number>();
  const activeCourses = new Set<number>();
  let progress = 0;
  let certificates = 0;
  for (const row of rows) {
    students.add(row.studentId);
    if (row.statusKey === 'in_progress') activeCourses.add(row.courseId);
    progress += row.status === 'has_ended' ? 100 : Math.round(Math.min(100, Math.max(0, row.progress)));
    if (row.certificateFile !== null) certificates += 1;
  }
  const courses = coursesOf(organizationId);
  return {
    data: {
      enrolments: rows.length,
      students: students.size,
      active_courses: activeCourses.size,
      average_progress: rows.length ? Math.round(progress / rows.length) : 0,
      certificates,
      courses: [...courses]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es')),
    },
  };
}
