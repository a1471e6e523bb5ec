/**
 * The organization dashboard's API (decisions 020 and 039): GET /api/organizations/{id}/, one page
 * of its roster GET /api/organizations/{id}/students/?page&page_size&course&status&search, and
 * the figures GET /api/organizations/{id}/summary/. Only a member of the organization is
 * answered; anyone else signed in gets 403 (as a Django REST permission check would), an unknown
 * id 404, a query parameter out of its range 400 with the field's errors.
 */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { authenticatedUser, badRequest, forbidden, notFound, unauthorized } from '../http/api-answers';
import { keptUntilChange } from '../db/kept-until-change';
import { remembered, rosterPageText, RosterQuerySchema, rosterSummaryText } from './organization-roster';
import { jsonAnswer, jsonTextAnswer } from '../http/json-answer';

export { organizationEnrolmentAnswer } from './organization-enrolment';

type Organization = NonNullable<ReturnType<typeof db.organization.findFirst>>;
type Access = { organization: Organization } | { answer: Response };

// Decision 063: looked up once until the database changes, as a real upstream reads an indexed
// row; and a query string is validated once (zod), as its answer does not depend on the data.
const organizations = keptUntilChange<Organization | null>();
const queries = new Map<string, ReturnType<typeof RosterQuerySchema.safeParse>>();

const parsedQuery = (search: string) =>
  remembered(queries, search, () =>
    RosterQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search))),
  );

function memberAccess(request: Request, rawId: unknown): Access {
  const user = authenticatedUser(request);
  if (!user) return { answer: unauthorized() };
  const id = Number(rawId);
  const organization = Number.isInteger(id)
    ? organizations.answer(String(id), () => db.organization.findFirst({ where: { id: { equals: id } } }))
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
    return jsonTextAnswer(rosterPageText(access.organization.id, query.data));
  }),
  http.get(`${MOCK_API_URL}/api/organizations/:id/summary/`, ({ request, params }) => {
    const access = memberAccess(request, params.id);
    if ('answer' in access) return access.answer;
    return jsonTextAnswer(rosterSummaryText(access.organization.id));
  }),
];
