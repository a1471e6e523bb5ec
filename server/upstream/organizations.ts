/** The organization dashboard's calls (decision 020); filters and pages travel as query parameters. */
import {
  OrganizationAnswerSchema,
  OrganizationEnrolmentPageSchema,
  OrganizationSummaryAnswerSchema,
  RosterQuerySchema,
  type RosterQuery,
} from './schemas/organizations';
import { apiData, callApi } from './services';

export const getOrganization = async (bearer: string, id: number) =>
  apiData({ path: `/api/organizations/${id}/`, bearer, schema: OrganizationAnswerSchema });

export const getOrganizationSummary = async (bearer: string, id: number) =>
  apiData({
    path: `/api/organizations/${id}/summary/`,
    bearer,
    schema: OrganizationSummaryAnswerSchema,
  });

/** The query is checked here first, so a bad one never leaves the app. */
export async function listOrganizationEnrolments(bearer: string, id: number, query: RosterQuery) {
  const { page, page_size, course, status, search } = RosterQuerySchema.parse(query);
  return callApi({
    path: `/api/organizations/${id}/students/`,
    query: { page, page_size, course, status, search },
    bearer,
    schema: OrganizationEnrolmentPageSchema,
  });
}
