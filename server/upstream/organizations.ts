/**
 * The organization dashboard's calls (not in the spec: decision 020). Filters and pages travel as
 * query parameters, so a page costs the same whatever the roster's size.
 */
import { callService } from './client';
import {
  OrganizationAnswerSchema,
  OrganizationEnrolmentPageSchema,
  OrganizationSummaryAnswerSchema,
  RosterQuerySchema,
  type RosterQuery,
} from './schemas/organizations';
import { apiService } from './services';

export async function getOrganization(bearer: string, id: number) {
  const { data } = await callService(apiService(), {
    path: `/api/organizations/${id}/`,
    bearer,
    schema: OrganizationAnswerSchema,
  });
  return data.data;
}

export async function getOrganizationSummary(bearer: string, id: number) {
  const { data } = await callService(apiService(), {
    path: `/api/organizations/${id}/summary/`,
    bearer,
    schema: OrganizationSummaryAnswerSchema,
  });
  return data.data;
}

/** The query is checked here first, so a bad one never leaves the app. */
export async function listOrganizationEnrolments(bearer: string, id: number, query: RosterQuery) {
  const { page, page_size, course, status, search } = RosterQuerySchema.parse(query);
  const { data } = await callService(apiService(), {
    path: `/api/organizations/${id}/students/`,
    query: { page, page_size, course, status, search },
    bearer,
    schema: OrganizationEnrolmentPageSchema,
  });
  return data;
}
