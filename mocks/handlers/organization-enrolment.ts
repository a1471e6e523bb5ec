/** One organization enrolment as the API nests it (group, course and teacher from its group). */
import { db } from '../db';
import { signedMediaLink } from '../linked-sites/media-files/signed-links';
import { slotAnswer } from './parents';

type EnrolmentRecord = ReturnType<typeof db.organizationEnrolment.getAll>[number];
type GroupRecord = ReturnType<typeof db.organizationGroup.getAll>[number];

function groupPart(group: GroupRecord | null | undefined) {
  return {
    course: { id: group?.courseId ?? 0, name: group?.courseName ?? '' },
    group: group
      ? {
          name: group.name,
          start_date: group.start_date,
          frequency: group.frequency.map(slotAnswer),
        }
      : null,
    teacher: group?.teacher ? { full_name: group.teacher } : null,
  };
}
type GroupPart = ReturnType<typeof groupPart>;

function answer(enrolment: EnrolmentRecord, part: GroupPart) {
  return {
    id: enrolment.id,
    student: { id: enrolment.studentId, full_name: enrolment.studentName },
    ...part,
    status: enrolment.status,
    state: enrolment.state,
    progress: enrolment.progress,
    certificate:
      enrolment.certificateFile !== null
        ? { title: enrolment.certificateTitle ?? '', file: signedMediaLink(enrolment.certificateFile) }
        : null,
  };
}

/** A page's answers, each group read and built once: @mswjs/data rescans the slots table on every read. */
export function enrolmentAnswers(organizationId: number, enrolments: EnrolmentRecord[]) {
  const groups = new Map(
    db.organizationGroup
      .findMany({ where: { organizationId: { equals: organizationId } } })
      .map((group) => [group.id, group]),
  );
  const parts = new Map<string, GroupPart>();
  return enrolments.map((enrolment) => {
    let part = parts.get(enrolment.groupId);
    if (!part) {
      part = groupPart(groups.get(enrolment.groupId));
      parts.set(enrolment.groupId, part);
    }
    return answer(enrolment, part);
  });
}

export function coursesOf(organizationId: number): Map<number, string> {
  const courses = new Map<number, string>();
  for (const group of db.organizationGroup.findMany({
    where: { organizationId: { equals: organizationId } },
  }))
    courses.set(group.courseId, group.courseName);
  return courses;
}
