/** A vacation purchase's program schedules become its enrolment's groups to change between. */
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { vacationEnrolment } from '../checkout/vacation-enrolment';
import { db } from '../db';

/** Seats the mock gives a program's schedule: 6 per class (spec), two taken by other families. */
const CAPACITY = 6;
const OTHERS = 2;

const nextGroupId = () => Math.max(970_000, ...db.classGroup.getAll().map((group) => group.id)) + 1;

const nameOf = (scheduleText: string) =>
  `Grupo ${scheduleText.charAt(0).toLocaleLowerCase('es')}${scheduleText.slice(1)}`;

export function placeVacationEnrolment(
  enrolmentId: number,
  apiCourseId: number,
  programId: string | null,
  boughtGroupId: string | null,
  contentCourseId: string,
): void {
  const program = vacationPrograms.find((candidate) => candidate.id === programId);
  if (!program) return;
  for (const group of program.groups) {
    const schedule = vacationEnrolment(program.id, group.id, contentCourseId);
    if (!schedule) continue;
    const bought = group.id === boughtGroupId;
    const record = db.classGroup.create({
      id: nextGroupId(),
      courseId: apiCourseId,
      scope: `vacation:${enrolmentId}`,
      name: nameOf(group.schedule_text ?? schedule.start_date),
      start_date: schedule.start_date,
      end_date: schedule.end_date,
      slots: JSON.stringify(schedule.frequency),
      capacity: CAPACITY,
      enrolled: OTHERS + (bought ? 1 : 0),
    });
    if (bought) db.groupPlacement.create({ enrolmentId, groupId: record.id, version: 0 });
  }
}
