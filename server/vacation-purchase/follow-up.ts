/** A paid vacation purchase's enrolments: one per course of the program, for the child it was for. */
import { getCourseEntry } from '../upstream/content';
import { UpstreamError } from '../upstream/errors';
import { createEnrollment } from '../upstream/purchases';
import type { CourseEntry } from '../upstream/schemas/content';
import type { EnrollmentBody } from '../upstream/schemas/payments';
import { listEnrollments } from '../upstream/student';
import type { ApprovedPayment, StepStatus } from '../sales/payment';
import { logFollowUp } from '../sales/log';
import type { PurchaseContext } from './types';

/** The courses sold by group: only their enrolments carry the group and its schedule. */
export const GROUP_SOLD_COURSES = ['curso-de-videojuegos-con-roblox', 'curso-de-youtuber-kids'];

export function buildEnrollmentBodies(
  purchase: PurchaseContext,
  entries: CourseEntry[],
  purchaseNumber: string,
  timeZone: string,
  studentId: number | null = null,
): EnrollmentBody[] {
  return entries.map((entry) => {
    const firstModule = entry.fields.products[0];
    const base = {
      course_id: entry.sys.id,
      course_name: entry.fields.name,
      ...(firstModule ? { module_id: firstModule.sys.id, module_name: firstModule.fields.concept } : {}),
      timezone_name: timeZone,
      purchase: purchaseNumber,
      ...(studentId === null ? {} : { student_id: studentId }),
    };
    const groupId = purchase.array_group.find((item) => item.course === entry.sys.id)?.group;
    const group =
      GROUP_SOLD_COURSES.includes(entry.fields.slug) && entry.fields.groups.find((g) => g.sys.id === groupId);
    if (!group) return { ...base, initial_date: entry.fields.initialDate ?? null };
    return {
      ...base,
      group_id: group.sys.id,
      group_name: group.fields.name,
      initial_date: purchase.start_date,
      schedules: purchase.frequency.map((slot) => ({ day: slot.day_name, hour: slot.time_start })),
    };
  });
}

export async function enrolVacationPurchase(bearer: string, payment: ApprovedPayment): Promise<StepStatus> {
  if (!payment.vacation) throw new Error(`vacation purchase ${payment.number} without its program`);
  const { purchase, child } = payment.vacation;
  try {
    // An approval can be replayed: the API answers a repeated (purchase, course, student) with the
    // first enrollment, and the buyer's own list shows theirs.
    const enrolled = child
      ? []
      : (await listEnrollments(bearer)).filter((e) => e.purchase === payment.number).map((e) => e.course_id);
    const entries = await Promise.all(
      purchase.courses_in_path.filter((id) => !enrolled.includes(id)).map((id) => getCourseEntry(id)),
    );
    const bodies = buildEnrollmentBodies(purchase, entries, payment.number, payment.timeZone, child?.id);
    for (const body of bodies) await createEnrollment(bearer, body);
    return 'done';
  } catch (error) {
    if (child && error instanceof UpstreamError && error.status === 409) {
      logFollowUp('enrollments', payment, error, 'duplicate_enrollment');
      return 'duplicate';
    }
    throw error;
  }
}
