/** PATCH /api/invoices/{id}/done: the invoice done once, its enrolments created in the groups chosen. */
import { db } from '../db';
import { nextCourseEnrolmentId } from '../db/ids';
import { createCourseEnrolment, enrolmentGroup, withCourseFacts, withPathFacts } from '../db/seed-parents';
import { classEnd, DAY_NAMES } from '../schedule/dates';
import type { EnrolmentGroupFixture } from '../../fixtures/types';
import { catalogueCourse, cataloguePath } from '../catalogue/facts';
import { catalogueGroup, pathOfItem } from './catalogue';
import { invoiceEnrolments, invoiceItems, updateInvoice, type InvoiceRecord } from './invoice-records';

type PathRecord = NonNullable<ReturnType<typeof db.learningPath.findFirst>>;
type EnrolmentRecord = NonNullable<ReturnType<typeof db.courseEnrolment.findFirst>>;

/** A catalogue group ('Grupo Lunes y Miércoles 10:00 a. m.', startHour '10:00') as an enrolment group. */
function groupFor(courseSlug: string, groupId: string | null): EnrolmentGroupFixture | null {
  const group = groupId ? catalogueGroup(courseSlug, groupId) : null;
  if (!group) return null;
  const days = DAY_NAMES.filter((day) => group.name.includes(day));
  return {
    start_date: group.startDate,
    end_date: null,
    frequency: days.map((day) => ({
      day_name: day,
      time_start: group.startHour,
      time_end: classEnd(group.startHour),
    })),
    frequency_numeric: days.length,
  };
}

const inPathOf = (childId: number, pathId: number) =>
  db.courseEnrolment.findMany({
    where: { childId: { equals: childId }, learningPathId: { equals: pathId } },
  });

const unbought = (enrolment: EnrolmentRecord) =>
  enrolment.invoice === null && (enrolment.status === 'blocked' || enrolment.status === 'remaining');

function newEnrolment(
  childId: number,
  courseSlug: string,
  path: { id: number; order: number } | null,
  invoiceId: number | null,
  groupId: string | null,
) {
  const course = catalogueCourse(courseSlug);
  if (!course) return;
  createCourseEnrolment(
    withCourseFacts({
      id: nextCourseEnrolmentId(95_000),
      childId,
      learningPathId: path?.id ?? null,
      status: invoiceId === null ? 'remaining' : 'has_not_started',
      state: null,
      progress: 0,
      zoom_url: null,
      virtual_room_url: null,
      teacher: null,
      invoice: invoiceId,
      course: {
        slug: course.slug,
        description: course.shortDescriptionForGrid,
        order_in_learning_path: path?.order ?? null,
        thumbnail: `/images/cursos/${course.slug}.svg`,
        project_summary: null,
        instructive: null,
        curriculum: null,
      },
      group: groupFor(courseSlug, groupId),
      certificate: null,
    }),
  );
}

function childPath(childId: number, slug: string): PathRecord | null {
  const existing = db.learningPath.findFirst({
    where: { childId: { equals: childId }, slug: { equals: slug } },
  });
  if (existing) return existing;
  const entry = cataloguePath(slug);
  if (!entry) return null;
  const id = Math.max(700, ...db.learningPath.getAll().map((path) => path.id)) + 1;
  const colors = { main_color: '#8C30F2', secondary_color: '#F2E8FF' };
  const seed = { id, slug, childId, ...colors, curriculum: entry.curriculum, next: [], certificate: null };
  // The catalogue path's name, level, months and frequency, as a fixture's path gets them.
  const path = db.learningPath.create({ ...withPathFacts(seed), next: [], certificate: null });
  entry.courseSlugs.forEach((courseSlug, index) =>
    newEnrolment(childId, courseSlug, { id, order: index + 1 }, null, null),
  );
  return path;
}

function enrolInPath(
  childId: number,
  path: PathRecord,
  courseSlug: string,
  invoiceId: number,
  groupId: string | null,
) {
  const inPath = inPathOf(childId, path.id);
  const sameCourse = inPath.filter((enrolment) => enrolment.course.slug === courseSlug);
  const open = sameCourse.find(unbought);
  if (open) {
    const group = enrolmentGroup(open.id, groupFor(courseSlug, groupId));
    db.courseEnrolment.update({
      where: { id: { equals: open.id } },
      data: { status: 'has_not_started', invoice: invoiceId, ...(group && { group }) },
    });
  } else if (!sameCourse.some((enrolment) => enrolment.invoice === invoiceId)) {
    const order = Math.max(0, ...inPath.map((enrolment) => enrolment.course.order_in_learning_path ?? 0)) + 1;
    newEnrolment(childId, courseSlug, { id: path.id, order }, invoiceId, groupId);
  }
}

export function createEnrolments(invoice: InvoiceRecord): void {
  const chosen = invoiceEnrolments(invoice.id);
  const groupOf = (path: string | null, course: string) =>
    chosen.find((e) => e.learning_path === path && e.course === course)?.group_id ?? null;
  for (const item of invoiceItems(invoice.id)) {
    const pathSlug = pathOfItem(item);
    if (pathSlug === null) {
      newEnrolment(invoice.studentId, item.product_id, null, invoice.id, groupOf(null, item.product_id));
      continue;
    }
    const path = childPath(invoice.studentId, pathSlug);
    if (!path) continue;
    // A course of the path, or each course of a whole path not bought yet.
    const courses =
      item.product_type === 'course'
        ? [item.product_id]
        : inPathOf(invoice.studentId, path.id)
            .filter(unbought)
            .map((enrolment) => enrolment.course.slug ?? '');
    for (const course of courses)
      enrolInPath(invoice.studentId, path, course, invoice.id, groupOf(pathSlug, course));
  }
}

export function markDone(invoice: InvoiceRecord): InvoiceRecord {
  if (invoice.doneAt) return invoice;
  createEnrolments(invoice);
  return updateInvoice(invoice, { doneAt: new Date().toISOString() });
}
