/**
 * The organization dashboard's API (decision 020): GET /api/organizations/{id}/ and
 * GET /api/organizations/{id}/students/. Only a member of the organization is answered; anyone
 * else signed in gets 403 (as a Django REST permission check would), an unknown id 404.
 */
import { http, HttpResponse } from 'msw';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { authenticatedUser, notFound, unauthorized } from '../http/api-answers';

const forbidden = () =>
  HttpResponse.json({ detail: 'No tiene permiso para realizar esta acción.' }, { status: 403 });

type Access =
  | { organization: NonNullable<ReturnType<typeof db.organization.findFirst>> }
  | { answer: Response };

function memberAccess(request: Request, rawId: unknown): Access {
  const user = authenticatedUser(request);
  if (!user) return { answer: unauthorized() };
  const id = Number(rawId);
  const organization = Number.isInteger(id)
    ? db.organization.findFirst({ where: { id: { equals: id } } })
    : null;
  if (!organization) return { answer: notFound() };
  if (user.role !== 'organization' || user.organizationId !== organization.id) return { answer: forbidden() };
  return { organization };
}

/** One enrolment as the API nests it. */
export function organizationEnrolmentAnswer(
  enrolment: ReturnType<typeof db.organizationEnrolment.getAll>[number],
) {
  const group = db.organizationGroup.findFirst({ where: { id: { equals: enrolment.groupId } } });
  return {
    id: enrolment.id,
    student: { id: enrolment.studentId, full_name: enrolment.studentName },
    course: { id: group?.courseId ?? 0, name: group?.courseName ?? '' },
    group: group
      ? {
          name: group.name,
          start_date: group.start_date,
          frequency: group.frequency.map(({ day_name, time_start, time_end }) => ({
            day_name,
            time_start,
            time_end,
          })),
        }
      : null,
    teacher: group?.teacher ? { full_name: group.teacher } : null,
    status: enrolment.status,
    state: enrolment.state,
    progress: enrolment.progress,
    certificate: enrolment.certificate
      ? { title: enrolment.certificate.title, file: enrolment.certificate.file }
      : null,
  };
}

export const organizationHandlers = [
  http.get(`${MOCK_API_URL}/api/organizations/:id/`, ({ request, params }) => {
    const access = memberAccess(request, params.id);
    if ('answer' in access) return access.answer;
    const { id, name, city } = access.organization;
    return HttpResponse.json({ data: { id, name, city } });
  }),
  http.get(`${MOCK_API_URL}/api/organizations/:id/students/`, ({ request, params }) => {
    const access = memberAccess(request, params.id);
    if ('answer' in access) return access.answer;
    const data = db.organizationEnrolment
      .findMany({ where: { organizationId: { equals: access.organization.id } }, orderBy: { id: 'asc' } })
      .map(organizationEnrolmentAnswer);
    return HttpResponse.json({ data });
  }),
];
