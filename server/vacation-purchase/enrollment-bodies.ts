/** Enrollment bodies after an approved payment: group data only for courses sold by group. */
import type { CourseEntry } from '../upstream/schemas/content';
import type { EnrollmentBody } from '../upstream/schemas/payments';
import type { PurchaseContext } from './types';

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
    if (!GROUP_SOLD_COURSES.includes(entry.fields.slug)) {
      return { ...base, initial_date: entry.fields.initialDate ?? null };
    }
    const groupId = purchase.array_group.find((item) => item.course === entry.sys.id)?.group;
    const group = entry.fields.groups.find((g) => g.sys.id === groupId);
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
