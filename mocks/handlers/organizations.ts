/** The organization dashboard's API: only a member is answered (others 403, an unknown id 404). */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { badRequest, forbidden, jsonAnswer, requireFound, requireUser } from '../http/api-answers';
import { rosterPage, RosterQuerySchema, rosterSummary } from './organization-roster';

function requireMembership(request: Request, rawId: unknown) {
  const user = requireUser(request);
  const id = Number(rawId);
  const organization = requireFound(
    Number.isInteger(id) ? db.organization.findFirst({ where: { id: { equals: id } } }) : null,
  );
  if (user.role !== 'organization' || user.organizationId !== organization.id) throw forbidden();
  return organization;
}

export const organizationHandlers = [
  http.get(`${MOCK_API_URL}/api/organizations/:id/`, ({ request, params }) => {
    const { id, name, city } = requireMembership(request, params.id);
    return jsonAnswer({ data: { id, name, city } });
  }),
  http.get(`${MOCK_API_URL}/api/organizations/:id/students/`, ({ request, params }) => {
    const organization = requireMembership(request, params.id);
    const query = RosterQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of query.error.issues) {
        const field = issue.path.length ? String(issue.path[0]) : String(issue.code);
        (fields[field] ??= []).push(issue.message);
      }
      return badRequest(fields);
    }
    return jsonAnswer(rosterPage(organization.id, query.data));
  }),
  http.get(`${MOCK_API_URL}/api/organizations/:id/summary/`, ({ request, params }) =>
    jsonAnswer(rosterSummary(requireMembership(request, params.id).id)),
  ),
];
