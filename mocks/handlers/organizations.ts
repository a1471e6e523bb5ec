/** The organization dashboard's API: only a member is answered (others 403, an unknown id 404). */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import {
  authenticatedUser,
  badRequest,
  forbidden,
  notFound,
  unauthorized,
  jsonAnswer,
} from '../http/api-answers';
import { rosterPage, RosterQuerySchema, rosterSummary } from './organization-roster';

type Organization = NonNullable<ReturnType<typeof db.organization.findFirst>>;
type Access = { organization: Organization } | { answer: Response };

const parsedQuery = (search: string) =>
  RosterQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));

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

export const organizationHandlers = [
  http.get(`${MOCK_API_URL}/api/organizations/:id/`, ({ request, params }) => {
    const access = memberAccess(request, params.id);
    if ('answer' in access) return access.answer;
    const { id, name, city } = access.organization;
    return jsonAnswer({ data: { id, name, city } });
  }),
  http.get(`${MOCK_API_URL}/api/organizations/:id/students/`, ({ request, params }) => {
    const access = memberAccess(request, params.id);
    if ('answer' in access) return access.answer;
    const query = parsedQuery(new URL(request.url).search);
    if (!query.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of query.error.issues) {
        const field = issue.path.length ? String(issue.path[0]) : String(issue.code);
        (fields[field] ??= []).push(issue.message);
      }
      return badRequest(fields);
    }
    return jsonAnswer(rosterPage(access.organization.id, query.data));
  }),
  http.get(`${MOCK_API_URL}/api/organizations/:id/summary/`, ({ request, params }) => {
    const access = memberAccess(request, params.id);
    if ('answer' in access) return access.answer;
    return jsonAnswer(rosterSummary(access.organization.id));
  }),
];
