/** 'Cambiar horario': the groups an enrolment may move to, and the move (with the version read). */
import { http } from 'msw';
import { CUTOFF_HOURS } from '../../fixtures/schedule-changes';
import { ScheduleChangeBodySchema, type ScheduleRefusalCode } from '../../server/upstream/schemas/schedule';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { badRequest, jsonBody, jsonAnswer, requireUser, requireFound } from '../http/api-answers';
import {
  changeRule,
  findGroup,
  groupAnswer,
  groupOpen,
  moveTo,
  otherGroups,
  placementOf,
  sameCourse,
  seatsLeft,
  type EnrolmentRecord,
} from '../schedule/groups';
import { enrolmentGroupAnswer } from './parents';

function ownEnrolment(parentId: number, rawId: unknown): EnrolmentRecord | null {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) return null;
  const enrolment = db.courseEnrolment.findFirst({ where: { id: { equals: id } } });
  if (!enrolment) return null;
  const child = db.child.findFirst({ where: { id: { equals: enrolment.childId } } });
  return child && child.parentId === parentId ? enrolment : null;
}

function studentOf(enrolment: EnrolmentRecord) {
  const child = db.child.findFirst({ where: { id: { equals: enrolment.childId } } });
  return { id: enrolment.childId, full_name: child ? `${child.first_name} ${child.last_name}` : '' };
}

const refusal = (status: 400 | 409, code: ScheduleRefusalCode, detail: string) =>
  jsonAnswer(status === 400 ? { group_id: [detail], code } : { detail, code }, { status });

function optionsAnswer(enrolment: EnrolmentRecord, now: Date) {
  const rule = changeRule(enrolment, now);
  const placement = placementOf(enrolment.id);
  return {
    enrollment: {
      id: enrolment.id,
      course: { id: enrolment.course.id, name: enrolment.course.name },
      student: studentOf(enrolment),
      learning_path_id: enrolment.learningPathId,
      group_id: placement.groupId,
      group: enrolment.group ? enrolmentGroupAnswer(enrolment.group) : null,
      version: placement.version,
    },
    change: {
      allowed: rule.allowed,
      reason: rule.reason,
      deadline: rule.deadline?.toISOString() ?? null,
      cutoff_hours: CUTOFF_HOURS,
    },
    groups: rule.allowed
      ? otherGroups(enrolment, now).map((other) => ({
          id: other.id,
          name: other.name,
          ...groupAnswer(other),
          seats_left: seatsLeft(other),
        }))
      : [],
  };
}

export const scheduleChangeHandlers = [
  http.get(`${MOCK_API_URL}/api/enrollments/:id/groups/`, ({ request, params }) => {
    const user = requireUser(request);
    const enrolment = requireFound(ownEnrolment(user.id, params.id));
    return jsonAnswer({ data: optionsAnswer(enrolment, new Date()) });
  }),
  http.patch(`${MOCK_API_URL}/api/enrollments/:id/`, async ({ request, params }) => {
    const user = requireUser(request);
    const enrolment = requireFound(ownEnrolment(user.id, params.id));
    const parsed = ScheduleChangeBodySchema.safeParse(await jsonBody(request));
    if (!parsed.success)
      return badRequest(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'non_field_errors'), [issue.message]]),
        ),
      );
    const now = new Date();
    const rule = changeRule(enrolment, now);
    if (rule.reason === 'started') return refusal(409, 'course_started', 'El curso ya empezó.');
    if (rule.reason === 'closed')
      return refusal(409, 'change_closed', 'El plazo para cambiar de grupo terminó.');
    const group = findGroup(parsed.data.group_id);
    if (!group || !sameCourse(enrolment, group))
      return refusal(400, 'other_course', 'El grupo no pertenece al curso de esta matrícula.');
    const placement = placementOf(enrolment.id);
    // A page read before another change is refused first, whatever it names (decision 037).
    if (parsed.data.version !== placement.version)
      return refusal(409, 'version_conflict', 'La matrícula cambió desde que se leyó.');
    if (group.id === placement.groupId)
      return refusal(400, 'same_group', 'La matrícula ya está en este grupo.');
    if (!groupOpen(group, now)) return refusal(409, 'change_closed', 'El grupo ya no acepta cambios.');
    if (seatsLeft(group) === 0) return refusal(409, 'group_full', 'El grupo no tiene cupos.');
    return jsonAnswer({ data: { id: enrolment.id, ...moveTo(enrolment, group) } });
  }),
];
